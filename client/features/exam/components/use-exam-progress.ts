// An exam's answers and marks go to the server as they are given (ADR 036), so a closed tab or a
// dead phone loses nothing and the server can submit on time. One save at a time, in order: the
// hook compares what the runner shows with what the server confirmed and sends the first
// difference, again and again until they agree. A failed save is retried after a pause (the
// answer also travels with Finish); a 409 means the time is up (or the exam was submitted):
// `onTimeUp` then fetches the result.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExamState } from '#shared/contract/exam.ts';
import type { OptionId } from '#shared/contract/questions.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { saveExamAnswer } from '../api/save-exam-answer.ts';

/** Pauses before retrying a failed save: a little longer each time, at most 10 s. */
export const retryDelaysMs = [1000, 2000, 5000, 10_000];

interface Saved {
  selectedAnswer: OptionId | null;
  marked: boolean;
  /** struck-out options (ADR 079); absent: none */
  struck?: OptionId[];
}

export interface ExamProgress {
  marked: ReadonlySet<string>;
  toggleMark: (questionId: string) => void;
}

const sameStruck = (a: readonly OptionId[] = [], b: readonly OptionId[] = []) =>
  a.length === b.length && a.every((id) => b.includes(id));

const same = (a: Saved | undefined, b: Saved) =>
  (a?.selectedAnswer ?? null) === b.selectedAnswer &&
  (a?.marked ?? false) === b.marked &&
  sameStruck(a?.struck, b.struck);

type SavedExam = Pick<ExamState, 'answers' | 'marked'> & { struck?: ExamState['struck'] };

function savedState(exam: SavedExam): Map<string, Saved> {
  const saved = new Map<string, Saved>(
    Object.entries(exam.answers).map(([id, selectedAnswer]) => [
      id,
      { selectedAnswer, marked: false },
    ]),
  );
  for (const id of exam.marked) {
    saved.set(id, { selectedAnswer: saved.get(id)?.selectedAnswer ?? null, marked: true });
  }
  for (const [id, struck] of Object.entries(exam.struck ?? {})) {
    const kept = saved.get(id);
    saved.set(id, {
      selectedAnswer: kept?.selectedAnswer ?? null,
      marked: kept?.marked ?? false,
      struck,
    });
  }
  return saved;
}

export function useExamProgress(
  sessionId: string,
  exam: SavedExam,
  answers: Readonly<Record<string, OptionId>>,
  onTimeUp: () => void,
  /** the runner's struck-out options by question id (ADR 079) */
  struck: Readonly<Record<string, OptionId[]>> = {},
): ExamProgress {
  const [marked, setMarked] = useState<ReadonlySet<string>>(() => new Set(exam.marked));
  // What the server holds, as far as we know: what it sent, then every save it confirmed.
  const [confirmed] = useState(() => savedState(exam));
  const wanted = useRef({ answers, marked, struck });
  const running = useRef(false);
  const stopped = useRef(false);
  const latest = useRef(onTimeUp);
  useEffect(() => {
    latest.current = onTimeUp;
  });

  const firstDifference = useCallback((): [string, Saved] | null => {
    const { answers, marked, struck } = wanted.current;
    const ids = new Set([
      ...Object.keys(answers),
      ...marked,
      ...Object.keys(struck),
      ...confirmed.keys(),
    ]);
    for (const id of ids) {
      const want: Saved = {
        selectedAnswer: answers[id] ?? null,
        marked: marked.has(id),
        ...(struck[id]?.length && { struck: struck[id] }),
      };
      if (!same(confirmed.get(id), want)) return [id, want];
    }
    return null;
  }, [confirmed]);

  const pump = useCallback(async () => {
    if (running.current || stopped.current) return;
    running.current = true;
    let failures = 0;
    try {
      for (let next = firstDifference(); next && !stopped.current; next = firstDifference()) {
        const [questionId, want] = next;
        try {
          await saveExamAnswer(sessionId, questionId, want);
          confirmed.set(questionId, want);
          failures = 0;
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) {
            stopped.current = true;
            latest.current();
            return;
          }
          if (
            error instanceof ApiError &&
            error.status >= 400 &&
            error.status < 500 &&
            error.status !== 429
          ) {
            // Refused for good (not part of this exam, signed out): asking again will not help.
            confirmed.set(questionId, want);
            continue;
          }
          const pause = retryDelaysMs[Math.min(failures, retryDelaysMs.length - 1)]!;
          failures += 1;
          await new Promise((resolve) => window.setTimeout(resolve, pause));
        }
      }
    } finally {
      running.current = false;
    }
  }, [sessionId, firstDifference, confirmed]);

  // Leaving the exam screen stops the saves (the server already has what it confirmed).
  useEffect(() => {
    stopped.current = false;
    return () => {
      stopped.current = true;
    };
  }, []);

  useEffect(() => {
    wanted.current = { answers, marked, struck };
    void pump();
  }, [answers, marked, struck, pump]);

  const toggleMark = useCallback((questionId: string) => {
    setMarked((current) => {
      const next = new Set(current);
      if (next.has(questionId)) next.delete(questionId);
      else next.add(questionId);
      return next;
    });
  }, []);

  return { marked, toggleMark };
}
