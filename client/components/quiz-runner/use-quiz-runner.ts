// One quiz runner for every quiz session (/answer and /take-quiz, ADR 029): the answers and the
// question shown, the 0.3 s tap rule [product#quiz-flow, #constants], moving between questions,
// session storage (a reload resumes), and Finish — one request with every answer, retried with the
// same session id (the server replays a completed session, so nothing is counted twice). A
// visitor's finished quiz joins the pending attempts [product#visitor-attempts]; the result goes
// into the query cache (lib/quiz-session/quiz-result.ts). Each question may also carry a Sure / Unsure / Guess
// rating (ADR 035), sent with its answer. Every quiz but the exam (which saves its own) also
// saves each registered answer on the server in the background (answer-queue.ts, ADR 075), and
// a tutor quiz checks the current question on request, locking its answer. Options may be struck
// out [product#strike-out] (ADR 079): a struck option cannot be chosen until restored, and the
// strikes are kept and saved with the answers. The screens only render what this returns.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Confidence } from '#shared/contract/confidence.ts';
import { optionIds, type OptionId } from '#shared/contract/option-ids.ts';
import type { CompleteQuizInput, QuestionResult, QuizResult } from '#shared/contract/quiz.ts';
import { useSession } from '#client/lib/session.ts';
import { useCompleteQuiz } from '#client/lib/quiz-session/complete-quiz.ts';
import { seedQuizResult } from '#client/lib/quiz-session/quiz-result.ts';
import {
  addPendingAttempt,
  claimPendingAttempts,
} from '#client/lib/quiz-session/pending-attempts.ts';
import {
  answerQueueFor,
  createAnswerQueue,
  type AnswerQueue,
} from '#client/lib/quiz-session/answer-queue.ts';
import { loadQuizContracts } from '#client/lib/quiz-session/quiz-contracts.ts';
import { checkQuizQuestion, saveQuizAnswer } from '#client/lib/quiz-session/quiz-progress.ts';
import {
  clearProgress,
  loadProgress,
  saveClaimToken,
  saveProgress,
} from '#client/lib/quiz-session/quiz-storage.ts';
import type { ReadySession } from '#client/lib/quiz-session/quiz-storage.ts';

/** A choice registers this long after it is tapped [product#quiz-flow, #constants]. */
export const tapDelayMs = 300;

export interface QuizRunnerOptions {
  /** how long a tap waits before it registers; 0 registers at once (default tapDelayMs) */
  tapDelay?: number;
  /** the quiz was checked and saved; its result is already in the query cache */
  onComplete?: (result: QuizResult) => void;
  /**
   * Finish's request, instead of the usual completion: a downloaded quiz's (features/offline/outbox.ts)
   * may answer null, queued on this device to be sent later (ADR 048)
   */
  send?: (input: CompleteQuizInput & { sessionId: string }) => Promise<QuizResult | null>;
  /** Finish queued the quiz (send answered null): its answers are no longer kept for a reload */
  onQueued?: () => void;
  /** Finish failed: the answers are kept, `retry` sends them again with the same session */
  onSaveFailed?: (retry: () => void) => void;
  /** answers given before this device's copy (an exam resumed from the server's saved answers);
   * the answers kept in session storage go over them */
  initialAnswers?: Readonly<Record<string, OptionId>>;
  /** struck-out options saved before this device's copy (an exam resumed from the server) */
  initialStruck?: Readonly<Record<string, OptionId[]>>;
}

type RunnerStatus = 'answering' | 'saving' | 'failed' | 'done';

/** Where the answers given so far are kept (ADR 075): null for an exam, which keeps its own. */
interface KeptAnswers {
  /** answers the server holds */
  saved: number;
  /** answers registered (or tapped) and not yet on the server */
  unsaved: number;
}

/** A tutor quiz's check of the current question (ADR 075). */
interface TutorCheck {
  /** Check answer: locks the current question's answer and shows its result */
  check: () => void;
  /** the current question's check is on its way */
  checking: boolean;
  /** the current question's last check failed (Check answer tries again) */
  failed: boolean;
  /** the current question's result once checked: its answer can no longer change */
  result: QuestionResult | null;
}

