import { MutationObserver } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from './query-client.ts';
import { usePageSettled } from './use-page-settled.ts';

function Probe({ name }: { name: string }) {
  return <p>{`${name}: ${usePageSettled() ? 'settled' : 'waiting'}`}</p>;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.useRealTimers();
});

// Settled is the document's state, once: the first test sees it happen, the second after it.
describe('usePageSettled', () => {
  it('waits while a read or a write (a quiz start) is in flight, then settles for every reader', async () => {
    let finishRead!: (value: string) => void;
    void queryClient.fetchQuery({
      queryKey: ['page-read'],
      queryFn: () => new Promise<string>((resolve) => (finishRead = resolve)),
    });
    let finishStart!: (value: string) => void;
    const start = new MutationObserver(queryClient, {
      mutationFn: () => new Promise<string>((resolve) => (finishStart = resolve)),
    });
    void start.mutate();

    render(
      <>
        <Probe name="bell" />
        <Probe name="results" />
      </>,
    );
    await advance(5000);
    expect(screen.getByText('bell: waiting')).toBeTruthy();

    await act(async () => finishRead('read'));
    await advance(3000);
    expect(screen.getByText('bell: waiting')).toBeTruthy(); // the start is still out

    await act(async () => finishStart('started'));
    await advance(500);
    expect(screen.getByText('bell: waiting')).toBeTruthy(); // a second of quiet first
    await advance(500);
    expect(screen.getByText('bell: settled')).toBeTruthy();
    expect(screen.getByText('results: settled')).toBeTruthy();
  });

  it('stays settled for a page reached later, whatever it reads', async () => {
    // never answered: cancelled by the clear after the test
    queryClient
      .fetchQuery({ queryKey: ['later'], queryFn: () => new Promise(() => {}) })
      .catch(() => {});
    render(<Probe name="later" />);
    expect(screen.getByText('later: settled')).toBeTruthy();
  });
});
