// The runner hook (ADR 029) with fake timers, fetch stubbed at the network boundary only: the
// 0.3 s tap rule, navigation bounds, storage across a remount, and Finish with its retry.
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuizResult } from '#shared/contract/quiz.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { quizResultQuery } from '#client/lib/quiz-session/quiz-result.ts';
import { readPendingAttempts } from '#client/lib/quiz-session/pending-attempts.ts';
import { loadQuizContracts } from '#client/lib/quiz-session/quiz-contracts.ts';
import { loadProgress } from '#client/lib/quiz-session/quiz-storage.ts';
import { questionId, readySession } from '#client/lib/quiz-session/test-fixtures.ts';
import { tapDelayMs, useQuizRunner, type QuizRunnerOptions } from './use-quiz-runner.ts';

const sessionId = '6f1c2a55-0b7e-4c1f-9a51-3d2b8e4f7a10';
const qid = questionId;
const session = readySession(sessionId, 3, 'visitor_token-1');

const result: QuizResult = {
  sessionId,
  quizType: 'quick',
  topicId: null,
  totalQuestions: 3,
  correctAnswers: 2,
  scorePercentage: 67,
  pointsEarned: 0,
  isRevision: false,
  saved: false,
  completedAt: '2026-11-24T09:00:00.000Z',
  results: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Every request the hook makes, answered by `complete` for the completion endpoint. */
function stubFetch(complete: () => Response | Promise<Response>) {
  const calls: { path: string; body: unknown }[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://hive.test').pathname;
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path.endsWith('/complete')) return complete();
    // the session: nobody signed in
    return json(200, { user: null, profile: null });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

const render = (options?: QuizRunnerOptions) =>
  renderHook(() => useQuizRunner(session, options), { wrapper });

// A kept quiz is read with the quiz contracts, which the app loads before it reads one.
beforeAll(() => loadQuizContracts());

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the 0.3 s tap rule', () => {
  it('shows a tap at once and registers it only after 300 ms', () => {
    stubFetch(() => json(200, result));
    const { result: runner } = render();
    act(() => runner.current.choose('b'));
    expect(runner.current.selected).toBe('b');
    expect(runner.current.currentAnswered).toBe(false);
    act(() => {
      vi.advanceTimersByTime(tapDelayMs - 1);
    });
    expect(runner.current.answers).toEqual({});
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(runner.current.answers).toEqual({ [qid(1)]: 'b' });
    expect(runner.current.currentAnswered).toBe(true);
  });

  it('registers only the last of quick taps', () => {
    stubFetch(() => json(200, result));
    const { result: runner } = render();
    act(() => runner.current.choose('a'));
    act(() => {
      vi.advanceTimersByTime(100);
    });
    act(() => runner.current.choose('c'));
    act(() => {
      vi.advanceTimersByTime(tapDelayMs);
    });
    expect(runner.current.answers).toEqual({ [qid(1)]: 'c' });
  });

  it('registers a waiting tap when the quiz moves on', () => {
    stubFetch(() => json(200, result));
    const { result: runner } = render();
    act(() => runner.current.choose('d'));
    act(() => runner.current.next());
    expect(runner.current.index).toBe(1);
    expect(runner.current.answers).toEqual({ [qid(1)]: 'd' });
    expect(runner.current.selected).toBeNull();
  });

  it('registers at once with no delay (the shared quiz)', () => {
    stubFetch(() => json(200, result));
    const { result: runner } = render({ tapDelay: 0 });
    act(() => runner.current.choose('a'));
    expect(runner.current.answers).toEqual({ [qid(1)]: 'a' });
  });
});

describe('navigation', () => {
  it('stays within the quiz', () => {
    stubFetch(() => json(200, result));
    const { result: runner } = render();
    expect(runner.current.isFirst).toBe(true);
    act(() => runner.current.previous());
    expect(runner.current.index).toBe(0);
    act(() => runner.current.goTo(2));
    expect(runner.current.isLast).toBe(true);
    act(() => runner.current.next());
    expect(runner.current.index).toBe(2);
    act(() => runner.current.goTo(-1));
    act(() => runner.current.goTo(3));
    expect(runner.current.index).toBe(2);
    act(() => runner.current.previous());
    expect(runner.current.index).toBe(1);
  });

  it('counts the unanswered questions and finds the first', () => {
    stubFetch(() => json(200, result));
    const { result: runner } = render();
    act(() => runner.current.choose('a'));
    expect(runner.current.unansweredCount).toBe(2);
    expect(runner.current.firstUnanswered).toBe(1);
  });
});

