// The custom test builder [product#custom-test] (ADR 080): each filter alone and combined, its
// count and its draw checked against a recount written here in plain SQL (set operations over
// the tables, not the service's predicate); the size bounds; never a held or deleted question;
// visitors refused; the trainee's own tables read through their indexes.
// Long on purpose (over 300 lines): one fixture of every status, then one short case per filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';
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
  type AnswerInput,
  type MadeQuestion,
} from '#server/test/quiz-fixtures.ts';
import type { CustomFiltersInput } from '#shared/contract/custom-test.ts';
import type { CustomStatus } from '#shared/domain/custom-test.ts';
import { customFiltersSchema } from '#shared/contract/custom-test.ts';
import { customCountQuery } from './custom-selection.ts';

let t: TestApp;
let me: Awaited<ReturnType<typeof signUpAndSignIn>>;
let author: Awaited<ReturnType<typeof signUpAndSignIn>>;
let topicA: number;
let topicB: number;
let topicC: number;
const q: Record<string, MadeQuestion> = {};

const sorted = (list: string[]) => [...list].sort();

/** `cookie` null: a visitor. */
async function count(filters: CustomFiltersInput, cookie: string | null = me.cookie) {
  return t.app.inject({
    method: 'POST',
    url: '/api/quiz-sessions/custom/count',
    headers: { origin: testOrigin, ...(cookie ? { cookie } : {}) },
    payload: filters,
  });
}

async function matching(filters: CustomFiltersInput): Promise<number> {
  const response = await count(filters);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { matching: number }).matching;
}

/**
 * The recount: the questions matching the filters, built from the rule as docs/learning.md and
 * ADR 080 state it, one set per filter, intersected.
 */
