// The completion queue of offline study (ADR 048) in a real IndexedDB: fake-indexeddb, an
// in-memory implementation of the browser API (jsdom has none). Only fetch is stubbed, at the
// network boundary: a quiz finished without a connection is queued once, sent once, removed
// after the server's answer, and kept when the sending fails.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuizResult } from '#shared/contract/quiz.ts';
import { readySession } from '#client/lib/quiz-session/test-fixtures.ts';
import { offlineDb } from './device/offline-db.ts';
import { completeOrQueue, syncOutbox } from './outbox.ts';

const userId = 'trainee-1';
const sessionId = '6f1c2a55-0b7e-4c1f-9a51-3d2b8e4f7a10';
const session = { ...readySession(sessionId, 2), quizType: 'topic' as const };
const input = {
  sessionId,
  answers: [{ questionId: session.questions[0]!.id, selectedAnswer: 'a' as const }],
};
const seen = [
  {
    questionId: session.questions[0]!.id,
    correctAnswer: 'b' as const,
    explanation: 'E',
    reference: '',
  },
];

const result: QuizResult = {
  sessionId,
  quizType: 'topic',
  topicId: 1,
  totalQuestions: 2,
  correctAnswers: 1,
  scorePercentage: 50,
  pointsEarned: 1,
  isRevision: false,
  saved: true,
  completedAt: '2026-11-24T09:00:00.000Z',
  results: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Every completion request, answered by `complete`; any other read (the session) answers. */
function stubFetch(complete: () => Response | Promise<Response>) {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(url), 'http://hive.test').pathname;
    if (path !== `/api/quiz-sessions/${sessionId}/complete`) {
      return json(200, { user: null, profile: null });
    }
    sent.push(JSON.parse(String(init?.body)));
    return complete();
  });
  return sent;
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const queued = async () => (await offlineDb.all('outbox')).filter((e) => e.userId === userId);

beforeEach(async () => {
  for (const entry of await offlineDb.all('outbox'))
    await offlineDb.delete('outbox', entry.sessionId);
  await offlineDb.delete('synced', userId);
  await offlineDb.put('downloads', {
    userId,
    title: 'Cardiovascular',
    kind: 'topic',
    topicId: 1,
    session,
    seen,
    downloadedAt: 0,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('completeOrQueue', () => {
  it('without a connection, queues the quiz once with what its results need, and uses up the download', async () => {
    stubFetch(offline);
    expect(await completeOrQueue(userId, 'Cardiovascular', input)).toBeNull();
    const [entry, ...more] = await queued();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      sessionId,
      title: 'Cardiovascular',
      input: { answers: input.answers },
      review: { questions: session.questions, seen },
    });
    expect(await offlineDb.get('downloads', userId)).toBeUndefined();

    // Finish again (a double tap, a retry): still one entry for the session.
    await completeOrQueue(userId, 'Cardiovascular', input);
    expect(await queued()).toHaveLength(1);
  });

  it('with a connection, sends it at once and queues nothing', async () => {
    const sent = stubFetch(() => json(200, result));
    expect(await completeOrQueue(userId, 'Cardiovascular', input)).toEqual(result);
    expect(sent).toEqual([{ answers: input.answers }]);
    expect(await queued()).toEqual([]);
  });
});

describe('syncOutbox', () => {
  async function queue() {
    stubFetch(offline);
    await completeOrQueue(userId, 'Cardiovascular', input);
    vi.unstubAllGlobals();
  }

  it('sends a queued quiz once, even when asked twice at once, and removes it after the answer', async () => {
    await queue();
    const sent = stubFetch(() => json(200, result));
    await Promise.all([syncOutbox(userId), syncOutbox(userId)]);
    expect(sent).toEqual([{ answers: input.answers }]);
    expect(await queued()).toEqual([]);
    expect(await offlineDb.get('synced', userId)).toEqual({
      userId,
      title: 'Cardiovascular',
      result,
    });

    await syncOutbox(userId); // nothing left to send
    expect(sent).toHaveLength(1);
  });

  it('keeps it when the network fails, or the server cannot take it yet, and sends it later', async () => {
    await queue();
    const failed = stubFetch(offline);
    await syncOutbox(userId);
    expect(failed).toHaveLength(1);
    expect(await queued()).toHaveLength(1);

    stubFetch(() => json(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } }));
    await syncOutbox(userId);
    expect(await queued()).toHaveLength(1);

    stubFetch(() => json(503, {}));
    await syncOutbox(userId);
    expect(await queued()).toHaveLength(1);

    const sent = stubFetch(() => json(200, result));
    await syncOutbox(userId);
    expect(sent).toHaveLength(1);
    expect(await queued()).toEqual([]);
  });

  it('drops it when the server refuses it for good', async () => {
    await queue();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => json(404, { error: { code: 'NOT_FOUND', message: 'No quiz data found' } }));
    await syncOutbox(userId);
    expect(await queued()).toEqual([]);
    expect(await offlineDb.get('synced', userId)).toBeUndefined();
  });
});
