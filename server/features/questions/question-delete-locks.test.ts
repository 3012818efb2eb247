// Deleting a question while someone's answers to it are being recorded must not deadlock (found by
// trust/fuzz.test.ts, routes fuzzed side by side: DELETE /api/questions/:id answered 500, 40P01).
// Recording (points/answers-and-nectar.ts) locks the profiles first, then inserts answers whose foreign key
// takes a KEY SHARE lock on the question row. The deletion locked the question row FOR UPDATE,
// which conflicts with KEY SHARE, and then waited for the author's profile: a cycle. These steps
// replay that interleaving on two connections.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { createQuestions, createTopic, relaxedRateLimits } from '#server/test/quiz-fixtures.ts';
import { deleteQuestion } from './questions.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
});
afterAll(async () => {
  await t?.close();
});

describe('deleting a question while answers to it are recorded', () => {
  it('lets both finish', async () => {
    const author = await signUpAndSignIn(t.app, { name: 'Lock Author' });
    const taker = await signUpAndSignIn(t.app, { name: 'Lock Taker' });
    const topic = await createTopic(t.db);
    const [question] = await createQuestions(t.db, author.userId, [topic.id], 1);

    const recording = await t.pool.connect();
    try {
      await recording.query('begin');
      await recording.query('select id from profiles where id = any($1) order by id for update', [
        [author.userId, taker.userId],
      ]);
      // The deletion takes its lock on the question, then waits for the author's profile.
      const deletion = deleteQuestion(t.db, author.userId, question!.id).then(
        () => null,
        (error: unknown) => error,
      );
      await sleep(300);
      const inserted = recording
        .query(
          `insert into user_answers (user_id, question_id, selected_answer, is_correct, source)
           values ($1, $2, 'a', true, 'shared-question')`,
          [taker.userId, question!.id],
        )
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(await inserted).toBeNull();
      await recording.query('commit');
      expect(await deletion).toBeNull();
    } finally {
      recording.release();
    }
  });
});
