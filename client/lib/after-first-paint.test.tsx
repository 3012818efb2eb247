import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AfterPaint, deferOnFirstPage } from './after-first-paint.tsx';

type Listener = (state: { location: { key: string } }) => void;

/** The part of a data router deferOnFirstPage reads: its location, and a way to follow it. */
function fakeRouter(key: string) {
  const listeners = new Set<Listener>();
  const router = {
    state: { location: { key } },
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    go(next: string) {
      router.state = { location: { key: next } };
      for (const listener of [...listeners]) listener(router.state);
    },
  };
  return router;
}

/** One task: the timer each AfterPaint sets once its frame is painted. */
const nextTask = () => act(() => vi.runOnlyPendingTimers());

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// Whether the document is on its first page is the module's state: each test starts its own first
// page with deferOnFirstPage, except the first, which runs before any did.
describe('AfterPaint', () => {
  it('renders its children at once when the app did not ask to defer (component tests, other entries)', () => {
    render(
      <AfterPaint>
        <p>below the fold</p>
      </AfterPaint>,
    );
    expect(screen.getByText('below the fold')).toBeTruthy();
  });

  it('on the first page, draws its children a task after the page, and nested parts a task apart', async () => {
    deferOnFirstPage(fakeRouter('first'));
    render(
      <>
        <p>on screen</p>
        <AfterPaint>
          <p>part one</p>
          <AfterPaint>
            <p>part two</p>
          </AfterPaint>
        </AfterPaint>
      </>,
    );
    expect(screen.getByText('on screen')).toBeTruthy();
    expect(screen.queryByText('part one')).toBeNull();

    await nextTask();
    expect(screen.getByText('part one')).toBeTruthy();
    expect(screen.queryByText('part two')).toBeNull();

    await nextTask();
    expect(screen.getByText('part two')).toBeTruthy();
  });

  it('once the router has left the first page, renders at once, also back on the first page', () => {
    const router = fakeRouter('first');
    deferOnFirstPage(router);
    router.go('second');
    router.go('first');
    render(
      <AfterPaint>
        <p>below the fold</p>
      </AfterPaint>,
    );
    expect(screen.getByText('below the fold')).toBeTruthy();
  });

  it('keeps deferring while the router reports the first page again (a revalidation, not a move)', async () => {
    const router = fakeRouter('first');
    deferOnFirstPage(router);
    router.go('first');
    render(
      <AfterPaint>
        <p>below the fold</p>
      </AfterPaint>,
    );
    expect(screen.queryByText('below the fold')).toBeNull();
    await nextTask();
    expect(screen.getByText('below the fold')).toBeTruthy();
  });

  it('sets no timer once unmounted before its part was drawn', () => {
    deferOnFirstPage(fakeRouter('first'));
    const { unmount } = render(
      <AfterPaint>
        <p>below the fold</p>
      </AfterPaint>,
    );
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
