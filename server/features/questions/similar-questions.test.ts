// Near-duplicates (ADR 037) on a real database with pg_trgm: a reworded stem finds the
// question, an unrelated one does not; deleted, unpublished and the edited question stay out; the
// answer never travels; the query can use the trigram index; it is signed in and rate-limited.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '#server/config.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { errorOf, questionForm, request, writeOk } from '#server/test/authoring.ts';
import { createTopic } from '#server/test/quiz-fixtures.ts';
import type { SimilarQuestions } from '#shared/contract/similar-questions.ts';

const coughStem =
  'A 56-year-old man started cilazapril 2.5 mg daily for hypertension six weeks ago. He now reports a persistent dry, tickly cough that disturbs his sleep. Chest examination is normal and he has no other respiratory symptoms. What is the most appropriate management?';
/** The same case, sentences reordered and words changed. */
const coughReworded =
  'Six weeks after starting cilazapril 2.5 mg once daily for high blood pressure, a 56-year-old man complains of a persistent dry tickly cough disturbing his sleep. His chest is clear and there are no other respiratory symptoms. What is the best management?';
const asthmaStem =
  'A 24-year-old woman with asthma uses salbutamol about three times a week and wakes with cough once or twice a month. She uses no other inhaler and her inhaler technique is good. What is the preferred change to her treatment?';
const unrelated =
  'Which nerve is most likely to be injured in a midshaft fracture of the humerus with wrist drop?';

let t: TestApp;
let author: Awaited<ReturnType<typeof signUpAndSignIn>>;
let reader: Awaited<ReturnType<typeof signUpAndSignIn>>;
let coughId: string;
let topicName: string;

const similar = (text: string, cookie = reader.cookie, excludeId?: string) =>
  request(
    t.app,
    'GET',
    `/api/questions/similar?${new URLSearchParams({ text, ...(excludeId ? { excludeId } : {}) })}`,
    cookie,
  );

async function similarOk(text: string, excludeId?: string): Promise<SimilarQuestions> {
  const response = await similar(text, reader.cookie, excludeId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SimilarQuestions;
}

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { ...defaultRateLimits, similarSearches: { max: 40, windowSeconds: 600 } },
  });
  author = await signUpAndSignIn(t.app, { name: 'Stem Author' });
  reader = await signUpAndSignIn(t.app, { name: 'Stem Reader' });
  const topic = await createTopic(t.db, 'Cardiovascular');
  topicName = topic.name;
  coughId = await writeOk(
    t.app,
    author.cookie,
    questionForm([topic.id], { questionText: coughStem }),
  );
  await writeOk(t.app, author.cookie, questionForm([topic.id], { questionText: asthmaStem }));
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/questions/similar', () => {
  it('finds a reworded stem, with its topics and a rounded similarity, and nothing else', async () => {
    const { items } = await similarOk(coughReworded);
    expect(items).toHaveLength(1);
    const [found] = items;
    expect(found).toMatchObject({ id: coughId, topics: [{ name: topicName }] });
    expect(found!.questionText).toBe(coughStem.slice(0, 199) + '…');
    expect(found!.similarity).toBeGreaterThanOrEqual(0.4);
    expect(found!.similarity).toBeLessThan(1);
    expect(String(found!.similarity)).toMatch(/^0\.\d{1,2}$/);
    // the stem, the topics and the score: no answers, explanation, reference or key
    expect(Object.keys(found!).sort()).toEqual(['id', 'questionText', 'similarity', 'topics']);
  });

  it('does not list an unrelated stem', async () => {
    expect((await similarOk(unrelated)).items).toEqual([]);
  });

  it('leaves out the question being edited', async () => {
    const ids = (body: SimilarQuestions) => body.items.map((item) => item.id);
    expect(ids(await similarOk(coughStem))).toContain(coughId);
    expect(ids(await similarOk(coughStem, coughId))).not.toContain(coughId);
  });

  it('leaves out deleted and unpublished questions', async () => {
    const topic = await createTopic(t.db, 'Respiratory');
    const stem = `${asthmaStem} (deleted copy)`;
    const deleted = await writeOk(
      t.app,
      author.cookie,
      questionForm([topic.id], { questionText: stem }),
    );
    const hidden = await writeOk(
      t.app,
      author.cookie,
      questionForm([topic.id], { questionText: `${asthmaStem} (hidden copy)` }),
    );
    const ids = async () => (await similarOk(asthmaStem)).items.map((item) => item.id);
    expect(await ids()).toEqual(expect.arrayContaining([deleted, hidden]));

    expect(
      (await request(t.app, 'DELETE', `/api/questions/${deleted}`, author.cookie)).statusCode,
    ).toBe(200);
    await t.db.execute(sql`update questions set is_published = false where id = ${hidden}`);
    const after = await ids();
    expect(after).not.toContain(deleted);
    expect(after).not.toContain(hidden);
    expect(after.length).toBeGreaterThan(0);
  });

  it('is for signed-in users: a visitor gets 401', async () => {
    const response = await request(
      t.app,
      'GET',
      `/api/questions/similar?text=${encodeURIComponent(coughStem)}`,
    );
    expect(response.statusCode).toBe(401);
  });

  it('refuses text under 20 characters, over 2000, or a malformed excludeId', async () => {
    const short = await similar('A 56-year-old man');
    expect(short.statusCode).toBe(400);
    expect(errorOf(short)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Text must be at least 20 characters',
    });
    expect((await similar('x'.repeat(2001))).statusCode).toBe(400);
    expect((await similar(coughStem, reader.cookie, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('can use the GIN trigram index', async () => {
    // With a handful of rows the planner rightly prefers a scan; forbid it to see the index serve.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select id from questions where question_text % ${coughReworded}`,
      );
      return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
    expect(plan).toContain('questions_question_text_trgm_idx');
  });
});

describe('rate limit', () => {
  it('answers 429 once an account passes its look-ups', async () => {
    const limited = await createTestApp({
      rateLimits: { ...defaultRateLimits, similarSearches: { max: 2, windowSeconds: 600 } },
    });
    try {
      const user = await signUpAndSignIn(limited.app);
      const url = `/api/questions/similar?text=${encodeURIComponent(coughStem)}`;
      for (let i = 0; i < 2; i++) {
        expect((await request(limited.app, 'GET', url, user.cookie)).statusCode).toBe(200);
      }
      const refused = await request(limited.app, 'GET', url, user.cookie);
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused).code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
