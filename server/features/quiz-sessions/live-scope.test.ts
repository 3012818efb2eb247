// The draw from the scope's live ids held in memory (live-scope.ts, ADR 074): it must never issue
// a question that has left the scope since the list was read, whoever changed it and however,
// and it must hand over to the full query when the user has too few new questions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import {
  answerQuestions,
  answersFor,
  completeOk,
  createQuestions,
  createTopic,
  relaxedRateLimits,
  startReady,
} from '#server/test/quiz-fixtures.ts';
import { examQuestionIds } from './exam-selection.ts';
import { liveScopesOf, randomSample } from './live-scope.ts';

let t: TestApp;
let author: Awaited<ReturnType<typeof signUpAndSignIn>>;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
  author = await signUpAndSignIn(t.app, { name: 'Scope Author' });
});
afterAll(async () => {
  await t?.close();
});

const counts = () => ({ ...liveScopesOf(t.db).counts });
const ids = (list: { id: string }[]) => list.map((q) => q.id);

async function topicOf(count: number) {
  const topic = await createTopic(t.db);
  const questions = await createQuestions(t.db, author.userId, [topic.id], count);
  return { topic, all: ids(questions) };
}

/** Starts a topic quiz of 10 and checks it was drawn from memory, not by the full query. */
async function drawnFromMemory(cookie: string, topicId: number) {
  const before = counts();
  const session = await startReady(t.app, cookie, { type: 'topic', topicId, questionCount: 10 });
  expect(counts().drawn).toBe(before.drawn + 1);
  return ids(session.questions);
}

describe('the in-memory draw', () => {
  it('issues 10 different new questions of the scope', async () => {
    const { topic, all } = await topicOf(30);
    const user = await signUpAndSignIn(t.app);
    const drawn = await drawnFromMemory(user.cookie, topic.id);
    expect(new Set(drawn).size).toBe(10);
    for (const id of drawn) expect(all).toContain(id);
  });

  it('never issues a question deleted, unpublished, moved out or held since the list was read', async () => {
    const { topic, all } = await topicOf(40);
    const user = await signUpAndSignIn(t.app);
    await drawnFromMemory(user.cookie, topic.id); // the list of 40 is in memory now
    const [deleted, unpublished, moved, held] = [
      all.slice(0, 6),
      all.slice(6, 12),
      all.slice(12, 18),
      all.slice(18, 24),
    ];
    await t.db.execute(sql`update questions set deleted_at = now() where id in ${deleted}`);
    await t.db.execute(sql`update questions set is_published = false where id in ${unpublished}`);
    const elsewhere = await createTopic(t.db);
    await t.db.execute(
      sql`update question_topics set topic_id = ${elsewhere.id} where question_id in ${moved}`,
    );
    // three different answerers' open flags hold a question (ADR 039, 058)
    for (let i = 0; i < 3; i++) {
      const flagger = await signUpAndSignIn(t.app);
      await answerQuestions(t, flagger.cookie, held);
      await t.db.execute(sql`insert into flagged_questions (question_id, flagged_by, reason)
        select q, ${flagger.userId}, 'Outdated guidance' from unnest(${sql.param(held)}::uuid[]) q`);
    }
    const left = all.slice(24);
    const drawn = await drawnFromMemory(user.cookie, topic.id);
    for (const id of drawn) expect(left).toContain(id);
  });

  it('hands over to the full query when fewer new questions are left than the quiz needs', async () => {
    const topic = await createTopic(t.db);
    const made = await createQuestions(t.db, author.userId, [topic.id], 14);
    const all = ids(made);
    const user = await signUpAndSignIn(t.app);
    const first = await startReady(t.app, user.cookie, {
      type: 'topic',
      topicId: topic.id,
      questionCount: 10,
    });
    const answered = ids(first.questions);
    await completeOk(t.app, user.cookie, first.id, {
      answers: answersFor(first.questions, made, []),
    });
    const before = counts();
    const second = await startReady(t.app, user.cookie, {
      type: 'topic',
      topicId: topic.id,
      questionCount: 10,
    });
    expect(counts().fallbacks).toBe(before.fallbacks + 1);
    // the 4 new ones first, then the 6 answered (all incorrect) of the 10
    const secondIds = ids(second.questions);
    expect(secondIds).toHaveLength(10);
    expect([...secondIds.slice(0, 4)].sort()).toEqual(
      all.filter((id) => !answered.includes(id)).sort(),
    );
  });

  it('draws from memory for a user who has answered nearly all of the scope', async () => {
    const { topic, all } = await topicOf(200);
    const user = await signUpAndSignIn(t.app);
    // 188 of the 200 answered: a first sample of 80 holds about 5 of the 12 new ones (10 or more
    // in 1 draw of 500), so only the larger second sample finds 10 without the full query. The
    // statuses are what the draw reads; answering 188 questions through quizzes would take 19.
    const fresh = all.slice(188);
    await t.db.execute(sql`insert into user_question_status
        (user_id, question_id, last_is_correct, last_selected_answer)
      select ${user.userId}, q, false, 'a' from unnest(${sql.param(all.slice(0, 188))}::uuid[]) q`);
    const before = counts();
    const drawn = await drawnFromMemory(user.cookie, topic.id);
    expect(counts().fallbacks).toBe(before.fallbacks);
    expect(new Set(drawn).size).toBe(10);
    for (const id of drawn) expect(fresh).toContain(id);
  });

  it("draws each of several starts that arrive together from its own user's statuses", async () => {
    const { topic, all } = await topicOf(40);
    const users = await Promise.all(Array.from({ length: 4 }, () => signUpAndSignIn(t.app)));
    // each user has answered all but their own 10 (the sample of 80 holds the whole scope)
    const fresh = users.map((_, i) => all.slice(i * 10, i * 10 + 10));
    for (const [i, user] of users.entries()) {
      const answered = all.filter((id) => !fresh[i]!.includes(id));
      await t.db.execute(sql`insert into user_question_status
          (user_id, question_id, last_is_correct, last_selected_answer)
        select ${user.userId}, q, false, 'a' from unnest(${sql.param(answered)}::uuid[]) q`);
    }
    const before = counts();
    const sessions = await Promise.all(
      users.map((user) =>
        startReady(t.app, user.cookie, { type: 'topic', topicId: topic.id, questionCount: 10 }),
      ),
    );
    expect(counts().drawn).toBe(before.drawn + users.length);
    for (const [i, session] of sessions.entries()) {
      expect(ids(session.questions).sort()).toEqual([...fresh[i]!].sort());
    }
  });

  it('draws a visitor 10 of the scope from memory too', async () => {
    const { topic, all } = await topicOf(20);
    const before = counts();
    const session = await startReady(t.app, undefined, {
      type: 'topic',
      topicId: topic.id,
      questionCount: 10,
    });
    expect(counts().drawn).toBe(before.drawn + 1);
    for (const id of ids(session.questions)) expect(all).toContain(id);
  });
});

