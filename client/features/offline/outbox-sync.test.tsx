// OutboxSync sends the quizzes finished offline when the app opens signed in, once the page has
// settled (not inside its first render, ADR 044), and at once whenever the connection is back.
// The session and the sending code are stubbed; whenSettled and the timers are the real ones.
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '#client/lib/query-client.ts';
import { OutboxSync } from './outbox-sync.tsx';

const sent = vi.hoisted(() => vi.fn<(userId: string) => Promise<void>>());
const session = vi.hoisted(() => ({ userId: 'user-1' as string | undefined }));

vi.mock('./outbox.ts', () => ({ syncOutbox: sent }));
vi.mock('#client/lib/session.ts', () => ({
  useSession: () => ({ data: session.userId ? { user: { id: session.userId } } : null }),
}));

beforeEach(() => {
  vi.useFakeTimers();
  sent.mockReset().mockResolvedValue(undefined);
  session.userId = 'user-1';
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('OutboxSync', () => {
  it('sends nothing during the first render, and sends once the page has settled', async () => {
    render(<OutboxSync />);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(2_000);
    expect(sent).toHaveBeenCalledExactlyOnceWith('user-1');
  });

  it('waits while the page still reads', async () => {
    const reading = vi.spyOn(queryClient, 'isFetching').mockReturnValue(1);
    render(<OutboxSync />);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(sent).not.toHaveBeenCalled();

    reading.mockReturnValue(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sent).toHaveBeenCalledExactlyOnceWith('user-1');
  });

  it('sends at once when the connection comes back', async () => {
    render(<OutboxSync />);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveBeenCalledExactlyOnceWith('user-1');
  });

  it('sends nothing for a user who left before the page settled', async () => {
    const { unmount } = render(<OutboxSync />);
    unmount();
    await vi.advanceTimersByTimeAsync(12_000);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends nothing when no one is signed in', async () => {
    session.userId = undefined;
    render(<OutboxSync />);
    await vi.advanceTimersByTimeAsync(12_000);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).not.toHaveBeenCalled();
  });
});
