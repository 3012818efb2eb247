// Each registered answer goes to the server in the background (ADR 075,
// [product#progress-per-answer]): one save at a time, in the order the answers were given, each
// question's latest answer only (a change while its save waits replaces it; an answer the server
// already holds is not sent again). A failed save is retried after a pause, a little longer each
// time, and at once when the browser comes back online; the trainee never waits for it (the tab's
// own storage is the immediate record, and Finish sends every answer anyway). A refusal for good
// (the quiz is finished, the question is not in it, signed out) drops that save.
import type { Confidence } from '#shared/contract/confidence.ts';
import type { OptionId } from '#shared/contract/option-ids.ts';
import { ApiError } from '#client/lib/api-client.ts';

/** One question's answer as the server should hold it; struck absent: none (ADR 079). */
export interface WantedAnswer {
  selectedAnswer: OptionId | null;
  confidence: Confidence | null;
  struck?: OptionId[];
}

/** Pauses before retrying a failed save: a little longer each time, at most 10 s. */
const saveRetryDelaysMs = [1000, 2000, 5000, 10_000];

export type SaveAnswer = (questionId: string, answer: WantedAnswer) => Promise<void>;

export interface AnswerQueue {
  /** the question's answer as it now stands: queued unless the server already holds it */
  want: (questionId: string, answer: WantedAnswer) => void;
  /** answers registered but not yet confirmed by the server */
  unsaved: () => number;
  /** answers the server confirmed (or held when the quiz was resumed) */
  saved: () => number;
  /** what the server holds, as far as this queue knows: kept with the tab's copy of the quiz */
  held: () => Record<string, WantedAnswer>;
  /** stops for good: the quiz is finished, or sent in one request */
  stop: () => void;
  /** calls back whenever unsaved() or saved() may have changed; returns the unsubscribe */
  subscribe: (listener: () => void) => () => void;
}

const sameStruck = (a: readonly OptionId[] = [], b: readonly OptionId[] = []) =>
  a.length === b.length && a.every((id) => b.includes(id));

const same = (a: WantedAnswer | undefined, b: WantedAnswer) =>
  (a?.selectedAnswer ?? null) === b.selectedAnswer &&
  (a?.confidence ?? null) === b.confidence &&
  sameStruck(a?.struck, b.struck);

/** A refusal that asking again will not change (429 and 5xx are worth another try). */
const refusedForGood = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

export function createAnswerQueue(
  send: SaveAnswer,
  /** what the server holds already (a resumed quiz) */
  held: Readonly<Record<string, WantedAnswer>> = {},
  delays: readonly number[] = saveRetryDelaysMs,
): AnswerQueue {
  const confirmed = new Map(Object.entries(held));
  // In the order first wanted; a later change of a waiting answer keeps its place.
  const waiting = new Map<string, WantedAnswer>();
  const listeners = new Set<() => void>();
  let inFlight: { questionId: string; answer: WantedAnswer } | null = null;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const changed = () => listeners.forEach((listener) => listener());
  const onOnline = () => {
    if (retryTimer === undefined) return;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    pump();
  };
  const hasSaved = (answer: WantedAnswer) => answer.selectedAnswer !== null;

  function pump() {
    if (stopped || inFlight || retryTimer !== undefined) return;
    for (const [questionId, answer] of waiting) {
      waiting.delete(questionId);
      if (same(confirmed.get(questionId), answer)) continue;
      inFlight = { questionId, answer };
      break;
    }
    changed();
    if (!inFlight) return;
    const { questionId, answer } = inFlight;
    send(questionId, answer).then(
      () => {
        confirmed.set(questionId, answer);
        failures = 0;
        inFlight = null;
        pump();
      },
      (error: unknown) => {
        inFlight = null;
        if (refusedForGood(error)) {
          failures = 0;
          pump();
          return;
        }
        // Back to the head of the line, unless a newer answer for it is waiting already.
        if (!waiting.has(questionId)) {
          const rest = [...waiting];
          waiting.clear();
          waiting.set(questionId, answer);
          for (const [id, wanted] of rest) waiting.set(id, wanted);
        }
        const pause = delays[Math.min(failures, delays.length - 1)] ?? 0;
        failures += 1;
        changed();
        retryTimer = setTimeout(() => {
          retryTimer = undefined;
          pump();
        }, pause);
      },
    );
  }

  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);

  return {
    want(questionId, answer) {
      if (stopped) return;
      const current = inFlight?.questionId === questionId ? inFlight.answer : undefined;
      if (!waiting.has(questionId) && same(current ?? confirmed.get(questionId), answer)) return;
      waiting.set(questionId, answer);
      pump();
    },
    unsaved() {
      let count = inFlight && hasSaved(inFlight.answer) ? 1 : 0;
      for (const [questionId, answer] of waiting) {
        if (hasSaved(answer) && !same(confirmed.get(questionId), answer)) count += 1;
      }
      return count;
    },
    saved() {
      return [...confirmed.values()].filter(hasSaved).length;
    },
    held() {
      return Object.fromEntries(confirmed);
    },
    stop() {
      stopped = true;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      waiting.clear();
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

// One queue per session in this tab: a runner mounted again (a resume from Learn, the same quiz
// reopened) carries on the saves still waiting, in order, rather than starting a second line.
const queues = new Map<string, AnswerQueue>();

export function answerQueueFor(sessionId: string, create: () => AnswerQueue): AnswerQueue {
  let queue = queues.get(sessionId);
  if (!queue) {
    const created = create();
    queue = {
      ...created,
      stop: () => {
        queues.delete(sessionId);
        created.stop();
      },
    };
    queues.set(sessionId, queue);
  }
  return queue;
}
