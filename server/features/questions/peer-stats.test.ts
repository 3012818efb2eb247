// Peer statistics (ADR 032) against real PostgreSQL: the counts kept with each answer equal a
// recomputation from the first attempts in user_answers (second attempts and the author's own
// answers not counted), the migration's backfill computes the same, they appear once 5 trainees
// other than the viewer and the author have answered, and a stored result shows them live.
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { request, shareOk } from '#server/test/authoring.ts';
import {
  completeOk,
  createQuestions,
  createTopic,
  relaxedRateLimits,
  startReady,
  type MadeQuestion,
} from '#server/test/quiz-fixtures.ts';
import type { OptionId, PeerStats } from '#shared/contract/question-view.ts';
import type { SharedAnswerResult } from '#shared/contract/shared-question.ts';
import type { HistoryPage } from '#shared/contract/stats.ts';
import type { QuizResult } from '#shared/contract/quiz.ts';
import { percent } from '#shared/domain/scoring.ts';

type User = Awaited<ReturnType<typeof signUpAndSignIn>>;

let t: TestApp;
let author: User;
let topicId: number;
let question: MadeQuestion | undefined;
let shareCode: string;
const trainees: User[] = [];

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
  author = await signUpAndSignIn(t.app, { name: 'Stats Author' });
  topicId = (await createTopic(t.db, 'Peer stats')).id;
  [question] = await createQuestions(t.db, author.userId, [topicId], 1); // correct: a
  shareCode = await shareOk(t.app, author.cookie, question!.id);
  for (let i = 0; i < 7; i++) trainees.push(await signUpAndSignIn(t.app, { name: `Trainee ${i}` }));
});
afterAll(() => t.close());

async function check(cookie: string | undefined, answer: OptionId): Promise<SharedAnswerResult> {
  const response = await request(t.app, 'POST', `/api/shared/${shareCode}/check`, cookie, {
    answer,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as SharedAnswerResult;
}

/** The statistics recomputed from the answer log: each user's earliest answer, author excluded. */
async function recomputed(questionId: string) {
  const { rows } = await t.db.execute<{ selected_answer: OptionId; is_correct: boolean }>(sql`
    select distinct on (ua.user_id) ua.selected_answer, ua.is_correct
    from user_answers ua join questions q on q.id = ua.question_id
    where ua.question_id = ${questionId} and ua.user_id <> q.created_by
    order by ua.user_id, ua.answered_at, ua.id`);
  const n = rows.length;
  const chose = (id: OptionId) => rows.filter((r) => r.selected_answer === id).length;
  return {
    answeredBy: n,
    correctPercent: percent(rows.filter((r) => r.is_correct).length, n),
    options: {
      a: percent(chose('a'), n),
      b: percent(chose('b'), n),
      c: percent(chose('c'), n),
      d: percent(chose('d'), n),
    },
  } satisfies PeerStats;
}

async function storedCounts() {
  const { rows } = await t.db.execute(
    sql`select question_id, answered_by, answered_correctly, chose_a, chose_b, chose_c, chose_d
        from question_option_stats order by question_id`,
  );
  return rows;
}

describe('peer statistics', () => {
  it('count first attempts only, never the author, and wait for 5 others', async () => {
    // The author's own answer is never counted.
    expect((await check(author.cookie, 'b')).peerStats).toBeNull();
    expect(await storedCounts()).toEqual([]);

    const firstChoices: OptionId[] = ['a', 'b', 'a', 'c', 'a'];
    for (const [i, choice] of firstChoices.entries()) {
      const result = await check(trainees[i]!.cookie, choice);
      // the viewer is not one of the "others": the fifth trainee sees only 4 others
      expect(result.peerStats, `trainee ${i}`).toBeNull();
    }
    // Second attempts change nothing.
    await check(trainees[0]!.cookie, 'd');
    await check(trainees[1]!.cookie, 'd');
    expect((await storedCounts())[0]).toMatchObject({ answered_by: 5, chose_a: 3, chose_d: 0 });

    // A visitor who answers sees the five trainees (their answer is not recorded).
    const visitor = await check(undefined, 'c');
    expect(visitor.peerStats).toEqual(await recomputed(question!.id));
    expect(visitor.peerStats?.answeredBy).toBe(5);

    // The sixth trainee answers in a quiz: five others now, so the result shows them.
    const session = await startReady(t.app, trainees[5]!.cookie, { type: 'topic', topicId });
    const result = await completeOk(t.app, trainees[5]!.cookie, session.id, {
      answers: [{ questionId: question!.id, selectedAnswer: 'a' }],
    });
    const expected = await recomputed(question!.id);
    expect(expected).toEqual({
      answeredBy: 6,
      correctPercent: 67,
      options: { a: 67, b: 17, c: 17, d: 0 },
    });
    expect(result.results[0]!.peerStats).toEqual(expected);

    // The first trainee's history shows them too (they are counted, five others besides).
    const history = await request(t.app, 'GET', '/api/stats/history/answers', trainees[0]!.cookie);
    const items = (history.json() as HistoryPage).items;
    expect(items).toHaveLength(2);
    for (const item of items) expect(item.peerStats).toEqual(expected);
    const wrong = await request(
      t.app,
      'GET',
      '/api/stats/history/wrong-answers',
      trainees[0]!.cookie,
    );
    expect((wrong.json() as HistoryPage).items[0]!.peerStats).toEqual(expected);

    // A stored result shows the statistics as they are now, not as they were.
    await check(trainees[6]!.cookie, 'b');
    const replay = await request(
      t.app,
      'GET',
      `/api/quiz-sessions/${session.id}/result`,
      trainees[5]!.cookie,
    );
    const live = (replay.json() as QuizResult).results[0]!.peerStats;
    expect(live).toEqual(await recomputed(question!.id));
    expect(live?.answeredBy).toBe(7);

    // A repeated completion (a retry) gets exactly the first result back, statistics included.
    const retried = await completeOk(t.app, trainees[5]!.cookie, session.id, {
      answers: [{ questionId: question!.id, selectedAnswer: 'a' }],
    });
    expect(retried).toEqual(result);
  });

  it("the migration's backfill computes what the answers counted", async () => {
    const kept = await storedCounts();
    expect(kept).toHaveLength(1);
    const migration = await readFile(
      new URL('../../db/migrations/0006_peer_option_stats.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.slice(migration.indexOf('INSERT INTO "question_option_stats"'));
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`delete from question_option_stats`);
      await tx.execute(sql.raw(backfill));
      const { rows } = await tx.execute(
        sql`select question_id, answered_by, answered_correctly, chose_a, chose_b, chose_c, chose_d
            from question_option_stats order by question_id`,
      );
      expect(rows).toEqual(kept);
    });
  });

  it('a question left unanswered in a quiz shows no statistics', async () => {
    const session = await startReady(t.app, trainees[6]!.cookie, {
      type: 'topic',
      topicId,
      excludeCorrect: false,
    });
    const result = await completeOk(t.app, trainees[6]!.cookie, session.id, { answers: [] });
    expect(result.results[0]).toMatchObject({ correctAnswer: null, peerStats: null });
  });
});