async function recount(filters: CustomFiltersInput): Promise<string[]> {
  const { topicIds, statuses, difficulty } = customFiltersSchema.parse(filters);
  const user = me.userId;
  const statusSets: Record<CustomStatus, SQL> = {
    new: sql`select id from questions except select question_id from user_question_status where user_id = ${user}`,
    incorrect: sql`select question_id from user_question_status where user_id = ${user} and last_is_correct = false`,
    correct: sql`select question_id from user_question_status where user_id = ${user} and last_is_correct = true`,
    saved: sql`select question_id from saved_questions where user_id = ${user}`,
    'low-confidence': sql`select question_id from (
        select distinct on (question_id) question_id, confidence from user_answers
        where user_id = ${user} and defaulted = false
        order by question_id, answered_at desc) latest
      where confidence = 'unsure' or confidence = 'guess'`,
    flagged: sql`select question_id from flagged_questions where flagged_by = ${user}`,
  };
  const difficultySets = {
    easy: sql`select question_id from question_option_stats
              where answered_by >= 5 and answered_correctly::numeric / answered_by >= 0.75`,
    medium: sql`select question_id from question_option_stats
                where answered_by >= 5 and answered_correctly::numeric / answered_by >= 0.45
                  and answered_correctly::numeric / answered_by < 0.75`,
    hard: sql`select question_id from question_option_stats
              where answered_by >= 5 and answered_correctly::numeric / answered_by < 0.45`,
  };
  const parts: SQL[] = [
    sql`select id from questions where deleted_at is null and is_published
        except
        select f.question_id from flagged_questions f join questions w on w.id = f.question_id
        where f.status = 'open' and not f.lapsed and f.flagged_by <> w.created_by
          and (f.flagged_by, f.question_id) in (select user_id, question_id from user_question_status)
        group by f.question_id having count(*) >= 3`,
  ];
  if (topicIds.length > 0) {
    parts.push(
      sql`select question_id from question_topics where topic_id in (${sql.join(
        topicIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  if (statuses.length > 0) {
    parts.push(
      sql.join(
        statuses.map((s) => sql`(${statusSets[s]})`),
        sql` union `,
      ),
    );
  }
  if (difficulty.length > 0) {
    parts.push(
      sql.join(
        difficulty.map((d) => sql`(${difficultySets[d]})`),
        sql` union `,
      ),
    );
  }
  const query = sql.join(
    parts.map((part) => sql`(${part})`),
    sql` intersect `,
  );
  const { rows } = await t.db.execute<{ id: string }>(sql`select id::text from (${query}) m(id)`);
  return sorted(rows.map((r) => r.id));
}

/** Count, recount and a start's draw (size 100, so the whole set) agree. */
async function expectAgreement(filters: CustomFiltersInput, expected: string[]) {
  const recounted = await recount(filters);
  expect(recounted).toEqual(sorted(expected));
  expect(await matching(filters)).toBe(recounted.length);
  const response = await startQuizRequest(t.app, me.cookie, {
    type: 'custom',
    ...filters,
    size: 100,
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { status: string; session?: { questions: { id: string }[] } };
  if (recounted.length === 0) {
    expect(body.status).toBe('empty');
    return;
  }
  expect(sorted(body.session!.questions.map((x) => x.id))).toEqual(recounted);
}

async function setStats(question: MadeQuestion, answeredBy: number, answeredCorrectly: number) {
  await t.db.execute(sql`
    insert into question_option_stats (question_id, answered_by, answered_correctly)
    values (${question.id}, ${answeredBy}, ${answeredCorrectly})
    on conflict (question_id) do update
      set answered_by = excluded.answered_by, answered_correctly = excluded.answered_correctly`);
}

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
  author = await signUpAndSignIn(t.app, { name: 'Question Author' });
  me = await signUpAndSignIn(t.app, { name: 'Test Builder' });
  topicA = (await createTopic(t.db, 'Builder A')).id;
  topicB = (await createTopic(t.db, 'Builder B')).id;
  topicC = (await createTopic(t.db, 'Builder C')).id;
  const inA = await createQuestions(t.db, author.userId, [topicA], 8);
  const inB = await createQuestions(t.db, author.userId, [topicB], 4);
  const inC = await createQuestions(t.db, author.userId, [topicC], 4);
  const [own] = await createQuestions(t.db, me.userId, [topicA], 1);
  inA.forEach((x, i) => (q[`a${i + 1}`] = x));
  inB.forEach((x, i) => (q[`b${i + 1}`] = x));
  inC.forEach((x, i) => (q[`c${i + 1}`] = x));
  q.own = own!;

  // Topic A: a1, a2 right; a3, a4 wrong; the rest (and my own question) left new.
  const rated: Record<string, AnswerInput['confidence']> = {
    [q.a1!.id]: 'sure',
    [q.a2!.id]: 'guess',
    [q.a3!.id]: 'unsure',
  };
  const sessionA = await startReady(t.app, me.cookie, {
    type: 'topic',
    topicId: topicA,
    questionCount: 'all',
  });
  const keyA = [...inA, own!];
  const answeredA = [q.a1!, q.a2!, q.a3!, q.a4!].map((x) => x.id);
  await completeOk(t.app, me.cookie, sessionA.id, {
    answers: answersFor(
      sessionA.questions,
      keyA,
      [q.a1!.id, q.a2!.id],
      keyA.map((x) => x.id).filter((id) => !answeredA.includes(id)),
    ).map((a) => ({ ...a, ...(rated[a.questionId] && { confidence: rated[a.questionId] }) })),
  });
  // Topic B: b1 right (unsure), b2 wrong (sure).
  const sessionB = await startReady(t.app, me.cookie, {
    type: 'topic',
    topicId: topicB,
    questionCount: 'all',
  });
  await completeOk(t.app, me.cookie, sessionB.id, {
    answers: answersFor(sessionB.questions, inB, [q.b1!.id], [q.b3!.id, q.b4!.id]).map((a) => ({
      ...a,
      confidence: a.questionId === q.b1!.id ? ('unsure' as const) : ('sure' as const),
    })),
  });
  // A second answer through a custom test: a1 now a guess, a2 now sure (the latest counts).
  const again = await startReady(t.app, me.cookie, {
    type: 'custom',
    topicIds: [topicA],
    statuses: ['correct'],
    size: 5,
  });
  expect(sorted(again.questions.map((x) => x.id))).toEqual(sorted([q.a1!.id, q.a2!.id]));
  await completeOk(t.app, me.cookie, again.id, {
    answers: answersFor(again.questions, inA, [q.a1!.id, q.a2!.id]).map((a) => ({
      ...a,
      confidence: a.questionId === q.a1!.id ? ('guess' as const) : ('sure' as const),
    })),
  });

  // Saved: a3, b1. Flagged by me: a1 (dismissed since), b2 (open).
  await t.db.execute(sql`insert into saved_questions (user_id, question_id)
    values (${me.userId}, ${q.a3!.id}), (${me.userId}, ${q.b1!.id})`);
  await t.db.execute(sql`insert into flagged_questions (question_id, flagged_by, reason, status)
    values (${q.a1!.id}, ${me.userId}, 'Two options are right', 'dismissed'),
           (${q.b2!.id}, ${me.userId}, 'The key looks wrong', 'open')`);

  // c1 is held (three answerers' open flags), c2 deleted.
  for (let i = 0; i < 3; i++) {
    const flagger = await signUpAndSignIn(t.app);
    await t.db.execute(sql`
      insert into user_question_status (user_id, question_id, last_is_correct, last_selected_answer)
      values (${flagger.userId}, ${q.c1!.id}, false, 'a')`);
    await t.db.execute(sql`insert into flagged_questions (question_id, flagged_by, reason)
      values (${q.c1!.id}, ${flagger.userId}, 'Outdated guideline')`);
  }
  await t.db.execute(sql`update questions set deleted_at = now() where id = ${q.c2!.id}`);

  // Difficulty: easy a1 (80 %), a5 (75 %, on the cut); medium a3 (60 %), b1 (45 %, on the cut);
  // hard b3 (20 %), c1 (0 %, but held); unrated a6 (4 answers) and every other.
  await setStats(q.a1!, 10, 8);
  await setStats(q.a5!, 20, 15);
  await setStats(q.a3!, 10, 6);
  await setStats(q.b1!, 20, 9);
  await setStats(q.b3!, 10, 2);
  await setStats(q.c1!, 10, 0);
  await setStats(q.a6!, 4, 0);
});
afterAll(async () => {
  await t?.close();
});
checkLedgerAfterEach(() => t);

const ids = (...names: string[]) => names.map((name) => q[name]!.id);
const allTopics = () => [topicA, topicB, topicC];

describe('each filter alone', () => {
  it('topics: the live questions of any of them', async () => {
    await expectAgreement(
      { topicIds: [topicA] },
      ids('a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'own'),
    );
    await expectAgreement({ topicIds: [topicC] }, ids('c3', 'c4'));
    await expectAgreement({ topicIds: [topicB, topicC] }, ids('b1', 'b2', 'b3', 'b4', 'c3', 'c4'));
  });

  it('no topic means every topic', async () => {
    const everything = await recount({});
    expect(everything).toEqual(expect.arrayContaining(ids('a1', 'b4', 'c3', 'own')));
    expect(await matching({})).toBe(everything.length);
  });

  it('new: never answered, my own question included', async () => {
    await expectAgreement(
      { topicIds: allTopics(), statuses: ['new'] },
      ids('a5', 'a6', 'a7', 'a8', 'own', 'b3', 'b4', 'c3', 'c4'),
    );
  });

  it('incorrect and correct: the latest answer', async () => {
    await expectAgreement(
      { topicIds: allTopics(), statuses: ['incorrect'] },
      ids('a3', 'a4', 'b2'),
    );
    await expectAgreement({ topicIds: allTopics(), statuses: ['correct'] }, ids('a1', 'a2', 'b1'));
  });

  it('saved', async () => {
    await expectAgreement({ topicIds: allTopics(), statuses: ['saved'] }, ids('a3', 'b1'));
  });

  it('low confidence: the latest answer rated unsure or guess', async () => {
    // a2 was a guess, then sure; a1 sure, then a guess
    await expectAgreement(
      { topicIds: allTopics(), statuses: ['low-confidence'] },
      ids('a1', 'a3', 'b1'),
    );
  });

  it('flagged by me, whatever the flag became', async () => {
    await expectAgreement({ topicIds: allTopics(), statuses: ['flagged'] }, ids('a1', 'b2'));
  });

  it('difficulty from five first attempts, on the cut points as documented', async () => {
    await expectAgreement({ topicIds: allTopics(), difficulty: ['easy'] }, ids('a1', 'a5'));
    await expectAgreement({ topicIds: allTopics(), difficulty: ['medium'] }, ids('a3', 'b1'));
    // c1 is hard but held
    await expectAgreement({ topicIds: allTopics(), difficulty: ['hard'] }, ids('b3'));
  });
});

describe('filters combined', () => {
  it('statuses are alternatives (OR)', async () => {
    await expectAgreement(
      { topicIds: allTopics(), statuses: ['saved', 'flagged'] },
      ids('a1', 'a3', 'b1', 'b2'),
    );
  });

  it('topic, status and difficulty all apply (AND)', async () => {
    await expectAgreement({ topicIds: [topicA], statuses: ['incorrect'] }, ids('a3', 'a4'));
    await expectAgreement(
      { topicIds: [topicA, topicB], statuses: ['new', 'correct'], difficulty: ['easy', 'hard'] },
      ids('a1', 'a5', 'b3'),
    );
    await expectAgreement({ topicIds: [topicB], statuses: ['saved'], difficulty: ['hard'] }, []);
  });
});

describe('the start', () => {
  it('draws min(size, matching), at random, from the matching set only', async () => {
    const filters = { topicIds: [topicA] };
    const all = await recount(filters);
    expect(all.length).toBe(9);
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const session = await startReady(t.app, me.cookie, { type: 'custom', ...filters, size: 5 });
      expect(session.quizType).toBe('custom');
      expect(session.questions).toHaveLength(5);
      for (const question of session.questions) {
        expect(all).toContain(question.id);
        seen.add(question.id);
      }
    }
    expect(seen.size).toBeGreaterThan(5); // not the same five each time
  });

  it('records the issued set on the session', async () => {
    const session = await startReady(t.app, me.cookie, {
      type: 'custom',
      topicIds: allTopics(),
      statuses: ['incorrect'],
      size: 20,
      tutor: true,
    });
    expect(session.tutor).toBe(true);
    const { rows } = await t.db.execute<{ ids: string[]; quiz_type: string; total: number }>(
      sql`select question_ids::text[] as ids, quiz_type, total_questions as total
          from quiz_sessions where id = ${session.id}`,
    );
    expect(rows[0]!.quiz_type).toBe('custom');
    expect(rows[0]!.ids).toEqual(session.questions.map((x) => x.id));
    expect(rows[0]!.total).toBe(3);
  });

  it('never a held or deleted question, whatever the filters', async () => {
    const everything = await recount({});
    expect(everything).not.toContain(q.c1!.id);
    expect(everything).not.toContain(q.c2!.id);
    const session = await startReady(t.app, me.cookie, {
      type: 'custom',
      topicIds: [topicC],
      size: 100,
    });
    expect(sorted(session.questions.map((x) => x.id))).toEqual(sorted(ids('c3', 'c4')));
  });

  it('size is 5 to 100', async () => {
    for (const size of [4, 101, 5.5]) {
      const response = await startQuizRequest(t.app, me.cookie, { type: 'custom', size });
      expect(response.statusCode).toBe(400);
    }
    const small = await startReady(t.app, me.cookie, { type: 'custom', size: 5 });
    expect(small.questions).toHaveLength(5);
    const large = await startReady(t.app, me.cookie, { type: 'custom', size: 100 });
    expect(large.questions.length).toBe(Math.min(100, await matching({})));
  });

  it('refuses unknown filters', async () => {
    const bad = [
      { statuses: ['wrong'] },
      { difficulty: ['impossible'] },
      { topicIds: [0] },
      { topicIds: ['1'] },
    ];
    for (const filters of bad) {
      expect((await count(filters as CustomFiltersInput)).statusCode).toBe(400);
    }
  });
});

describe('visitors', () => {
  it('are refused the count and the start', async () => {
    expect((await count({}, null)).statusCode).toBe(401);
    const response = await startQuizRequest(t.app, undefined, { type: 'custom', size: 10 });
    expect(response.statusCode).toBe(401);
  });
});

describe('the plan', () => {
  it('reads the trainee statuses through indexes that lead with the user', async () => {
    const filters = customFiltersSchema.parse({
      statuses: ['new', 'incorrect', 'correct', 'saved', 'low-confidence', 'flagged'],
      difficulty: ['easy', 'medium'],
    });
    // With sequential scans priced out, a table still read by one has no usable index.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': unknown }>(
        sql`explain (format json) ${customCountQuery(me.userId, filters)}`,
      );
      return JSON.stringify(rows[0]!['QUERY PLAN']);
    });
    const nodes = [...plan.matchAll(/"Node Type":"([^"]+)","[^{}]*?"Alias":"([^"]+)"/g)].map(
      (m) => ({ type: m[1], alias: m[2] }),
    );
    for (const alias of ['s', 'sv', 'ua', 'f']) {
      const scans = nodes.filter((n) => n.alias === alias);
      expect(scans.length, `${alias} in ${plan}`).toBeGreaterThan(0);
      for (const scan of scans) expect(scan.type, `${alias} in ${plan}`).not.toBe('Seq Scan');
    }
  });
});
