// The runner's progress on the server (ADR 075, 078), fetch stubbed at the network boundary:
// each answer is saved once it registers (not while a tap waits), with its rating and a visitor's
// claim token; an exam saves nothing here; a tutor check locks the question and holds its result.
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuestionResult } from '#shared/contract/quiz.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { loadQuizContracts } from '#client/lib/quiz-session/quiz-contracts.ts';
import { loadProgress, type ReadySession } from '#client/lib/quiz-session/quiz-storage.ts';
import { questionId, readySession } from '#client/lib/quiz-session/test-fixtures.ts';
import { tapDelayMs, useQuizRunner } from './use-quiz-runner.ts';

const qid = questionId;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const checked = (id: string): QuestionResult => ({
  questionId: id,
  questionText: `Question ${id}`,
  topics: [{ name: 'Physiology' }],
  answers: (['a', 'b', 'c', 'd'] as const).map((option) => ({ id: option, text: option })),
  images: [],
  selectedAnswer: 'b',
  isCorrect: false,
  correctAnswer: 'c',
  explanation: 'Because.',
  reference: null,
  peerStats: null,
  points: 0,
  createdBy: 'Ada',
  ownQuestion: false,
});

function stubFetch() {
  const calls: { method: string; path: string; body: unknown; claim: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://hive.test').pathname;
      const headers = new Headers(init?.headers);
      calls.push({
        method: init?.method ?? 'GET',
        path,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        claim: headers.get('x-claim-token'),
      });
      if (path.endsWith('/check')) return json(200, { result: checked(path.split('/')[5]!) });
      if (path.includes('/answers/')) return json(200, { saved: true, answered: 1 });
      return json(200, { user: null, profile: null });
    }),
  );
  return calls;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
const render = (session: ReadySession) => renderHook(() => useQuizRunner(session), { wrapper });
const saves = (calls: ReturnType<typeof stubFetch>) =>
  calls.filter((c) => c.method === 'PUT' || c.path.endsWith('/check'));

beforeAll(() => loadQuizContracts());
beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  queryClient.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('progress kept per answer', () => {
  it('saves an answer once it registers, with its rating and the claim token', async () => {
    const calls = stubFetch();
    const id = '0d3f6a1e-5b2c-4e8f-9a70-1c2b3d4e5f61';
    const { result } = render(readySession(id, 3, 'visitor_token-2'));
    act(() => result.current.choose('b'));
    expect(saves(calls)).toEqual([]); // the tap still waits its 300 ms
    await act(() => vi.advanceTimersByTimeAsync(tapDelayMs));
    act(() => result.current.rate('guess'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(saves(calls)).toEqual([
      {
        method: 'PUT',
        path: `/api/quiz-sessions/${id}/answers/${qid(1)}`,
        body: { selectedAnswer: 'b', confidence: null },
        claim: 'visitor_token-2',
      },
      {
        method: 'PUT',
        path: `/api/quiz-sessions/${id}/answers/${qid(1)}`,
        body: { selectedAnswer: 'b', confidence: 'guess' },
        claim: 'visitor_token-2',
      },
    ]);
    expect(result.current.kept).toEqual({ saved: 1, unsaved: 0 });
  });

  it('leaves an exam to its own saves', async () => {
    const calls = stubFetch();
    const id = '1e4a7b2f-6c3d-4f90-8b81-2d3c4e5f6a72';
    const { result } = render({ ...readySession(id, 2), quizType: 'exam' });
    act(() => result.current.choose('a'));
    await act(() => vi.advanceTimersByTimeAsync(tapDelayMs + 10));
    expect(saves(calls)).toEqual([]);
    expect(result.current.kept).toBeNull();
  });
});

describe('tutor mode', () => {
  it('checks the current question, then locks it and keeps its result for a reload', async () => {
    const calls = stubFetch();
    const id = '2f5b8c3a-7d4e-4a01-9c92-3e4f5a6b7c83';
    const session = { ...readySession(id, 2), tutor: true };
    const { result } = render(session);
    act(() => result.current.choose('b'));
    act(() => result.current.tutor!.check()); // registers the waiting tap first
    expect(result.current.tutor!.checking).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(saves(calls).find((c) => c.path.endsWith('/check'))).toEqual({
      method: 'POST',
      path: `/api/quiz-sessions/${id}/answers/${qid(1)}/check`,
      body: { selectedAnswer: 'b', confidence: null },
      claim: null,
    });
    expect(result.current.tutor!.result).toEqual(checked(qid(1)));
    act(() => result.current.choose('c'));
    act(() => result.current.rate('sure'));
    expect(result.current.selected).toBe('b');
    expect(result.current.confidence).toBeNull();
    expect(loadProgress(id)?.checked).toEqual({ [qid(1)]: checked(qid(1)) });
  });
});
