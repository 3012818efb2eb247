// Quizzes finished offline (ADR 048): the completion is queued in IndexedDB and sent when the
// network returns, once. The server's completion is idempotent per session (a replay returns the
// stored result and awards nothing), so a completion sent twice (two tabs, a reply lost on the
// way) still counts once; within a tab, one sync runs at a time and an entry is deleted only
// after the server answered it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompleteQuizInput, QuizResult } from '#shared/contract/quiz.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { afterCompletion, completeQuiz } from '#client/lib/quiz-session/complete-quiz.ts';
import { seedQuizResult } from '#client/lib/quiz-session/quiz-result.ts';
import { offlineKey, removeDownload } from './device/downloads.ts';
import { offlineDb } from './device/offline-db.ts';

const outboxQuery = (userId: string) =>
  queryOptions({
    queryKey: [...offlineKey(userId), 'outbox'],
    queryFn: async () => ({
      waiting: (await offlineDb.all('outbox')).filter((entry) => entry.userId === userId),
      synced: (await offlineDb.get('synced', userId)) ?? null,
    }),
    networkMode: 'always', // the device only
  });

export function useOutbox(userId: string) {
  return useQuery(outboxQuery(userId));
}

/** The server refused it for good (not this user's session, not a quiz it issued): drop it. */
const refusedForGood = (error: unknown) =>
  error instanceof ApiError && [400, 403, 404].includes(error.status);

/**
 * The runner's Finish for a downloaded quiz: sent at once when the server answers, queued on
 * this device when it cannot be reached. Either way the kept quiz is used up. null: queued.
 */
export async function completeOrQueue(
  userId: string,
  title: string,
  input: CompleteQuizInput & { sessionId: string },
): Promise<QuizResult | null> {
  try {
    const result = await completeQuiz(input);
    afterCompletion(result);
    await removeDownload(userId);
    return result;
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'NETWORK')) throw error;
  }
  const { sessionId, ...body } = input;
  const kept = await offlineDb.get('downloads', userId);
  const review = kept?.session.id === sessionId && {
    review: { questions: kept.session.questions, seen: kept.seen ?? [] },
  };
  await offlineDb.put('outbox', {
    sessionId,
    userId,
    title,
    input: body,
    finishedAt: Date.now(),
    ...review,
  });
  await removeDownload(userId);
  return null;
}

let inFlight: Promise<void> | null = null;

/** Sends this user's queued completions. A call while one runs joins it. Never throws. */
export function syncOutbox(userId: string): Promise<void> {
  inFlight ??= send(userId).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function send(userId: string) {
  let entries;
  try {
    entries = (await offlineDb.all('outbox')).filter((entry) => entry.userId === userId);
  } catch {
    return; // IndexedDB unavailable: nothing was ever queued
  }
  for (const entry of entries) {
    try {
      const result = await completeQuiz({ sessionId: entry.sessionId, ...entry.input });
      seedQuizResult(result);
      afterCompletion(result);
      await offlineDb.put('synced', { userId, title: entry.title, result });
      await offlineDb.delete('outbox', entry.sessionId);
    } catch (error) {
      if (refusedForGood(error)) {
        console.error('A quiz finished offline was refused by the server', error);
        await offlineDb.delete('outbox', entry.sessionId).catch(() => {});
        continue;
      }
      break; // no connection yet, or signed out: try again later
    }
  }
  await queryClient.invalidateQueries({ queryKey: offlineKey(userId) });
}
