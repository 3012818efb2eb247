// Writing, editing and deleting a question [product#writing-questions, #question-validation,
// #nectar-for-writing]: the form's rules with the spec's exact messages on create and on edit,
// +5 nectar for writing (taken back on delete), 30 an hour, and all-or-nothing writes.
// Long on purpose (over 300 lines): one feature's write endpoints (create, edit, delete) with
// their shared fixtures; who may read, edit and delete is in question-ownership.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { questionAnswers, questions, questionTopics } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { checkLedgerAfterEach } from '#server/test/ledger.ts';
import {
  createQuestions,
  createTopic,
  ledgerRows,
  pointsOf,
  profileCounters,
  relaxedRateLimits,
  startQuizRequest,
} from '#server/test/quiz-fixtures.ts';
import {
  authoringRows,
  count,
  errorOf,
  literal,
  optionsOf,
  questionForm,
  request,
  shareOk,
  withFailingTrigger,
  writeOk,
} from '#server/test/authoring.ts';
import type { MyQuestion, QuestionDetail } from '#shared/contract/questions.ts';
import type { StartQuizResponse } from '#shared/contract/quiz.ts';

let t: TestApp;
type Account = Awaited<ReturnType<typeof signUpAndSignIn>>;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
});
afterAll(async () => {
  await t?.close();
});
checkLedgerAfterEach(() => t);

const getQuestion = (cookie: string, id: string) =>
  request(t.app, 'GET', `/api/questions/${id}`, cookie);

async function detail(cookie: string, id: string): Promise<QuestionDetail> {
  const response = await getQuestion(cookie, id);
  expect(response.statusCode).toBe(200);
  return response.json() as QuestionDetail;
}

