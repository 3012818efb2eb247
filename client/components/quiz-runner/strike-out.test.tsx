// Striking options out in the runner (ADR 079, [product#strike-out]): strike and restore, a
// struck option cannot be chosen (and says why), striking the choice clears it, the strikes are
// kept for a reload and go to the server with the question's save, and a checked question is
// closed to them.
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '#client/lib/query-client.ts';
import { loadQuizContracts } from '#client/lib/quiz-session/quiz-contracts.ts';
import { loadProgress } from '#client/lib/quiz-session/quiz-storage.ts';
import { questionId, readySession } from '#client/lib/quiz-session/test-fixtures.ts';
import { struckChoiceNotice, useQuizRunner } from './use-quiz-runner.ts';

const sessionId = '0b9e3c7a-4d2f-4a8e-9c1b-7e6f5d4c3b2a';
const session = readySession(sessionId, 3, null);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubFetch() {
  const saves: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://hive.test').pathname;
      if (path.includes('/answers/')) {
        saves.push({ path, body: JSON.parse(String(init?.body)) });
        return json(200, { saved: true, answered: 1 });
      }
      return json(200, { user: null, profile: null });
    }),
  );
  return saves;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
const render = () => renderHook(() => useQuizRunner(session, { tapDelay: 0 }), { wrapper });

beforeAll(() => loadQuizContracts());
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  queryClient.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('striking options out', () => {
  it('strikes and restores, in a b c d order, and announces each', () => {
    stubFetch();
    const { result: runner } = render();
    expect(runner.current.canStrike).toBe(true);
    act(() => runner.current.toggleStrike('c'));
    act(() => runner.current.toggleStrike('a'));
    expect(runner.current.struck).toEqual(['a', 'c']);
    expect(runner.current.strikeNotice).toBe('Option A struck out.');
    act(() => runner.current.toggleStrike('c'));
    expect(runner.current.struck).toEqual(['a']);
    expect(runner.current.strikeNotice).toBe('Option C restored.');
  });

  it('cannot choose a struck option until it is restored', () => {
    stubFetch();
    const { result: runner } = render();
    act(() => runner.current.toggleStrike('b'));
    act(() => runner.current.choose('b'));
    expect(runner.current.selected).toBeNull();
    expect(runner.current.strikeNotice).toBe(struckChoiceNotice('b'));
    expect(runner.current.strikeNotice).toBe('Option B is struck out. Restore it to choose it.');
    act(() => runner.current.toggleStrike('b'));
    act(() => runner.current.choose('b'));
    expect(runner.current.selected).toBe('b');
  });

  it('striking the chosen option clears the choice; another keeps it', () => {
    stubFetch();
    const { result: runner } = render();
    act(() => runner.current.choose('d'));
    act(() => runner.current.toggleStrike('a'));
    expect(runner.current.selected).toBe('d');
    act(() => runner.current.toggleStrike('d'));
    expect(runner.current.selected).toBeNull();
    expect(runner.current.answeredCount).toBe(0);
    expect(runner.current.strikeNotice).toBe('Option D struck out. Your choice was cleared.');
  });

  it('keeps the strikes per question for a reload and saves them with the question', async () => {
    const saves = stubFetch();
    const first = render();
    act(() => first.result.current.toggleStrike('b'));
    act(() => first.result.current.next());
    act(() => first.result.current.choose('a'));
    act(() => first.result.current.toggleStrike('c'));
    expect(loadProgress(sessionId)?.struck).toEqual({
      [questionId(1)]: ['b'],
      [questionId(2)]: ['c'],
    });
    await vi.waitFor(() =>
      expect(saves.map((s) => s.body)).toContainEqual({
        selectedAnswer: 'a',
        confidence: null,
        struck: ['c'],
      }),
    );
    expect(saves.map((s) => s.body)).toContainEqual({
      selectedAnswer: null,
      confidence: null,
      struck: ['b'],
    });
    first.unmount();
    const again = render();
    expect(again.result.current.struck).toEqual(['c']);
    act(() => again.result.current.previous());
    expect(again.result.current.struck).toEqual(['b']);
  });
});
