// Which questions POST /api/quiz-sessions issues ([product#quiz-selection]): new ones
// first, then incorrect ones; correct ones only on a redo or a review; 'all-attempted' when the
// scope holds nothing new; nothing secret in the payload. Each test builds its own topic with
// questions written by another user, so no other content falls into the scope.
// Long on purpose (over 300 lines): one rule, which questions a start issues, case by case; each
// case is short and builds its own topic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { checkLedgerAfterEach } from '#server/test/ledger.ts';
import {
  answersFor,
  completeOk,
  createQuestions,
  createTopic,
  relaxedRateLimits,
  startQuizRequest,
  startReady,
  type MadeQuestion,
} from '#server/test/quiz-fixtures.ts';
import { maxQuizQuestions } from '#shared/contract/quiz.ts';

let t: TestApp;
let quick: TestApp | undefined;
let author: Awaited<ReturnType<typeof signUpAndSignIn>>;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
  author = await signUpAndSignIn(t.app, { name: 'Question Author' });
});
afterAll(async () => {
  await t?.close();
});
checkLedgerAfterEach(
  () => t,
  () => quick,
);

async function topicWith(count: number) {
  const topic = await createTopic(t.db);
  const questions = await createQuestions(t.db, author.userId, [topic.id], count);
  return { topic, questions };
}