async function mine(cookie: string): Promise<MyQuestion[]> {
  const response = await request(t.app, 'GET', '/api/questions/mine', cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as MyQuestion[];
}

const long = (n: number) => 'x'.repeat(n);
const invalidExplanation = 'Explanation must be at least 10 characters';

/** Every invalid form of [product#validation] with the message the server must answer. */
function invalidForms(topicIds: number[]) {
  const base = questionForm(topicIds);
  const answers = base.answers as Record<string, string>;
  const withAnswer = (key: string, value: unknown) => ({ answers: { ...answers, [key]: value } });
  const withoutAnswer = (key: string) => {
    const { [key]: _dropped, ...rest } = answers;
    return { answers: rest };
  };
  const cases: [string, Record<string, unknown>, string][] = [
    [
      'a 9-character question',
      { questionText: 'Too short' },
      'Question must be at least 10 characters',
    ],
    [
      'a question that is only long enough with its spaces',
      { questionText: '     Too short     ' },
      'Question must be at least 10 characters',
    ],
    ['a missing question', { questionText: undefined }, 'Question must be at least 10 characters'],
    [
      'a 1001-character question',
      { questionText: long(1001) },
      'Question must be less than 1000 characters',
    ],
    ['an empty answer A', withAnswer('a', ''), 'Answer A is required'],
    ['a blank answer B', withAnswer('b', '   '), 'Answer B is required'],
    ['an empty answer C', withAnswer('c', ''), 'Answer C is required'],
    ['a missing answer D', withoutAnswer('d'), 'Answer D is required'],
    [
      'a 501-character answer',
      withAnswer('c', long(501)),
      'Answer must be less than 500 characters',
    ],
    ['no correct answer', { correctAnswer: undefined }, 'Please select the correct answer'],
    ['an empty correct answer', { correctAnswer: '' }, 'Please select the correct answer'],
    ['correct answer e', { correctAnswer: 'e' }, 'Please select the correct answer'],
    [
      'a short explanation',
      { explanation: 'Too short' },
      'Explanation must be at least 10 characters',
    ],
    [
      'a missing explanation',
      { explanation: undefined },
      'Explanation must be at least 10 characters',
    ],
    [
      'a 2001-character explanation',
      { explanation: long(2001) },
      'Explanation must be less than 2000 characters',
    ],
    ['an empty reference', { reference: '' }, 'Reference URL is required'],
    ['a blank reference', { reference: '   ' }, 'Reference URL is required'],
    ['a missing reference', { reference: undefined }, 'Reference URL is required'],
    ['a reference that is no URL', { reference: 'not a url' }, 'Must be a valid URL'],
    ['a javascript: reference', { reference: 'javascript:alert(1)' }, 'Must be a valid URL'],
    [
      'a data: reference',
      { reference: 'data:text/html,<script>alert(1)</script>' },
      'Must be a valid URL',
    ],
    [
      'an upper-case JAVASCRIPT: reference',
      { reference: 'JAVASCRIPT:alert(1)' },
      'Must be a valid URL',
    ],
    [
      'a javascript: reference with a tab',
      { reference: 'java\tscript:alert(1)' },
      'Must be a valid URL',
    ],
    [
      'a padded javascript: reference',
      { reference: '  javascript:alert(1)' },
      'Must be a valid URL',
    ],
    ['an ftp: reference', { reference: 'ftp://x' }, 'Must be a valid URL'],
    ['a mailto: reference', { reference: 'mailto:a@example.com' }, 'Must be a valid URL'],
    ['an http URL without a host', { reference: 'http://' }, 'Must be a valid URL'],
    // Credentials in a link are a phishing device, and a secret shown to every reader.
    [
      'a reference with a user and password',
      { reference: 'https://user:pass@example.com/' },
      'Must be a valid URL',
    ],
    [
      'a reference with a user name',
      { reference: 'https://nhi.example@evil.example/' },
      'Must be a valid URL',
    ],
    [
      'a reference with only a password',
      { reference: 'http://:secret@example.com/page' },
      'Must be a valid URL',
    ],
    ['no topics', { topicIds: [] }, 'At least one topic is required'],
    ['a missing topic list', { topicIds: undefined }, 'At least one topic is required'],
    ['four topics', { topicIds: [1, 2, 3, 4] }, 'Maximum 3 topics allowed'],
  ];
  return cases.map(([label, overrides, message]) => ({
    label,
    form: { ...base, ...overrides },
    message,
  }));
}

describe('validation [product#validation]', () => {
  let author: Account;
  let topicId: number;
  let editable: string;
  let before: QuestionDetail;

  beforeAll(async () => {
    author = await signUpAndSignIn(t.app, { name: 'Validating Author' });
    topicId = (await createTopic(t.db, 'Validation')).id;
    editable = await writeOk(t.app, author.cookie, questionForm([topicId]));
    before = await detail(author.cookie, editable);
  });

  it('refuses every invalid create with the exact message, and stores nothing', async () => {
    const rowsBefore = await authoringRows(t.db, author.userId);
    const counters = await profileCounters(t.db, author.userId);
    for (const { label, form, message } of invalidForms([topicId])) {
      const response = await request(t.app, 'POST', '/api/questions', author.cookie, form);
      expect(response.statusCode, label).toBe(400);
      expect(errorOf(response), label).toEqual({ code: 'VALIDATION_FAILED', message });
    }
    expect(await authoringRows(t.db, author.userId)).toEqual(rowsBefore);
    expect(await profileCounters(t.db, author.userId)).toEqual(counters);
  });

  it('refuses every invalid edit with the exact message, and changes nothing', async () => {
    for (const { label, form, message } of invalidForms([topicId])) {
      const response = await request(
        t.app,
        'PUT',
        `/api/questions/${editable}`,
        author.cookie,
        form,
      );
      expect(response.statusCode, label).toBe(400);
      expect(errorOf(response), label).toEqual({ code: 'VALIDATION_FAILED', message });
    }
    expect(await detail(author.cookie, editable)).toEqual(before);
  });

  it('accepts the limits themselves: 10 and 1000, 1 and 500, 10 and 2000 characters, 3 topics', async () => {
    const topics = [topicId, (await createTopic(t.db)).id, (await createTopic(t.db)).id];
    const shortest = questionForm([topicId], {
      questionText: '0123456789',
      answers: { a: 'A', b: 'B', c: 'C', d: 'D' },
      explanation: '0123456789',
      reference: 'http://x.example',
    });
    const longest = questionForm(topics, {
      questionText: long(1000),
      answers: { a: long(500), b: 'b', c: 'c', d: 'd' },
      explanation: long(2000),
    });
    for (const form of [shortest, longest]) {
      const id = await writeOk(t.app, author.cookie, form);
      const stored = await detail(author.cookie, id);
      expect(stored.questionText).toBe(form.questionText);
      expect(stored.explanation).toBe(form.explanation);
      expect(stored.answers).toEqual(optionsOf(form.answers));
    }
    const response = await request(
      t.app,
      'PUT',
      `/api/questions/${editable}`,
      author.cookie,
      longest,
    );
    expect(response.statusCode).toBe(200);
    expect((await detail(author.cookie, editable)).topics.map((x) => x.id).sort()).toEqual(
      [...topics].sort(),
    );
  });

  it('answers the first broken rule in the form’s order, topics last', async () => {
    const base = questionForm([topicId]);
    const cases: [Record<string, unknown>, string][] = [
      [{ questionText: base.questionText }, 'Answer A is required'],
      [
        { questionText: base.questionText, answers: base.answers, reference: 'not a url' },
        'Please select the correct answer',
      ],
      [{ ...base, explanation: 'short', reference: '', topicIds: [] }, invalidExplanation],
      [{ ...base, reference: '', topicIds: [] }, 'Reference URL is required'],
    ];
    for (const [form, message] of cases) {
      for (const [method, url] of [
        ['POST', '/api/questions'],
        ['PUT', `/api/questions/${editable}`],
      ] as const) {
        const response = await request(t.app, method, url, author.cookie, form);
        expect(response.statusCode, `${method} ${message}`).toBe(400);
        expect(errorOf(response), `${method} ${message}`).toEqual({
          code: 'VALIDATION_FAILED',
          message,
        });
      }
    }
  });

  it('refuses a topic listed twice', async () => {
    const response = await request(
      t.app,
      'POST',
      '/api/questions',
      author.cookie,
      questionForm([topicId, topicId]),
    );
    expect(response.statusCode).toBe(400);
  });

  it('stores trimmed values, on create and on edit', async () => {
    const pad = (s: string) => `  \n ${s} \t `;
    const form = questionForm([topicId]);
    const answers = form.answers as Record<string, string>;
    const padded = {
      ...form,
      questionText: pad(form.questionText as string),
      answers: Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, pad(v)])),
      explanation: pad(form.explanation as string),
      reference: pad(form.reference as string),
    };
    const expected = {
      questionText: form.questionText,
      answers: optionsOf(answers),
      explanation: form.explanation,
      reference: form.reference,
    };

    const id = await writeOk(t.app, author.cookie, padded);
    expect(await detail(author.cookie, id)).toMatchObject(expected);
    const [row] = await t.db.select().from(questions).where(eq(questions.id, id));
    expect(row).toMatchObject({
      questionText: form.questionText,
      explanation: form.explanation,
      reference: form.reference,
    });
    const answerRows = await t.db
      .select()
      .from(questionAnswers)
      .where(eq(questionAnswers.questionId, id));
    expect(Object.fromEntries(answerRows.map((a) => [a.optionId, a.answerText]))).toEqual(answers);

    const edited = questionForm([topicId]);
    const response = await request(t.app, 'PUT', `/api/questions/${id}`, author.cookie, {
      ...edited,
      questionText: pad(edited.questionText as string),
      reference: pad(edited.reference as string),
    });
    expect(response.statusCode).toBe(200);
    expect(await detail(author.cookie, id)).toMatchObject({
      questionText: edited.questionText,
      reference: edited.reference,
    });
  });
});

