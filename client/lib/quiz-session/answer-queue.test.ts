// The background save of each answer (ADR 075): in order, one at a time, each question's latest
// answer only, retried after a failure without losing its place, dropped when refused for good.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#client/lib/api-client.ts';
import { createAnswerQueue, type WantedAnswer } from './answer-queue.ts';

const answer = (selectedAnswer: WantedAnswer['selectedAnswer'], confidence = null) => ({
  selectedAnswer,
  confidence,
});

/** A server that answers each save when told to. */
function server() {
  const sent: { questionId: string; answer: WantedAnswer; settle: (error?: unknown) => void }[] =
    [];
  const send = vi.fn(
    (questionId: string, wanted: WantedAnswer) =>
      new Promise<void>((resolve, reject) => {
        sent.push({
          questionId,
          answer: wanted,
          settle: (error) => (error ? reject(error) : resolve()),
        });
      }),
  );
  const saves = () => sent.map((s) => `${s.questionId}:${s.answer.selectedAnswer}`);
  /** answers the oldest unanswered save, then lets the queue move on */
  const reply = async (error?: unknown) => {
    const next = sent.find((s) => !('done' in s));
    if (!next) throw new Error('no save waiting');
    Object.assign(next, { done: true });
    next.settle(error);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { send, saves, reply };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the answer save queue', () => {
  it('sends one save at a time, in the order the answers were given', async () => {
    const s = server();
    const queue = createAnswerQueue(s.send);
    queue.want('q1', answer('a'));
    queue.want('q2', answer('b'));
    queue.want('q3', answer('c'));
    expect(s.saves()).toEqual(['q1:a']);
    expect(queue.unsaved()).toBe(3);
    await s.reply();
    expect(s.saves()).toEqual(['q1:a', 'q2:b']);
    await s.reply();
    await s.reply();
    expect(s.saves()).toEqual(['q1:a', 'q2:b', 'q3:c']);
    expect(queue.unsaved()).toBe(0);
    expect(queue.saved()).toBe(3);
  });

  it('sends only the latest answer of a question, and nothing the server already holds', async () => {
    const s = server();
    const queue = createAnswerQueue(s.send, { q9: answer('d') });
    queue.want('q1', answer('a'));
    queue.want('q2', answer('b'));
    queue.want('q2', answer('c')); // changed while waiting: keeps its place, latest only
    queue.want('q1', answer('a')); // the save in flight already
    queue.want('q9', answer('d')); // held by the server (resumed)
    await s.reply();
    await s.reply();
    expect(s.saves()).toEqual(['q1:a', 'q2:c']);
    queue.want('q2', answer('c'));
    queue.want('q2', { selectedAnswer: 'c', confidence: 'sure' } as WantedAnswer);
    await s.reply();
    expect(s.saves()).toEqual(['q1:a', 'q2:c', 'q2:c']);
    expect(s.send).toHaveBeenLastCalledWith('q2', { selectedAnswer: 'c', confidence: 'sure' });
    expect(queue.saved()).toBe(3);
  });

  it('retries a failed save after a pause, first in line, without blocking new answers', async () => {
    const s = server();
    const queue = createAnswerQueue(s.send, {}, [1000, 5000]);
    queue.want('q1', answer('a'));
    queue.want('q2', answer('b'));
    await s.reply(new ApiError('NETWORK', 0, 'network error'));
    queue.want('q3', answer('c')); // the trainee goes on meanwhile
    expect(s.saves()).toEqual(['q1:a']);
    expect(queue.unsaved()).toBe(3);
    await vi.advanceTimersByTimeAsync(999);
    expect(s.saves()).toEqual(['q1:a']);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.saves()).toEqual(['q1:a', 'q1:a']);
    await s.reply(new ApiError('INTERNAL', 503, 'unavailable'));
    await vi.advanceTimersByTimeAsync(5000);
    await s.reply();
    await s.reply();
    await s.reply();
    expect(s.saves()).toEqual(['q1:a', 'q1:a', 'q1:a', 'q2:b', 'q3:c']);
    expect(queue.unsaved()).toBe(0);
  });

  it('a newer answer replaces a failed save rather than following it', async () => {
    const s = server();
    const queue = createAnswerQueue(s.send, {}, [1000]);
    queue.want('q1', answer('a'));
    queue.want('q1', answer('b')); // waits behind the one in flight
    await s.reply(new ApiError('NETWORK', 0, 'network error'));
    await vi.advanceTimersByTimeAsync(1000);
    await s.reply();
    expect(s.saves()).toEqual(['q1:a', 'q1:b']);
    expect(queue.unsaved()).toBe(0);
  });

  it('retries at once when the browser comes back online', async () => {
    const s = server();
    const queue = createAnswerQueue(s.send, {}, [60_000]);
    queue.want('q1', answer('a'));
    await s.reply(new ApiError('NETWORK', 0, 'network error'));
    window.dispatchEvent(new Event('online'));
    expect(s.saves()).toEqual(['q1:a', 'q1:a']);
    await s.reply();
    expect(queue.unsaved()).toBe(0);
    queue.stop();
  });

  it('drops a save the server refuses for good, and stops when told', async () => {
    const s = server();
    const queue = createAnswerQueue(s.send);
    queue.want('q1', answer('a'));
    queue.want('q2', answer('b'));
    await s.reply(new ApiError('CONFLICT', 409, 'This quiz is already finished'));
    expect(s.saves()).toEqual(['q1:a', 'q2:b']);
    queue.stop();
    queue.want('q3', answer('c'));
    await s.reply();
    expect(s.saves()).toEqual(['q1:a', 'q2:b']);
  });
});