export interface QuizRunner {
  session: ReadySession;
  questions: ReadySession['questions'];
  total: number;
  index: number;
  question: ReadySession['questions'][number];
  /** registered answers by question id */
  answers: Readonly<Record<string, OptionId>>;
  /** the current question's choice as shown, a tap still waiting to register included */
  selected: OptionId | null;
  /** how sure the user said they are of the current question (ADR 035); null when not said */
  confidence: Confidence | null;
  /** the current question's answer has registered (what Next waits for) */
  currentAnswered: boolean;
  answeredCount: number;
  /** questions without an answer, a waiting tap counted as an answer */
  unansweredCount: number;
  /** index of the first of them, -1 when none */
  firstUnanswered: number;
  isFirst: boolean;
  isLast: boolean;
  status: RunnerStatus;
  choose: (option: OptionId) => void;
  /** sets the current question's confidence, or clears it with null */
  rate: (confidence: Confidence | null) => void;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  /** Finish, and Retry after a failure: sends every answer once per call */
  submit: () => void;
  /** Exit: forgets the answers kept for a reload (the server keeps what it saved) */
  discard: () => void;
  /** the quiz is still being answered: not finished, sent or left (read when called) */
  isActive: () => boolean;
  /** null for an exam */
  kept: KeptAnswers | null;
  /** tutor quizzes only */
  tutor: TutorCheck | null;
  /** checked questions' results by question id (tutor quizzes) */
  checked: Readonly<Record<string, QuestionResult>>;
  /** struck-out options by question id (ADR 079); a question restored to none may hold [] */
  struckAll: Readonly<Record<string, OptionId[]>>;
  /** the current question's struck-out options */
  struck: readonly OptionId[];
  /** striking is open on the current question: not checked, revealed or being sent */
  canStrike: boolean;
  /** strikes out the current question's option, or restores it; a struck choice is cleared */
  toggleStrike: (option: OptionId) => void;
  /** what a screen reader hears about striking: set on each strike, restore or refused choice */
  strikeNotice: string;
}

/** What is announced when a struck option is chosen [product#strike-out]. */
export const struckChoiceNotice = (option: OptionId) =>
  `Option ${option.toUpperCase()} is struck out. Restore it to choose it.`;

interface RunnerState {
  answers: Record<string, OptionId>;
  index: number;
  pending: { questionId: string; option: OptionId } | null;
  confidence: Record<string, Confidence>;
  checked: Record<string, QuestionResult>;
  struck: Record<string, OptionId[]>;
}

function initialState(
  session: ReadySession,
  initialAnswers: QuizRunnerOptions['initialAnswers'] = {},
  initialStruck: QuizRunnerOptions['initialStruck'] = {},
): RunnerState {
  const stored = loadProgress(session.id);
  return {
    answers: { ...initialAnswers, ...stored?.answers },
    index: stored?.index ?? 0,
    pending: null,
    confidence: stored?.confidence ?? {},
    checked: stored?.checked ?? {},
    struck: { ...initialStruck, ...stored?.struck },
  };
}

/** The answer queue of a session that saves per answer (every kind but the exam), or null. */
function useAnswerQueue(session: ReadySession): AnswerQueue | null {
  const [queue] = useState(() =>
    session.quizType === 'exam'
      ? null
      : answerQueueFor(session.id, () =>
          createAnswerQueue(
            (questionId, answer) =>
              saveQuizAnswer(session.id, questionId, answer, session.claimToken),
            loadProgress(session.id)?.saved,
          ),
        ),
  );
  return queue;
}

const noQueue = () => () => {};

/** The answers with a waiting tap registered. */
const flushed = (state: RunnerState): RunnerState =>
  state.pending
    ? {
        ...state,
        answers: { ...state.answers, [state.pending.questionId]: state.pending.option },
        pending: null,
      }
    : state;