const ids = (list: { id: string }[]) => list.map((q) => q.id);
const sorted = (list: string[]) => [...list].sort();
const sessionCount = async (db: TestApp['db'], userId: string) =>
  (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from quiz_sessions where user_id = ${userId}`,
    )
  ).rows[0]!.n;

/**
 * A user who has answered a topic of 7 questions: 3 correct, 2 incorrect, 2 left unanswered
 * (unanswered questions are not recorded, so those 2 are still new).
 */
async function userWithHistory() {
  const { topic, questions } = await topicWith(7);
  const user = await signUpAndSignIn(t.app);
  const [c1, c2, c3, w1, w2, n1, n2] = questions as [
    MadeQuestion,
    MadeQuestion,
    MadeQuestion,
    MadeQuestion,
    MadeQuestion,
    MadeQuestion,
    MadeQuestion,
  ];
  const correct = [c1, c2, c3];
  const wrong = [w1, w2];
  const fresh = [n1, n2];
  const session = await startReady(t.app, user.cookie, {
    type: 'topic',
    topicId: topic.id,
    questionCount: 'all',
  });
  expect(sorted(ids(session.questions))).toEqual(sorted(ids(questions)));
  const result = await completeOk(t.app, user.cookie, session.id, {
    answers: answersFor([...correct, ...wrong], questions, ids(correct)),
  });
  expect(result.correctAnswers).toBe(3);
  return {
    topic,
    questions,
    user,
    correct: ids(correct),
    wrong: ids(wrong),
    fresh: ids(fresh),
  };
}

describe('start: validation and empty scopes', () => {
  it('refuses a topic quiz without a topic with 400', async () => {
    const user = await signUpAndSignIn(t.app);
    for (const cookie of [user.cookie, undefined]) {
      const response = await startQuizRequest(t.app, cookie, { type: 'topic' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await sessionCount(t.db, user.userId)).toBe(0);
  });

  it('refuses more than 1000 questions and a count of 0', async () => {
    const { topic } = await topicWith(1);
    for (const questionCount of [maxQuizQuestions + 1, 0]) {
      const response = await startQuizRequest(t.app, author.cookie, {
        type: 'topic',
        topicId: topic.id,
        questionCount,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it("answers 'empty' for a topic without questions, signed in or not", async () => {
    const topic = await createTopic(t.db, 'Empty topic');
    const user = await signUpAndSignIn(t.app);
    for (const cookie of [user.cookie, undefined]) {
      const response = await startQuizRequest(t.app, cookie, { type: 'topic', topicId: topic.id });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'empty' });
    }
    expect(await sessionCount(t.db, user.userId)).toBe(0);
  });

  it("answers 'empty' for a topic whose only question was deleted", async () => {
    const { topic, questions } = await topicWith(1);
    await t.db.execute(sql`update questions set deleted_at = now() where id = ${questions[0]!.id}`);
    const user = await signUpAndSignIn(t.app);
    const response = await startQuizRequest(t.app, user.cookie, {
      type: 'topic',
      topicId: topic.id,
    });
    expect(response.json()).toEqual({ status: 'empty' });
  });
});

describe('start: question count', () => {
  it('issues 5, the default 10, or all of a topic, each question once', async () => {
    const { topic, questions } = await topicWith(12);
    const user = await signUpAndSignIn(t.app);

    const five = await startReady(t.app, user.cookie, {
      type: 'topic',
      topicId: topic.id,
      questionCount: 5,
    });
    expect(five.questions).toHaveLength(5);

    const byDefault = await startReady(t.app, user.cookie, { type: 'topic', topicId: topic.id });
    expect(byDefault.questions).toHaveLength(10);

    const all = await startReady(t.app, user.cookie, {
      type: 'topic',
      topicId: topic.id,
      questionCount: 'all',
    });
    expect(sorted(ids(all.questions))).toEqual(sorted(ids(questions)));

    for (const session of [five, byDefault, all]) {
      expect(new Set(ids(session.questions)).size).toBe(session.questions.length);
      expect(session).toMatchObject({ quizType: 'topic', topicId: topic.id, claimToken: null });
      for (const q of session.questions) expect(ids(questions)).toContain(q.id);
    }
  });

  it("'all' means up to 1000 questions", async () => {
    const topic = await createTopic(t.db, 'Huge topic');
    // 1003 questions in one statement (createQuestion 1003 times would only be slower).
    await t.db.execute(sql`
      with q as (
        insert into questions (question_text, explanation, reference, correct_answer, created_by)
        select 'Bulk question ' || g || ' for the cap test', 'Bulk explanation ' || g,
               'https://reference.example/' || g, 'a', ${author.userId}
        from generate_series(1, 1003) g
        returning id
      ), linked as (
        insert into question_topics (question_id, topic_id) select id, ${topic.id} from q
      )
      insert into question_answers (question_id, option_id, answer_text)
      select q.id, o, 'Option ' || o from q, unnest(array['a', 'b', 'c', 'd']) o`);
    const user = await signUpAndSignIn(t.app);
    const session = await startReady(t.app, user.cookie, {
      type: 'topic',
      topicId: topic.id,
      questionCount: 'all',
    });
    expect(session.questions).toHaveLength(maxQuizQuestions);
    expect(new Set(ids(session.questions)).size).toBe(maxQuizQuestions);
  });
});

describe('start: selection for a signed-in user', () => {
  it('puts new questions first, then incorrect ones, and leaves correct ones out', async () => {
    const h = await userWithHistory();
    const session = await startReady(t.app, h.user.cookie, {
      type: 'topic',
      topicId: h.topic.id,
      questionCount: 'all',
    });
    const issued = ids(session.questions);
    expect(issued).toHaveLength(4);
    expect(sorted(issued.slice(0, 2))).toEqual(sorted(h.fresh));
    expect(sorted(issued.slice(2))).toEqual(sorted(h.wrong));
    for (const id of h.correct) expect(issued).not.toContain(id);
  });

  it('fills a short quiz with new questions before any incorrect one', async () => {
    const h = await userWithHistory();
    for (let i = 0; i < 3; i++) {
      const session = await startReady(t.app, h.user.cookie, {
        type: 'topic',
        topicId: h.topic.id,
        questionCount: 3,
      });
      const issued = ids(session.questions);
      expect(sorted(issued.slice(0, 2))).toEqual(sorted(h.fresh));
      expect(h.wrong).toContain(issued[2]);
    }
  });

  it("answers 'all-attempted' with the scope's stats once nothing is new, and issues nothing", async () => {
    const h = await userWithHistory();
    const rest = await startReady(t.app, h.user.cookie, {
      type: 'topic',
      topicId: h.topic.id,
      questionCount: 2,
    });
    expect(sorted(ids(rest.questions))).toEqual(sorted(h.fresh));
    // One of the two new ones right, one wrong: 4 correct, 3 incorrect in all.
    await completeOk(t.app, h.user.cookie, rest.id, {
      answers: answersFor(rest.questions, h.questions, [h.fresh[0]!]),
    });

    const before = await sessionCount(t.db, h.user.userId);
    const response = await startQuizRequest(t.app, h.user.cookie, {
      type: 'topic',
      topicId: h.topic.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'all-attempted',
      stats: { totalQuestions: 7, correctCount: 4, incorrectCount: 3 },
    });
    expect(await sessionCount(t.db, h.user.userId)).toBe(before);
  });

  it('a redo (excludeCorrect false) includes correct questions, after new and incorrect ones', async () => {
    const h = await userWithHistory();
    const session = await startReady(t.app, h.user.cookie, {
      type: 'topic',
      topicId: h.topic.id,
      questionCount: 'all',
      excludeCorrect: false,
    });
    const issued = ids(session.questions);
    expect(issued).toHaveLength(7);
    expect(sorted(issued.slice(0, 2))).toEqual(sorted(h.fresh));
    expect(sorted(issued.slice(2, 4))).toEqual(sorted(h.wrong));
    expect(sorted(issued.slice(4))).toEqual(sorted(h.correct));
  });

  it('reviewMode incorrect issues only incorrect questions, reviewMode correct only correct ones', async () => {
    const h = await userWithHistory();
    const incorrect = await startReady(t.app, h.user.cookie, {
      type: 'topic',
      topicId: h.topic.id,
      reviewMode: 'incorrect',
    });
    expect(sorted(ids(incorrect.questions))).toEqual(sorted(h.wrong));
    expect(incorrect).toMatchObject({ quizType: 'review', reviewMode: 'incorrect' });

    const correct = await startReady(t.app, h.user.cookie, {
      type: 'topic',
      topicId: h.topic.id,
      reviewMode: 'correct',
    });
    expect(sorted(ids(correct.questions))).toEqual(sorted(h.correct));
    expect(correct).toMatchObject({ quizType: 'review', reviewMode: 'correct' });
  });

  it("a review with nothing to review answers 'empty'", async () => {
    const { topic } = await topicWith(3);
    const user = await signUpAndSignIn(t.app);
    for (const reviewMode of ['incorrect', 'correct'] as const) {
      const response = await startQuizRequest(t.app, user.cookie, {
        type: 'topic',
        topicId: topic.id,
        reviewMode,
      });
      expect(response.json()).toEqual({ status: 'empty' });
    }
  });

  it('never issues a deleted question', async () => {
    const { topic, questions } = await topicWith(4);
    const gone = questions[1]!.id;
    await t.db.execute(sql`update questions set deleted_at = now() where id = ${gone}`);
    const user = await signUpAndSignIn(t.app);
    const session = await startReady(t.app, user.cookie, {
      type: 'topic',
      topicId: topic.id,
      questionCount: 'all',
      excludeCorrect: false,
    });
    expect(session.questions).toHaveLength(3);
    expect(ids(session.questions)).not.toContain(gone);
  });
});

describe('start: anonymous visitors', () => {
  it('get random questions of the scope and a claim token', async () => {
    const { topic, questions } = await topicWith(12);
    const orders = new Set<string>();
    const tokens = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const session = await startReady(t.app, undefined, { type: 'topic', topicId: topic.id });
      expect(session.questions).toHaveLength(10);
      for (const q of session.questions) expect(ids(questions)).toContain(q.id);
      expect(session.claimToken).toEqual(expect.any(String));
      expect(session.claimToken!.length).toBeGreaterThanOrEqual(20);
      tokens.add(session.claimToken!);
      orders.add(ids(session.questions).join());
    }
    // 12!/2! orders: six identical draws would mean the order is not random.
    expect(orders.size).toBeGreaterThan(1);
    expect(tokens.size).toBe(6);

    // The token itself is never stored, only its hash.
    const stored = await t.db.execute<{ claim_token_hash: string }>(
      sql`select claim_token_hash from quiz_sessions where user_id is null and topic_id = ${topic.id}`,
    );
    expect(stored.rows).toHaveLength(6);
    for (const row of stored.rows) expect(tokens.has(row.claim_token_hash)).toBe(false);
  });

  it('signed-in users get no claim token', async () => {
    const { topic } = await topicWith(2);
    const session = await startReady(t.app, author.cookie, { type: 'topic', topicId: topic.id });
    expect(session.claimToken).toBeNull();
  });
});

describe('start payload', () => {
  it('carries no correct answer, explanation or reference, signed in or not', async () => {
    const { topic, questions } = await topicWith(4);
    const user = await signUpAndSignIn(t.app);
    for (const cookie of [user.cookie, undefined]) {
      const response = await startQuizRequest(t.app, cookie, {
        type: 'topic',
        topicId: topic.id,
        questionCount: 'all',
      });
      expect(response.statusCode).toBe(200);
      const text = response.body;
      expect(text).not.toMatch(/"correct_?answer"/i);
      expect(text).not.toMatch(/"explanation"/i);
      expect(text).not.toMatch(/"reference"/i);
      for (const q of questions) {
        expect(text).not.toContain(q.explanation);
        expect(text).not.toContain(q.reference);
      }
      const session = response.json().session;
      expect(session.questions).toHaveLength(4);
      for (const q of session.questions) {
        expect(Object.keys(q).sort()).toEqual(
          ['answers', 'createdBy', 'id', 'images', 'points', 'questionText', 'topics'].sort(),
        );
        expect(q.points).toBe(1);
        expect(q.topics).toEqual([{ name: topic.name }]);
        expect(q.answers.map((a: { id: string }) => a.id)).toEqual(['a', 'b', 'c', 'd']);
        for (const a of q.answers) expect(Object.keys(a).sort()).toEqual(['id', 'text']);
      }
    }
  });
});

describe('quick quiz (every topic)', () => {
  // Its own database: the quick quiz's scope is the whole bank.
  let quickAuthor: Awaited<ReturnType<typeof signUpAndSignIn>>;
  let bank: MadeQuestion[];
  beforeAll(async () => {
    quick = await createTestApp({ rateLimits: relaxedRateLimits });
    quickAuthor = await signUpAndSignIn(quick.app, { name: 'Quick Author' });
    const a = await createTopic(quick.db);
    const b = await createTopic(quick.db);
    bank = [
      ...(await createQuestions(quick.db, quickAuthor.userId, [a.id], 8)),
      ...(await createQuestions(quick.db, quickAuthor.userId, [b.id], 6)),
    ];
  });
  afterAll(async () => {
    await quick?.close();
  });

  it('issues 10 from every topic, new first, then incorrect, then all-attempted', async () => {
    const app = quick!.app;
    const user = await signUpAndSignIn(app);
    const first = await startReady(app, user.cookie, { type: 'quick' });
    expect(first).toMatchObject({ quizType: 'quick', topicId: null, claimToken: null });
    expect(first.questions).toHaveLength(10);
    const firstIds = ids(first.questions);
    const right = firstIds.slice(0, 5);
    const wrong = firstIds.slice(5);
    await completeOk(app, user.cookie, first.id, {
      answers: answersFor(first.questions, bank, right),
    });

    // 4 new left, 5 incorrect: the new ones first, the incorrect ones after, no correct one.
    const second = await startReady(app, user.cookie, { type: 'quick' });
    const secondIds = ids(second.questions);
    expect(secondIds).toHaveLength(9);
    const fresh = ids(bank).filter((id) => !firstIds.includes(id));
    expect(sorted(secondIds.slice(0, 4))).toEqual(sorted(fresh));
    expect(sorted(secondIds.slice(4))).toEqual(sorted(wrong));

    await completeOk(app, user.cookie, second.id, {
      answers: answersFor(second.questions, bank, fresh),
    });
    const third = await startQuizRequest(app, user.cookie, { type: 'quick' });
    expect(third.json()).toEqual({
      status: 'all-attempted',
      stats: { totalQuestions: 14, correctCount: 9, incorrectCount: 5 },
    });
  });

  it('gives a visitor 10 random questions and a claim token', async () => {
    const session = await startReady(quick!.app, undefined, { type: 'quick' });
    expect(session.questions).toHaveLength(10);
    expect(session.claimToken).toEqual(expect.any(String));
    for (const q of session.questions) expect(ids(bank)).toContain(q.id);
  });
});
