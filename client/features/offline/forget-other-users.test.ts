// Offline study on a shared device (ADR 060), in a real IndexedDB (fake-indexeddb): when another
// account signs in, or no one, the last user's download (with the answer keys they had seen) and
// last-sent result are deleted; their queued completion waits for them without the keys, is
// never sent as the next user, and is sent when they sign in again. fetch is stubbed at the
// network boundary.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuizResult } from '#shared/contract/quiz.ts';
import { readySession } from '#client/lib/quiz-session/test-fixtures.ts';
import { forgetOtherUsers } from './forget-other-users.ts';
import { offlineDb } from './device/offline-db.ts';
import { syncOutbox } from './outbox.ts';

const ana = 'ana';
const tama = 'tama';
const anaSession = '6f1c2a55-0b7e-4c1f-9a51-3d2b8e4f7a10';
const tamaSession = '7a2d3b66-1c8f-4d2a-8b62-4e3c9f5a8b21';
const session = (id: string) => ({ ...readySession(id, 2), quizType: 'topic' as const });
const seen = (id: string) => [
  {
    questionId: session(id).questions[0]!.id,
    correctAnswer: 'b' as const,
    explanation: 'E',
    reference: '',
  },
];
const answers = (id: string) => [
  { questionId: session(id).questions[0]!.id, selectedAnswer: 'a' as const },
];

async function keepEverythingFor(userId: string, sessionId: string) {
  await offlineDb.put('downloads', {
    userId,
    title: 'Cardiovascular',
    kind: 'topic',
    topicId: 1,
    session: session(sessionId),
    seen: seen(sessionId),
    downloadedAt: 0,
  });
  await offlineDb.put('outbox', {
    sessionId,
    userId,
    title: 'Cardiovascular',
    input: { answers: answers(sessionId) },
    finishedAt: 0,
    review: { questions: session(sessionId).questions, seen: seen(sessionId) },
  });
  await offlineDb.put('synced', {
    userId,
    title: 'Renal',
    result: { sessionId } as QuizResult,
  });
}

/** Every completion request sent, answered as the server would, by session id. */
function stubFetch() {
  const sent: string[] = [];
  vi.stubGlobal('fetch', async (url: RequestInfo | URL) => {
    const path = new URL(String(url), 'http://hive.test').pathname;
    const sessionId = /^\/api\/quiz-sessions\/([^/]+)\/complete$/.exec(path)?.[1];
    if (sessionId) sent.push(sessionId);
    const body: QuizResult = {
      sessionId: sessionId ?? '',
      quizType: 'topic',
      topicId: 1,
      totalQuestions: 2,
      correctAnswers: 0,
      scorePercentage: 0,
      pointsEarned: 0,
      isRevision: false,
      saved: true,
      completedAt: '2026-12-07T09:00:00.000Z',
      results: [],
    };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

beforeEach(async () => {
  for (const store of ['downloads', 'outbox', 'synced'] as const) {
    for (const record of await offlineDb.all(store)) {
      await offlineDb.delete(store, 'sessionId' in record ? record.sessionId : record.userId);
    }
  }
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('forgetOtherUsers', () => {
  it("deletes the last user's download and result, and keeps the next user's", async () => {
    await keepEverythingFor(ana, anaSession);
    await keepEverythingFor(tama, tamaSession);

    await forgetOtherUsers(tama);
    expect((await offlineDb.all('downloads')).map((d) => d.userId)).toEqual([tama]);
    expect((await offlineDb.all('synced')).map((s) => s.userId)).toEqual([tama]);
    expect(await offlineDb.get('downloads', tama)).toMatchObject({ seen: seen(tamaSession) });
    expect(await offlineDb.get('outbox', tamaSession)).toMatchObject({
      review: { seen: seen(tamaSession) },
    });
  });

  it('at sign-out keeps no download and no answer key at all', async () => {
    await keepEverythingFor(ana, anaSession);
    await forgetOtherUsers(null);
    expect(await offlineDb.all('downloads')).toEqual([]);
    expect(await offlineDb.all('synced')).toEqual([]);
    const [held, ...more] = await offlineDb.all('outbox');
    expect(more).toEqual([]);
    expect(held).toEqual({
      sessionId: anaSession,
      userId: ana,
      title: 'Cardiovascular',
      input: { answers: answers(anaSession) },
      finishedAt: 0,
    });
  });

  it("never sends the last user's queued quiz as the next user, and sends it when they are back", async () => {
    await keepEverythingFor(ana, anaSession);
    await forgetOtherUsers(tama);

    const sent = stubFetch();
    await syncOutbox(tama);
    expect(sent).toEqual([]);
    expect(await offlineDb.get('outbox', anaSession)).toBeDefined();

    await syncOutbox(ana);
    expect(sent).toEqual([anaSession]);
    expect(await offlineDb.all('outbox')).toEqual([]);
  });
});