describe('writing a question', () => {
  it('earns 5 nectar and counts as written; My Questions lists it newest first', async () => {
    const author = await signUpAndSignIn(t.app, { name: 'New Author' });
    const [t1, t2] = [await createTopic(t.db, 'Cardiology'), await createTopic(t.db, 'Anatomy')];

    const firstForm = questionForm([t1.id]);
    const first = await writeOk(t.app, author.cookie, firstForm);
    expect(await profileCounters(t.db, author.userId)).toMatchObject({
      points: 5,
      questionsWritten: 1,
    });
    expect(await ledgerRows(t.db, author.userId)).toEqual([
      { delta: 5, reason: 'question-written', reference: first },
    ]);

    const secondForm = questionForm([t1.id, t2.id]);
    const second = await writeOk(t.app, author.cookie, secondForm);
    expect(await profileCounters(t.db, author.userId)).toMatchObject({
      points: 10,
      questionsWritten: 2,
    });

    const list = await mine(author.cookie);
    expect(list.map((q) => q.id)).toEqual([second, first]);
    expect(list[0]).toMatchObject({
      questionText: secondForm.questionText,
      isPublished: true,
      points: 5,
    });
    expect(list[0]!.topics.map((x) => x.name).sort()).toEqual([t1.name, t2.name].sort());
    expect(list[1]).toMatchObject({
      questionText: firstForm.questionText,
      isPublished: true,
      points: 5,
      topics: [{ id: t1.id, name: t1.name }],
    });
    expect(Date.parse(list[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(list[1]!.createdAt));

    // The stored row: published at once, 5 points, the writer as creator [product#stored-data].
    const [row] = await t.db.select().from(questions).where(eq(questions.id, first));
    expect(row).toMatchObject({
      createdBy: author.userId,
      isPublished: true,
      points: 5,
      correctAnswer: 'a',
      deletedAt: null,
    });
    expect(await count(t.db, sql`question_answers where question_id = ${first}`)).toBe(4);
  });

  it('returns the whole question to its author', async () => {
    const author = await signUpAndSignIn(t.app);
    const topic = await createTopic(t.db);
    const form = questionForm([topic.id], { correctAnswer: 'c' });
    const id = await writeOk(t.app, author.cookie, form);
    expect(await detail(author.cookie, id)).toMatchObject({
      id,
      questionText: form.questionText,
      topics: [{ id: topic.id, name: topic.name }],
      answers: optionsOf(form.answers),
      correctAnswer: 'c',
      explanation: form.explanation,
      reference: form.reference,
      points: 5,
      isPublished: true,
    });
  });

  it('ignores a points value sent by the client', async () => {
    const author = await signUpAndSignIn(t.app);
    const topic = await createTopic(t.db);
    const id = await writeOk(t.app, author.cookie, {
      ...questionForm([topic.id]),
      points: 1000,
      isPublished: false,
      createdBy: 'someone-else',
    });
    const [row] = await t.db.select().from(questions).where(eq(questions.id, id));
    expect(row).toMatchObject({ points: 5, isPublished: true, createdBy: author.userId });
    expect(await pointsOf(t.db, author.userId)).toBe(5);
  });
});

describe('30 questions an hour', () => {
  it('refuses the 31st question of the hour with 429 RATE_LIMITED and stores nothing', async () => {
    const author = await signUpAndSignIn(t.app, { name: 'Prolific' });
    const topic = await createTopic(t.db);
    await createQuestions(t.db, author.userId, [topic.id], 29);

    await writeOk(t.app, author.cookie, questionForm([topic.id])); // the 30th
    const rows = await authoringRows(t.db, author.userId);
    expect(rows.questions).toBe(30);
    expect(await pointsOf(t.db, author.userId)).toBe(150);

    const refused = await request(
      t.app,
      'POST',
      '/api/questions',
      author.cookie,
      questionForm([topic.id]),
    );
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toEqual({
      code: 'RATE_LIMITED',
      message: 'You can write up to 30 questions an hour. Please try again later.',
    });
    expect(await authoringRows(t.db, author.userId)).toEqual(rows);
    expect(await profileCounters(t.db, author.userId)).toMatchObject({
      points: 150,
      questionsWritten: 30,
    });

    // Deleting one does not make room (create-and-delete cannot get round the limit) ...
    const [newest] = await mine(author.cookie);
    const deleted = await request(t.app, 'DELETE', `/api/questions/${newest!.id}`, author.cookie);
    expect(deleted.statusCode).toBe(200);
    const again = await request(
      t.app,
      'POST',
      '/api/questions',
      author.cookie,
      questionForm([topic.id]),
    );
    expect(again.statusCode).toBe(429);

    // ... but a question written more than an hour ago no longer counts.
    await t.db.execute(sql`
      update questions set created_at = now() - interval '61 minutes'
      where id = (select id from questions where created_by = ${author.userId}
                  and deleted_at is null order by created_at limit 1)`);
    await writeOk(t.app, author.cookie, questionForm([topic.id]));

    // Another user is not limited by this one's writing.
    const other = await signUpAndSignIn(t.app);
    await writeOk(t.app, other.cookie, questionForm([topic.id]));
  });

  it('holds under concurrent requests: exactly 30 are written', async () => {
    const author = await signUpAndSignIn(t.app, { name: 'Racer' });
    const topic = await createTopic(t.db);
    await createQuestions(t.db, author.userId, [topic.id], 26);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        request(t.app, 'POST', '/api/questions', author.cookie, questionForm([topic.id])),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
    expect((await authoringRows(t.db, author.userId)).questions).toBe(30);
    expect(await profileCounters(t.db, author.userId)).toMatchObject({
      points: 150,
      questionsWritten: 30,
    });
  });
});

describe('a failed write leaves nothing behind', () => {
  it('an unknown topic id: 400, and no question, answers, topic links or nectar', async () => {
    const author = await signUpAndSignIn(t.app);
    const topic = await createTopic(t.db);
    for (const topicIds of [[999999], [topic.id, 999999]]) {
      const response = await request(
        t.app,
        'POST',
        '/api/questions',
        author.cookie,
        questionForm(topicIds),
      );
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
    expect(await authoringRows(t.db, author.userId)).toEqual({
      questions: 0,
      answers: 0,
      topicLinks: 0,
      pointEvents: 0,
    });
    expect(await profileCounters(t.db, author.userId)).toMatchObject({
      points: 0,
      questionsWritten: 0,
    });
    expect(await mine(author.cookie)).toEqual([]);
  });

  it('a database error after the question row was inserted (topic links) rolls everything back', async () => {
    const author = await signUpAndSignIn(t.app);
    const doomed = await createTopic(t.db, 'Doomed');
    await withFailingTrigger(t.db, 'question_topics', `new.topic_id = ${doomed.id}`, async () => {
      const response = await request(
        t.app,
        'POST',
        '/api/questions',
        author.cookie,
        questionForm([doomed.id]),
      );
      expect(response.statusCode).toBe(500);
      expect(errorOf(response)).toEqual({
        code: 'INTERNAL',
        message: 'An unexpected error occurred. Please try again.',
      });
    });
    expect(await authoringRows(t.db, author.userId)).toEqual({
      questions: 0,
      answers: 0,
      topicLinks: 0,
      pointEvents: 0,
    });
    expect(await profileCounters(t.db, author.userId)).toMatchObject({
      points: 0,
      questionsWritten: 0,
    });
    // The same form works once the fault is gone.
    await writeOk(t.app, author.cookie, questionForm([doomed.id]));
    expect(await pointsOf(t.db, author.userId)).toBe(5);
  });

  it('a database error at the very last step (the nectar) rolls everything back', async () => {
    const author = await signUpAndSignIn(t.app);
    const topic = await createTopic(t.db);
    await withFailingTrigger(
      t.db,
      'point_events',
      `new.user_id = ${literal(author.userId)}`,
      async () => {
        const response = await request(
          t.app,
          'POST',
          '/api/questions',
          author.cookie,
          questionForm([topic.id]),
        );
        expect(response.statusCode).toBe(500);
      },
    );
    expect(await authoringRows(t.db, author.userId)).toEqual({
      questions: 0,
      answers: 0,
      topicLinks: 0,
      pointEvents: 0,
    });
    expect(await profileCounters(t.db, author.userId)).toMatchObject({
      points: 0,
      questionsWritten: 0,
    });
  });
});

describe('editing a question', () => {
  it('the owner changes text, answers, correct answer, explanation, reference and topics', async () => {
    const author = await signUpAndSignIn(t.app);
    const [t1, t2, t3] = [
      await createTopic(t.db, 'Old'),
      await createTopic(t.db, 'New one'),
      await createTopic(t.db, 'New two'),
    ];
    const id = await writeOk(t.app, author.cookie, questionForm([t1.id], { correctAnswer: 'a' }));
    const counters = await profileCounters(t.db, author.userId);

    const edited = {
      questionText: 'Which artery is most often occluded in an inferior STEMI?',
      topicIds: [t2.id, t3.id],
      answers: {
        a: 'Left anterior descending',
        b: 'Right coronary',
        c: 'Circumflex',
        d: 'Left main',
      },
      correctAnswer: 'b',
      explanation: 'The right coronary artery supplies the inferior wall in most people.',
      reference: 'https://cardio.example/inferior-stemi',
    };
    const response = await request(t.app, 'PUT', `/api/questions/${id}`, author.cookie, edited);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id });

    const after = await detail(author.cookie, id);
    expect(after).toMatchObject({
      id,
      questionText: edited.questionText,
      answers: optionsOf(edited.answers),
      correctAnswer: 'b',
      explanation: edited.explanation,
      reference: edited.reference,
      points: 5,
      isPublished: true,
    });
    expect(after.topics.map((x) => x.id).sort()).toEqual([t2.id, t3.id].sort());
    expect(await count(t.db, sql`question_topics where question_id = ${id}`)).toBe(2);
    expect(await count(t.db, sql`question_answers where question_id = ${id}`)).toBe(4);
    // Editing neither earns nor costs nectar, and is still one written question.
    expect(await profileCounters(t.db, author.userId)).toEqual(counters);
    const listed = (await mine(author.cookie)).find((q) => q.id === id);
    expect(listed?.questionText).toBe(edited.questionText);
  });

  it('an edit naming an unknown topic changes nothing', async () => {
    const author = await signUpAndSignIn(t.app);
    const topic = await createTopic(t.db);
    const id = await writeOk(t.app, author.cookie, questionForm([topic.id]));
    const before = await detail(author.cookie, id);
    const response = await request(
      t.app,
      'PUT',
      `/api/questions/${id}`,
      author.cookie,
      questionForm([topic.id, 999999], { correctAnswer: 'd' }),
    );
    expect(response.statusCode).toBe(400);
    expect(await detail(author.cookie, id)).toEqual(before);
  });

  it('a database error in the middle of an edit (after the text was updated) changes nothing', async () => {
    const author = await signUpAndSignIn(t.app);
    const [kept, doomed] = [await createTopic(t.db), await createTopic(t.db, 'Doomed edit')];
    const id = await writeOk(t.app, author.cookie, questionForm([kept.id]));
    const before = await detail(author.cookie, id);
    await withFailingTrigger(t.db, 'question_topics', `new.topic_id = ${doomed.id}`, async () => {
      const response = await request(
        t.app,
        'PUT',
        `/api/questions/${id}`,
        author.cookie,
        questionForm([doomed.id], { correctAnswer: 'b' }),
      );
      expect(response.statusCode).toBe(500);
    });
    expect(await detail(author.cookie, id)).toEqual(before);
    const links = await t.db.select().from(questionTopics).where(eq(questionTopics.questionId, id));
    expect(links).toEqual([{ questionId: id, topicId: kept.id }]);
  });

  it('keeps other users’ past answers as they were recorded', async () => {
    const author = await signUpAndSignIn(t.app);
    const reader = await signUpAndSignIn(t.app);
    const topic = await createTopic(t.db);
    const id = await writeOk(
      t.app,
      author.cookie,
      questionForm([topic.id], { correctAnswer: 'a' }),
    );
    const code = await shareOk(t.app, author.cookie, id);
    const check = await request(t.app, 'POST', `/api/shared/${code}/check`, reader.cookie, {
      answer: 'a',
    });
    expect(check.json()).toMatchObject({ isCorrect: true });

    const put = await request(
      t.app,
      'PUT',
      `/api/questions/${id}`,
      author.cookie,
      questionForm([topic.id], { correctAnswer: 'd' }),
    );
    expect(put.statusCode).toBe(200);
    const recorded = await t.db.execute<{ selected_answer: string; is_correct: boolean }>(
      sql`select selected_answer, is_correct from user_answers
          where user_id = ${reader.userId} and question_id = ${id}`,
    );
    expect(recorded.rows).toEqual([{ selected_answer: 'a', is_correct: true }]);
    expect(await pointsOf(t.db, reader.userId)).toBe(1);
  });
});

describe('deleting a question', () => {
  it('takes the 5 nectar back and hides it everywhere, keeping other users’ answers', async () => {
    const author = await signUpAndSignIn(t.app, { name: 'Deleting Author' });
    const reader = await signUpAndSignIn(t.app, { name: 'Reader' });
    const topic = await createTopic(t.db);
    const kept = await writeOk(t.app, author.cookie, questionForm([topic.id]));
    const startPoints = await pointsOf(t.db, author.userId);
    const startWritten = (await profileCounters(t.db, author.userId)).questionsWritten;

    const id = await writeOk(
      t.app,
      author.cookie,
      questionForm([topic.id], { correctAnswer: 'b' }),
    );
    expect(await pointsOf(t.db, author.userId)).toBe(startPoints + 5);
    const code = await shareOk(t.app, author.cookie, id);
    const answered = await request(t.app, 'POST', `/api/shared/${code}/check`, reader.cookie, {
      answer: 'c',
    });
    expect(answered.statusCode).toBe(200);
    expect(await pointsOf(t.db, author.userId)).toBe(startPoints + 6); // the reader attempted it

    // Visible in a quiz of everything before the delete.
    const anyone = async () => {
      const response = await startQuizRequest(t.app, undefined, {
        type: 'quick',
        questionCount: 'all',
      });
      expect(response.statusCode).toBe(200);
      const json = response.json() as StartQuizResponse;
      return json.status === 'ready' ? json.session.questions.map((q) => q.id) : [];
    };
    expect(await anyone()).toContain(id);

    const response = await request(t.app, 'DELETE', `/api/questions/${id}`, author.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    // Net nectar of create-and-delete is 0 (the reader's +1 stays: it was a real attempt).
    expect(await pointsOf(t.db, author.userId)).toBe(startPoints + 1);
    expect((await profileCounters(t.db, author.userId)).questionsWritten).toBe(startWritten);
    expect(
      (await ledgerRows(t.db, author.userId)).filter((r) => r.reference === id).map((r) => r.delta),
    ).toEqual([5, 1, -5]);

    // Gone from My Questions, from the author's own reads, from quizzes and from the share link.
    expect((await mine(author.cookie)).map((q) => q.id)).toEqual([kept]);
    expect((await getQuestion(author.cookie, id)).statusCode).toBe(404);
    expect(await anyone()).not.toContain(id);
    const topicQuiz = await startQuizRequest(t.app, reader.cookie, {
      type: 'topic',
      topicId: topic.id,
      questionCount: 'all',
    });
    const topicJson = topicQuiz.json() as StartQuizResponse;
    expect(topicJson.status).toBe('ready');
    if (topicJson.status === 'ready') {
      expect(topicJson.session.questions.map((q) => q.id)).toEqual([kept]);
    }
    const shared = await request(t.app, 'GET', `/api/shared/${code}`);
    expect(shared.statusCode).toBe(404);
    expect(errorOf(shared).message).toBe('Question not found');
    const sharedCheck = await request(t.app, 'POST', `/api/shared/${code}/check`, reader.cookie, {
      answer: 'b',
    });
    expect(sharedCheck.statusCode).toBe(404);
    expect(
      (await request(t.app, 'POST', `/api/questions/${id}/share`, author.cookie)).statusCode,
    ).toBe(404);
    const edit = await request(
      t.app,
      'PUT',
      `/api/questions/${id}`,
      author.cookie,
      questionForm([topic.id]),
    );
    expect(edit.statusCode).toBe(404);

    // The reader's history is intact.
    expect(
      await count(t.db, sql`user_answers where user_id = ${reader.userId} and question_id = ${id}`),
    ).toBe(1);
    const [row] = await t.db.select().from(questions).where(eq(questions.id, id));
    expect(row?.deletedAt).not.toBeNull();

    // Deleting twice is a 404, and takes nothing more.
    const twice = await request(t.app, 'DELETE', `/api/questions/${id}`, author.cookie);
    expect(twice.statusCode).toBe(404);
    expect(errorOf(twice)).toEqual({ code: 'NOT_FOUND', message: 'Question not found' });
    expect(await pointsOf(t.db, author.userId)).toBe(startPoints + 1);
  });

  it('create then delete with nothing else in between leaves the points exactly as they were', async () => {
    const author = await signUpAndSignIn(t.app);
    const topic = await createTopic(t.db);
    for (let i = 0; i < 3; i++) {
      const id = await writeOk(t.app, author.cookie, questionForm([topic.id]));
      expect(await pointsOf(t.db, author.userId)).toBe(5);
      expect(
        (await request(t.app, 'DELETE', `/api/questions/${id}`, author.cookie)).statusCode,
      ).toBe(200);
      expect(await profileCounters(t.db, author.userId)).toMatchObject({
        points: 0,
        questionsWritten: 0,
      });
    }
    expect(await mine(author.cookie)).toEqual([]);
  });

  it('concurrent deletes of one question take the nectar back once', async () => {
    const author = await signUpAndSignIn(t.app);
    const topic = await createTopic(t.db);
    const id = await writeOk(t.app, author.cookie, questionForm([topic.id]));
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        request(t.app, 'DELETE', `/api/questions/${id}`, author.cookie),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 404, 404, 404]);
    expect(await profileCounters(t.db, author.userId)).toMatchObject({
      points: 0,
      questionsWritten: 0,
    });
  });
});