describe("the exam's draw", () => {
  it("never asks a question deleted or unpublished since the list was read, nor the user's own", async () => {
    const { all } = await topicOf(8);
    const user = await signUpAndSignIn(t.app);
    const before = await examQuestionIds(t.db, user.userId, 1000); // the list is in memory now
    for (const id of all) expect(before).toContain(id);
    await t.db.execute(sql`update questions set deleted_at = now() where id = ${all[0]}`);
    await t.db.execute(sql`update questions set is_published = false where id = ${all[1]}`);
    const after = await examQuestionIds(t.db, user.userId, 1000);
    expect(after).not.toContain(all[0]);
    expect(after).not.toContain(all[1]);
    for (const id of all.slice(2)) expect(after).toContain(id);
    // the author's own questions are never asked them
    const own = await examQuestionIds(t.db, author.userId, 1000);
    for (const id of all) expect(own).not.toContain(id);
  });
});

describe('randomSample', () => {
  it('takes min(size, n) different entries of the list', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.uuid()), fc.nat(200), (list, size) => {
        const sample = randomSample(list, size);
        expect(sample).toHaveLength(Math.min(size, list.length));
        expect(new Set(sample).size).toBe(sample.length);
        for (const id of sample) expect(list).toContain(id);
      }),
    );
  });

  it('gives every entry the same chance of the first place', () => {
    const list = ['a', 'b', 'c', 'd'];
    const firsts = new Map<string, number>();
    for (let i = 0; i < 8000; i++) {
      const first = randomSample(list, 2)[0]!;
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    // 2,000 each expected, with a standard deviation of 39: 1,800-2,200 is 5 of them either side
    for (const id of list) expect(firsts.get(id)).toBeGreaterThan(1800);
    for (const id of list) expect(firsts.get(id)).toBeLessThan(2200);
  });
});
