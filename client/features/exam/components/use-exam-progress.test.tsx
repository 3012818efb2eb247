// An exam's answers and marks go to the server as they are given (ADR 036): the runner hook and
// the progress hook together, fetch stubbed at the network boundary only. One PUT per change, in
// order; a failed save is retried; a 409 (time is up) stops the saves and calls onTimeUp.
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useQuizRunner } from '#client/components/quiz-runner/use-quiz-runner.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { questionId, readySession } from '#client/lib/quiz-session/test-fixtures.ts';
import type { ReadySession } from '#client/lib/quiz-session/quiz-storage.ts';
import { loadQuizContracts } from '#client/lib/quiz-session/quiz-contracts.ts';
import { retryDelaysMs, useExamProgress } from './use-exam-progress.ts';

const sessionId = '7e2d3b66-1c8f-4d20-8b62-4e3c9f5a8b21';
const exam = (answers: Record<string, 'a' | 'b' | 'c' | 'd'> = {}, marked: string[] = []) => ({
  deadlineAt: '2026-11-24T10:24:00.000Z',
  timeLimitSeconds: 1440,
  serverNow: '2026-11-24T10:00:00.000Z',
  startedAt: '2026-11-24T10:00:00.000Z',
  answers,
  marked,
});
const examSession = (state = exam()): ReadySession => ({
  ...readySession(sessionId, 3),
  quizType: 'exam',
  exam: state,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Put {
  questionId: string;
  body: unknown;
}

/** Answers each exam-answer PUT with `reply` (200 by default); records them. */
function stubFetch(
  reply: (n: number) => Response | Promise<Response> = () => json(200, { saved: true }),
) {
  const puts: Put[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://hive.test').pathname;
      if (init?.method === 'PUT' && path.includes('/exam-answers/')) {
        puts.push({
          questionId: decodeURIComponent(path.split('/').pop()!),
          body: JSON.parse(String(init.body)),
        });
        return reply(puts.length);
      }
      return json(200, { user: null, profile: null });
    }),
  );
  return puts;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

function renderExam(session: ReadySession, onTimeUp = vi.fn()) {
  const hook = renderHook(
    () => {
      const runner = useQuizRunner(session, {
        tapDelay: 0,
        initialAnswers: session.exam!.answers,
      });
      const progress = useExamProgress(session.id, session.exam!, runner.answers, onTimeUp);
      return { runner, progress };
    },
    { wrapper },
  );
  return { ...hook, onTimeUp };
}

/** Lets the fetch promises and the effects they trigger run. */
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

// Each save's response is parsed with the quiz contracts, which the app loads beside its first
// save (api/save-exam-answer.ts), and a failed save's body with the errors contract, which the
// API client loads with the first error; both loaded here first, as a module import under fake
// timers does not finish within settle() and the next save would wait for it.
beforeAll(() => Promise.all([loadQuizContracts(), import('#shared/contract/errors.ts')]));

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  queryClient.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('saving an exam as it is answered', () => {
  it('PUTs an answer when it is chosen, and the mark with it when toggled', async () => {
    const puts = stubFetch();
    const { result } = renderExam(examSession());
    await settle();
    expect(puts).toEqual([]); // nothing to save at the start

    act(() => result.current.runner.choose('c'));
    await settle();
    expect(puts).toEqual([
      { questionId: questionId(1), body: { selectedAnswer: 'c', marked: false } },
    ]);

    act(() => result.current.progress.toggleMark(questionId(1)));
    await settle();
    expect(result.current.progress.marked.has(questionId(1))).toBe(true);
    expect(puts[1]).toEqual({
      questionId: questionId(1),
      body: { selectedAnswer: 'c', marked: true },
    });

    // a mark on a question not answered yet
    act(() => result.current.runner.goTo(2));
    act(() => result.current.progress.toggleMark(questionId(3)));
    await settle();
    expect(puts[2]).toEqual({
      questionId: questionId(3),
      body: { selectedAnswer: null, marked: true },
    });
    expect(puts).toHaveLength(3);
  });

  it('starts from the server’s answers and marks without sending them back', async () => {
    const puts = stubFetch();
    const { result } = renderExam(examSession(exam({ [questionId(2)]: 'b' }, [questionId(2)])));
    await settle();
    expect(result.current.runner.answers).toEqual({ [questionId(2)]: 'b' });
    expect(result.current.progress.marked.has(questionId(2))).toBe(true);
    expect(puts).toEqual([]);

    act(() => result.current.runner.goTo(1));
    act(() => result.current.runner.choose('d'));
    await settle();
    // the mark stays with the changed answer
    expect(puts).toEqual([
      { questionId: questionId(2), body: { selectedAnswer: 'd', marked: true } },
    ]);
  });

  it('retries a failed save after a pause, with the latest answer', async () => {
    const puts = stubFetch((n) => (n === 1 ? json(503, {}) : json(200, { saved: true })));
    const { result } = renderExam(examSession());
    act(() => result.current.runner.choose('a'));
    await settle();
    act(() => result.current.runner.choose('b')); // changed while the first save failed
    await settle();
    expect(puts).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(retryDelaysMs[0]!);
    });
    expect(puts).toHaveLength(2);
    expect(puts[1]).toEqual({
      questionId: questionId(1),
      body: { selectedAnswer: 'b', marked: false },
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(puts).toHaveLength(2);
  });

  it('stops and reports the time up on a 409', async () => {
    const puts = stubFetch(() =>
      json(409, { error: { code: 'CONFLICT', message: 'Time is up', requestId: 'r' } }),
    );
    const { result, onTimeUp } = renderExam(examSession());
    act(() => result.current.runner.choose('a'));
    await settle();
    expect(onTimeUp).toHaveBeenCalledTimes(1);
    act(() => result.current.runner.goTo(1));
    act(() => result.current.runner.choose('b'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(puts).toHaveLength(1);
  });
});