export function useQuizRunner(session: ReadySession, options: QuizRunnerOptions = {}): QuizRunner {
  const questions = session.questions;
  const total = questions.length;
  const signedIn = Boolean(useSession().data?.user);
  const complete = useCompleteQuiz();
  const [state, setState] = useState(() =>
    initialState(session, options.initialAnswers, options.initialStruck),
  );
  const [strikeNotice, setStrikeNotice] = useState('');
  const [status, setStatus] = useState<RunnerStatus>('answering');
  const queue = useAnswerQueue(session);
  // "saved/unsaved", a string so that an unchanged count does not render again
  const keptSnapshot = useSyncExternalStore(queue?.subscribe ?? noQueue, () =>
    queue ? `${queue.saved()}/${queue.unsaved()}` : '',
  );
  const tutorMode = session.tutor === true;
  const [checking, setChecking] = useState<string | null>(null);
  const [checkFailed, setCheckFailed] = useState<string | null>(null);
  // The latest state for handlers that outlive a render (the timer, a toast's Retry).
  const stateRef = useRef(state);
  const timer = useRef<number | undefined>(undefined);
  const sending = useRef(false);
  const latest = useRef({ options, signedIn, complete });
  useEffect(() => {
    latest.current = { options, signedIn, complete };
  });

  const update = useCallback((change: (state: RunnerState) => RunnerState) => {
    stateRef.current = change(stateRef.current);
    setState(stateRef.current);
  }, []);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    if (stateRef.current.pending) update(flushed);
  }, [update]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Set with status 'done', but at once: a render the queue causes before that status lands
  // must not write the quiz back after it was cleared.
  const finished = useRef(false);
  useEffect(() => {
    if (status === 'done' || finished.current) return;
    saveProgress({
      session,
      answers: state.answers,
      index: state.index,
      confidence: state.confidence,
      struck: state.struck,
      // the queue's confirmations go with the next change: a reload re-sends at most the
      // latest answer, which the server takes as a no-op
      ...(queue && { saved: queue.held() }),
      ...(tutorMode && { checked: state.checked }),
    });
  }, [
    session,
    state.answers,
    state.index,
    state.confidence,
    state.checked,
    state.struck,
    status,
    queue,
    tutorMode,
  ]);

  // Each registered answer, with its rating and struck options, to the server in the background
  // (ADR 075, 079); the queue sends only what the server does not hold yet. A question struck
  // and never answered is saved too (its strikes alone).
  useEffect(() => {
    if (!queue || status === 'done' || status === 'saving') return;
    const ids = new Set([...Object.keys(state.answers), ...Object.keys(state.struck)]);
    for (const questionId of ids) {
      const struck = state.struck[questionId];
      queue.want(questionId, {
        selectedAnswer: state.answers[questionId] ?? null,
        confidence: state.confidence[questionId] ?? null,
        ...(struck && { struck }),
      });
    }
  }, [queue, state.answers, state.confidence, state.struck, status]);

  const busy = status === 'saving' || status === 'done';
  const delay = options.tapDelay ?? tapDelayMs;

  const checkingRef = useRef<string | null>(null);
  /** a checked question's answer never changes [product#tutor-mode] */
  const locked = (questionId: string) =>
    Boolean(stateRef.current.checked[questionId]) || checkingRef.current === questionId;

  const choose = (option: OptionId) => {
    if (busy) return;
    const questionId = questions[stateRef.current.index]!.id;
    if (locked(questionId)) return;
    // a struck option is restored before it can be chosen [product#strike-out]
    if (stateRef.current.struck[questionId]?.includes(option)) {
      setStrikeNotice(struckChoiceNotice(option));
      return;
    }
    window.clearTimeout(timer.current);
    if (delay <= 0) {
      update((s) => ({ ...s, answers: { ...s.answers, [questionId]: option }, pending: null }));
      return;
    }
    update((s) => ({ ...flushed(s), pending: { questionId, option } }));
    timer.current = window.setTimeout(flush, delay);
  };

  const toggleStrike = (option: OptionId) => {
    if (busy) return;
    const questionId = questions[stateRef.current.index]!.id;
    if (locked(questionId)) return;
    const letter = option.toUpperCase();
    const was = stateRef.current.struck[questionId] ?? [];
    const restoring = was.includes(option);
    const shown = flushed(stateRef.current).answers[questionId];
    const clears = !restoring && shown === option;
    if (clears) window.clearTimeout(timer.current);
    update((s) => {
      const answers = { ...s.answers };
      if (clears) delete answers[questionId];
      const struck = restoring
        ? was.filter((id) => id !== option)
        : optionIds.filter((id) => id === option || was.includes(id));
      return {
        ...s,
        answers,
        pending: clears ? null : s.pending,
        struck: { ...s.struck, [questionId]: struck },
      };
    });
    setStrikeNotice(
      restoring
        ? `Option ${letter} restored.`
        : clears
          ? `Option ${letter} struck out. Your choice was cleared.`
          : `Option ${letter} struck out.`,
    );
  };

  const rate = (rating: Confidence | null) => {
    if (busy) return;
    const questionId = questions[stateRef.current.index]!.id;
    if (locked(questionId)) return;
    update((s) => {
      const { [questionId]: _cleared, ...others } = s.confidence;
      return { ...s, confidence: rating ? { ...others, [questionId]: rating } : others };
    });
  };

  const goTo = (next: number) => {
    if (busy || next < 0 || next >= total || next === stateRef.current.index) return;
    flush();
    update((s) => ({ ...s, index: next }));
    setStrikeNotice('');
  };

  const submit = useCallback(() => {
    if (sending.current) return;
    flush();
    sending.current = true;
    setStatus('saving');
    const { answers, confidence } = stateRef.current;
    const { complete, options } = latest.current;
    (options.send ?? complete.mutateAsync)({
      sessionId: session.id,
      answers: session.questions.flatMap((q) => {
        const selectedAnswer = answers[q.id];
        const rating = confidence[q.id];
        if (!selectedAnswer) return []; // a rating alone is never sent
        return [{ questionId: q.id, selectedAnswer, ...(rating && { confidence: rating }) }];
      }),
      ...(session.claimToken ? { claimToken: session.claimToken } : {}),
    })
      .then(
        (result) => {
          finished.current = true;
          setStatus('done');
          // Sent in one request (or queued with every answer): the background saves are done.
          queue?.stop();
          if (!result) {
            clearProgress(session.id);
            latest.current.options.onQueued?.();
            return;
          }
          seedQuizResult(result);
          clearProgress(session.id);
          if (session.claimToken) saveClaimToken(session.id, session.claimToken);
          if (!result.saved && session.claimToken) {
            // Kept until sign-up or sign-in, which links it to the account
            // [product#visitor-attempts].
            addPendingAttempt({ id: session.id, claimToken: session.claimToken });
            // Signed in elsewhere while answering as a visitor: link it straight away.
            if (latest.current.signedIn) void claimPendingAttempts();
          }
          latest.current.options.onComplete?.(result);
        },
        () => {
          setStatus('failed');
          latest.current.options.onSaveFailed?.(submitRef.current);
        },
      )
      .finally(() => {
        sending.current = false;
      });
  }, [flush, session, queue]);
  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
  }, [submit]);

  // Finish parses its response with the quiz contracts (Zod, kept out of the quiz pages' first
  // script and their load, ADR 044). They load while the last question is read, so that See
  // Results' tap does not evaluate them (docs/performance.md, "See Results").
  const onLast = state.index === total - 1;
  useEffect(() => {
    if (onLast) void loadQuizContracts().catch(() => {}); // a failed load is tried again by Finish
  }, [onLast]);

  const check = () => {
    if (!tutorMode || busy || checkingRef.current) return;
    flush();
    const questionId = questions[stateRef.current.index]!.id;
    const selectedAnswer = stateRef.current.answers[questionId];
    if (!selectedAnswer || stateRef.current.checked[questionId]) return;
    checkingRef.current = questionId;
    setChecking(questionId);
    setCheckFailed(null);
    const confidence = stateRef.current.confidence[questionId] ?? null;
    checkQuizQuestion(session.id, questionId, { selectedAnswer, confidence }, session.claimToken)
      .then(
        (result) => {
          // The server locked the answer it checked: that one is shown, whatever this tab held.
          update((s) => ({
            ...s,
            answers: result.selectedAnswer
              ? { ...s.answers, [questionId]: result.selectedAnswer }
              : s.answers,
            checked: { ...s.checked, [questionId]: result },
          }));
        },
        () => setCheckFailed(questionId),
      )
      .finally(() => {
        checkingRef.current = null;
        setChecking(null);
      });
  };

  const { answers, index, pending } = state;
  const question = questions[index] ?? questions[0]!;
  const shownAnswers = pending ? flushed(state).answers : answers;
  const unanswered = questions.flatMap((q, i) => (shownAnswers[q.id] ? [] : [i]));

  return {
    session,
    questions,
    total,
    index,
    question,
    answers,
    selected: shownAnswers[question.id] ?? null,
    confidence: state.confidence[question.id] ?? null,
    currentAnswered: Boolean(answers[question.id]),
    answeredCount: total - questions.filter((q) => !answers[q.id]).length,
    unansweredCount: unanswered.length,
    firstUnanswered: unanswered[0] ?? -1,
    isFirst: index === 0,
    isLast: index === total - 1,
    status,
    choose,
    rate,
    goTo,
    next: () => goTo(stateRef.current.index + 1),
    previous: () => goTo(stateRef.current.index - 1),
    submit,
    discard: () => {
      window.clearTimeout(timer.current);
      finished.current = true;
      setStatus('done');
      clearProgress(session.id);
    },
    isActive: () => !finished.current,
    kept: queue ? keptOf(keptSnapshot, pending !== null) : null,
    tutor: tutorMode
      ? {
          check,
          checking: checking === question.id,
          failed: checkFailed === question.id,
          result: state.checked[question.id] ?? null,
        }
      : null,
    checked: state.checked,
    struckAll: state.struck,
    struck: state.struck[question.id] ?? [],
    canStrike: !busy && !state.checked[question.id] && checking !== question.id,
    toggleStrike,
    strikeNotice,
  };
}

/** The queue's "saved/unsaved" counts; a tap still waiting to register is not saved either. */
function keptOf(snapshot: string, tapWaiting: boolean): KeptAnswers {
  const [saved = 0, unsaved = 0] = snapshot.split('/').map(Number);
  return { saved, unsaved: unsaved + (tapWaiting ? 1 : 0) };
}
