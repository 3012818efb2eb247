// Download for offline (ADR 048): a user keeps one quiz on this device, a topic or the due
// review. It is a quiz session the server issues as for any quiz (questions without answers),
// with the keys of only the questions the user has already answered, so the device holds no
// key the user has not seen; started offline, it runs in the one runner (/answer), and
// the server checks it when the completion is sent.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StartQuizInput } from '#shared/contract/quiz.ts';
import type { AnswerRouteState } from '#client/lib/paths.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { startQuiz } from '#client/lib/quiz-session/start-quiz.ts';
import { loadQuizContracts } from '#client/lib/quiz-session/quiz-contracts.ts';
import { loadProgress, saveProgress } from '#client/lib/quiz-session/quiz-storage.ts';
import { fetchSeenAnswers } from '../api/seen-answers.ts';
import { offlineDb, type Download } from './offline-db.ts';

export type DownloadRequest =
  { kind: 'topic'; topicId: number; topicName: string; excludeCorrect: boolean } | { kind: 'due' };

export const offlineKey = (userId: string) => ['offline', userId] as const;

const downloadQuery = (userId: string) =>
  queryOptions({
    queryKey: [...offlineKey(userId), 'download'],
    queryFn: async () => (await offlineDb.get('downloads', userId)) ?? null,
    networkMode: 'always', // the device only
  });

export function useDownload(userId: string) {
  return useQuery(downloadQuery(userId));
}

// Never a tutor quiz (ADR 075): its check needs the server, and the quiz runs offline.
function startInput(request: DownloadRequest): StartQuizInput {
  if (request.kind === 'due') return { type: 'due', tutor: false };
  return {
    type: 'topic',
    topicId: request.topicId,
    questionCount: 'all',
    excludeCorrect: request.excludeCorrect,
    tutor: false,
  };
}

/**
 * Issues the quiz and keeps it, replacing the one kept before. 'nothing' when the server had no
 * question to ask (every question of the topic attempted, or nothing due).
 */
export async function downloadQuiz(
  userId: string,
  request: DownloadRequest,
): Promise<'kept' | 'nothing'> {
  const response = await startQuiz(startInput(request));
  if (response.status !== 'ready') return 'nothing';
  // Without them the quiz still runs; its results then all come after syncing.
  const seen = await fetchSeenAnswers(response.session.id).catch(() => []);
  const download: Download = {
    userId,
    title: request.kind === 'due' ? 'Due review' : request.topicName,
    kind: request.kind,
    topicId: request.kind === 'topic' ? request.topicId : null,
    session: response.session,
    seen,
    downloadedAt: Date.now(),
  };
  await offlineDb.put('downloads', download);
  await queryClient.invalidateQueries({ queryKey: offlineKey(userId) });
  return 'kept';
}

export async function removeDownload(userId: string) {
  await offlineDb.delete('downloads', userId);
  await queryClient.invalidateQueries({ queryKey: offlineKey(userId) });
}

/** What /answer needs to run the kept quiz: its session in session storage, and the state. */
export async function startDownloadedQuiz(download: Download): Promise<AnswerRouteState> {
  await loadQuizContracts();
  // Started before and left: carry on where it was.
  if (!loadProgress(download.session.id)) {
    saveProgress({ session: download.session, answers: {}, index: 0 });
  }
  return {
    type: download.kind,
    ...(download.topicId !== null && { topicId: download.topicId, topicName: download.title }),
    sessionId: download.session.id,
    offline: true,
  };
}