describe('session storage', () => {
  it('keeps the answers and the position across a remount (a reload)', () => {
    stubFetch(() => json(200, result));
    const first = render();
    act(() => first.result.current.choose('b'));
    act(() => first.result.current.next());
    act(() => first.result.current.choose('c'));
    act(() => {
      vi.advanceTimersByTime(tapDelayMs);
    });
    first.unmount();
    expect(loadProgress(sessionId)?.answers).toEqual({ [qid(1)]: 'b', [qid(2)]: 'c' });

    const again = render();
    expect(again.result.current.index).toBe(1);
    expect(again.result.current.answers).toEqual({ [qid(1)]: 'b', [qid(2)]: 'c' });
  });
});

describe('Finish', () => {
  it('sends every answer once, puts the result in the query cache and keeps the visitor attempt', async () => {
    const calls = stubFetch(() => json(200, result));
    const onComplete = vi.fn();
    const { result: runner } = render({ onComplete });
    act(() => runner.current.choose('a'));
    act(() => runner.current.next());
    act(() => runner.current.choose('b'));
    act(() => runner.current.submit());
    await vi.waitFor(() => expect(runner.current.status).toBe('done'));

    const completions = calls.filter((c) => c.path.endsWith('/complete'));
    expect(completions).toEqual([
      {
        path: `/api/quiz-sessions/${sessionId}/complete`,
        body: {
          answers: [
            { questionId: qid(1), selectedAnswer: 'a' },
            { questionId: qid(2), selectedAnswer: 'b' },
          ],
          claimToken: 'visitor_token-1',
        },
      },
    ]);
    expect(onComplete).toHaveBeenCalledWith(result);
    expect(queryClient.getQueryData(quizResultQuery(sessionId).queryKey)).toEqual(result);
    expect(loadProgress(sessionId)).toBeNull();
    expect(readPendingAttempts()).toEqual([{ id: sessionId, claimToken: 'visitor_token-1' }]);
  });

  it('keeps the answers when saving fails, and Retry sends the same session once', async () => {
    let fail = true;
    const calls = stubFetch(() =>
      fail ? Promise.reject(new TypeError('Failed to fetch')) : json(200, result),
    );
    const onSaveFailed = vi.fn();
    const { result: runner } = render({ onSaveFailed });
    act(() => runner.current.choose('c'));
    act(() => runner.current.submit());
    await vi.waitFor(() => expect(runner.current.status).toBe('failed'));
    expect(onSaveFailed).toHaveBeenCalledOnce();
    expect(runner.current.answers).toEqual({ [qid(1)]: 'c' });
    expect(loadProgress(sessionId)?.answers).toEqual({ [qid(1)]: 'c' });

    fail = false;
    act(() => {
      runner.current.submit();
      runner.current.submit(); // a double tap sends nothing more
    });
    await vi.waitFor(() => expect(runner.current.status).toBe('done'));
    const completions = calls.filter((c) => c.path.endsWith('/complete'));
    expect(completions).toHaveLength(2);
    expect(completions[1]).toEqual(completions[0]);
  });

  it('hands a downloaded quiz to its own send, and a queued one ends without a result (ADR 048)', async () => {
    const calls = stubFetch(() => json(200, result));
    const send = vi.fn(() => Promise.resolve(null));
    const onQueued = vi.fn();
    const onComplete = vi.fn();
    const { result: runner } = render({ send, onQueued, onComplete });
    act(() => runner.current.choose('d'));
    await act(async () => runner.current.submit());

    expect(send).toHaveBeenCalledExactlyOnceWith({
      sessionId,
      answers: [{ questionId: qid(1), selectedAnswer: 'd' }],
      claimToken: 'visitor_token-1',
    });
    expect(calls.filter((c) => c.path.endsWith('/complete'))).toEqual([]);
    expect(runner.current.status).toBe('done');
    expect(onQueued).toHaveBeenCalledOnce();
    expect(onComplete).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(quizResultQuery(sessionId).queryKey)).toBeUndefined();
    expect(loadProgress(sessionId)).toBeNull(); // the queue has the answers now
  });
});
