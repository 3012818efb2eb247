// Flagging a question ([product#flagging]): signed-in users only, a
// reason required, one flag per user and question, and the author is told in the app and, when
// mail is configured, by e-mail. Nobody is told about flagging their own question. Only a trainee
// who answered the question may flag it, and flags are limited per account (ADR 058).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { flaggedQuestions, notifications, user } from '#server/db/schema/index.ts';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';
import {
  cookieHeader,
  newCredentials,
  readOutbox,
  signIn,
  signUp,
  signUpAndSignIn,
} from '#server/test/auth-helpers.ts';
import { checkLedgerAfterEach } from '#server/test/ledger.ts';
import { messageText, startSmtpSink, type SmtpSink } from '#server/test/smtp-sink.ts';
import {
  answerQuestions,
  createQuestions,
  createTopic,
  relaxedRateLimits,
  startReady,
} from '#server/test/quiz-fixtures.ts';
import { defaultRateLimits } from '#server/config.ts';
import { flagMessages } from '#shared/contract/flags.ts';
import { examQuestionIds } from '#server/features/quiz-sessions/exam-selection.ts';
import { lapseOldFlags } from './flag-hold.ts';

let t: TestApp;
let mailApp: TestApp | undefined;
let limited: TestApp | undefined;
let sink: SmtpSink | undefined;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
});
afterAll(async () => {
  await t?.close();
});
checkLedgerAfterEach(
  () => t,
  () => mailApp,
  () => limited,
);

function flag(app: TestApp, cookie: string | undefined, questionId: string, body: object) {
  return app.app.inject({
    method: 'POST',
    url: `/api/questions/${questionId}/flag`,
    headers: { origin: testOrigin, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
}

async function questionBy(app: TestApp, authorId: string) {
  const topic = await createTopic(app.db);
  const [question] = await createQuestions(app.db, authorId, [topic.id], 1);
  return question!;
}

const flagRows = (app: TestApp, questionId: string) =>
  app.db.select().from(flaggedQuestions).where(eq(flaggedQuestions.questionId, questionId));

const noticesFor = (app: TestApp, userId: string) =>
  app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'question-flagged')));

describe('POST /api/questions/:id/flag', () => {
  it('requires sign-in, with the spec message', async () => {
    const author = await signUpAndSignIn(t.app);
    const question = await questionBy(t, author.userId);
    const response = await flag(t, undefined, question.id, { reason: 'Two answers are right' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Please sign in to flag questions',
    });
    expect(await flagRows(t, question.id)).toEqual([]);
    expect(await noticesFor(t, author.userId)).toEqual([]);
  });

  it.each([{ reason: '' }, { reason: '   ' }, {}])(
    'refuses a blank reason %j with the spec message',
    async (body) => {
      const author = await signUpAndSignIn(t.app);
      const flagger = await signUpAndSignIn(t.app);
      const question = await questionBy(t, author.userId);
      const response = await flag(t, flagger.cookie, question.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(
        'Please enter a reason for flagging this question',
      );
      expect(flagMessages.reasonRequired).toBe('Please enter a reason for flagging this question');
      expect(await flagRows(t, question.id)).toEqual([]);
    },
  );

  it('records one flag per user and question; a second flag updates the reason', async () => {
    const author = await signUpAndSignIn(t.app, { name: 'Question Author' });
    const flagger = await signUpAndSignIn(t.app, { name: 'Careful Reader' });
    const question = await questionBy(t, author.userId);
    await answerQuestions(t, flagger.cookie, [question.id]);

    const first = await flag(t, flagger.cookie, question.id, { reason: '  Answer B is wrong  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    let rows = await flagRows(t, question.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ flaggedBy: flagger.userId, reason: 'Answer B is wrong' });

    // The author gets an in-app notification naming the question, the reason and the flagger.
    const notices = await noticesFor(t, author.userId);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.payload).toMatchObject({
      questionId: question.id,
      questionText: question.questionText,
      reason: 'Answer B is wrong',
      flaggedByName: 'Careful Reader',
    });
    expect(notices[0]!.readAt).toBeNull();
    const bell = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: author.cookie },
    });
    expect(bell.json()).toMatchObject({ unreadCount: 1 });

    const second = await flag(t, flagger.cookie, question.id, { reason: 'The reference is dead' });
    expect(second.statusCode).toBe(200);
    rows = await flagRows(t, question.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.reason).toBe('The reference is dead');
    // A changed reason is not a new notice: re-flagging cannot spam the author.
    expect(await noticesFor(t, author.userId)).toHaveLength(1);

    // Another user's flag is a row of its own, and a notice of its own.
    const another = await signUpAndSignIn(t.app);
    await answerQuestions(t, another.cookie, [question.id]);
    await flag(t, another.cookie, question.id, { reason: 'Outdated guideline' });
    expect(await flagRows(t, question.id)).toHaveLength(2);
    expect(await noticesFor(t, author.userId)).toHaveLength(2);
  });

  it('flagging your own question creates no notification', async () => {
    const author = await signUpAndSignIn(t.app);
    const question = await questionBy(t, author.userId);
    const response = await flag(t, author.cookie, question.id, { reason: 'I made a typo' });
    expect(response.statusCode).toBe(200);
    expect(await flagRows(t, question.id)).toHaveLength(1);
    expect(await noticesFor(t, author.userId)).toEqual([]);
  });

  it('answers 404 for an unknown or deleted question', async () => {
    const author = await signUpAndSignIn(t.app);
    const flagger = await signUpAndSignIn(t.app);
    const question = await questionBy(t, author.userId);
    await t.db.execute(sql`update questions set deleted_at = now() where id = ${question.id}`);
    for (const id of [question.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await flag(t, flagger.cookie, id, { reason: 'Wrong answer' });
      expect(response.statusCode).toBe(404);
    }
    expect(await flagRows(t, question.id)).toEqual([]);
    expect(await noticesFor(t, author.userId)).toEqual([]);
  });

  it('refuses a trainee who has not answered the question, and stores nothing (ADR 058)', async () => {
    const author = await signUpAndSignIn(t.app);
    const flagger = await signUpAndSignIn(t.app);
    const question = await questionBy(t, author.userId);
    const response = await flag(t, flagger.cookie, question.id, { reason: 'Looks wrong' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Answer this question before flagging it',
    });
    expect(await flagRows(t, question.id)).toEqual([]);
    expect(await noticesFor(t, author.userId)).toEqual([]);

    // having answered it, the same trainee may
    await answerQuestions(t, flagger.cookie, [question.id]);
    const after = await flag(t, flagger.cookie, question.id, { reason: 'Looks wrong' });
    expect(after.statusCode).toBe(200);
    expect(await flagRows(t, question.id)).toHaveLength(1);
  });

  it('a question left unanswered in a shared quiz (checked as a) was not answered', async () => {
    const author = await signUpAndSignIn(t.app);
    const taker = await signUpAndSignIn(t.app);
    const question = await questionBy(t, author.userId);
    const quiz = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes',
      headers: { origin: testOrigin, cookie: author.cookie },
      payload: { name: 'Defaulted', questionIds: [question.id] },
    });
    const { shareCode } = quiz.json() as { shareCode: string };
    const session = await startReady(t.app, taker.cookie, { type: 'shared-quiz', shareCode });
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/quiz-sessions/${session.id}/complete`,
      headers: { origin: testOrigin, cookie: taker.cookie },
      payload: { answers: [] },
    });
    expect(done.statusCode).toBe(200);
    const response = await flag(t, taker.cookie, question.id, { reason: 'Looks wrong' });
    expect(response.statusCode).toBe(403);
    expect(await flagRows(t, question.id)).toEqual([]);
  });

  it('sends no e-mail when mail is not configured', async () => {
    const author = await signUpAndSignIn(t.app);
    const flagger = await signUpAndSignIn(t.app);
    const question = await questionBy(t, author.userId);
    await answerQuestions(t, flagger.cookie, [question.id]);
    expect(
      (await flag(t, flagger.cookie, question.id, { reason: 'Wrong answer' })).statusCode,
    ).toBe(200);
    const mails = await readOutbox(t.app, t.dataDir);
    expect(mails.filter((m) => m.to === author.email)).toEqual([]);
  });
});

describe('flag e-mail (mail configured)', () => {
  beforeAll(async () => {
    sink = await startSmtpSink();
    mailApp = await createTestApp({ smtpUrl: sink.url, rateLimits: relaxedRateLimits });
  });
  afterAll(async () => {
    await mailApp?.close();
    mailApp = undefined;
    await sink?.close();
  });

  /** With mail configured sign-up needs verification: mark the address verified, then sign in. */
  async function verifiedAccount(name: string) {
    const app = mailApp!;
    const credentials = newCredentials({ name });
    expect((await signUp(app.app, credentials)).statusCode).toBe(200);
    await app.db.update(user).set({ emailVerified: true }).where(eq(user.email, credentials.email));
    const response = await signIn(app.app, {
      email: credentials.email,
      password: credentials.password,
    });
    expect(response.statusCode).toBe(200);
    const id = (response.json() as { user: { id: string } }).user.id;
    return { ...credentials, userId: id, cookie: cookieHeader(response) };
  }

  it("mails the author the question and the reason, but not for the author's own flag", async () => {
    const app = mailApp!;
    const author = await verifiedAccount('Mail Author');
    const flagger = await verifiedAccount('Mail Flagger');
    const question = await questionBy(app, author.userId);

    const own = await flag(app, author.cookie, question.id, { reason: 'Note to self' });
    expect(own.statusCode).toBe(200);
    await answerQuestions(app, flagger.cookie, [question.id]);
    const response = await flag(app, flagger.cookie, question.id, {
      reason: 'The explanation contradicts answer C',
    });
    expect(response.statusCode).toBe(200);

    // (The author's first mail was the sign-up verification.)
    const flagMails = () =>
      sink!.messages.filter(
        (m) => m.to.includes(author.email) && m.raw.includes('questions was flagged'),
      );
    const deadline = Date.now() + 5_000;
    while (flagMails().length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const [mail] = flagMails();
    expect(mail?.raw).toContain('Subject: One of your Hive questions was flagged');
    const text = messageText(mail!.raw);
    expect(text).toContain('The explanation contradicts answer C');
    expect(text).toContain(question.questionText);
    expect(text).toContain('/my-questions');
    // Exactly one mail to the author: their own flag sent none.
    expect(flagMails()).toHaveLength(1);
    expect(sink!.messages.filter((m) => m.to.includes(flagger.email))).toHaveLength(1); // verification
    expect(await noticesFor(app, author.userId)).toHaveLength(1);
  });
});

describe('flags per account (ADR 058), at the shipped limit', () => {
  const perDay = defaultRateLimits.flags.max;
  beforeAll(async () => {
    limited = await createTestApp({
      rateLimits: { ...relaxedRateLimits, flags: defaultRateLimits.flags },
    });
  });
  afterAll(async () => {
    await limited?.close();
    limited = undefined;
  });

  it(`refuses the ${perDay + 1}th flag of the day with 429, and stores nothing for it`, async () => {
    const app = limited!;
    const author = await signUpAndSignIn(app.app);
    const flagger = await signUpAndSignIn(app.app);
    const topic = await createTopic(app.db);
    const made = await createQuestions(app.db, author.userId, [topic.id], perDay + 1);
    await answerQuestions(
      app,
      flagger.cookie,
      made.map((q) => q.id),
    );
    for (const question of made.slice(0, perDay)) {
      expect((await flag(app, flagger.cookie, question.id, { reason: 'Wrong' })).statusCode).toBe(
        200,
      );
    }
    const last = made.at(-1)!;
    const refused = await flag(app, flagger.cookie, last.id, { reason: 'Wrong' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: flagMessages.tooManyFlags,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await flagRows(app, last.id)).toEqual([]);
    // the limit is the account's: another trainee still flags
    const another = await signUpAndSignIn(app.app);
    await answerQuestions(app, another.cookie, [last.id]);
    expect((await flag(app, another.cookie, last.id, { reason: 'Wrong' })).statusCode).toBe(200);
  });

  it('three accounts flagging a whole bank leave its quizzes full (ADR 058)', async () => {
    const app = limited!;
    const author = await signUpAndSignIn(app.app);
    const topic = await createTopic(app.db);
    const bank = (await createQuestions(app.db, author.userId, [topic.id], 64)).map((q) => q.id);
    const trainee = await signUpAndSignIn(app.app);
    /** How many of the bank's questions a Quick "all" quiz and a timed exam would ask. */
    const drawn = async () => {
      const quick = await startReady(app.app, trainee.cookie, {
        type: 'quick',
        questionCount: 'all',
      });
      const exam = await examQuestionIds(app.db, trainee.userId, 1000);
      return {
        quick: quick.questions.filter((q) => bank.includes(q.id)).length,
        exam: exam.filter((id) => bank.includes(id)).length,
      };
    };
    const statuses = async (cookie: string) => {
      const codes: number[] = [];
      for (const id of bank)
        codes.push((await flag(app, cookie, id, { reason: 'Wrong' })).statusCode);
      return codes;
    };

    // As reported: accounts that never answered flag everything. Nothing is stored.
    for (let i = 0; i < 3; i++) {
      const codes = await statuses((await signUpAndSignIn(app.app)).cookie);
      expect(codes.every((code) => code === 403 || code === 429)).toBe(true);
    }
    expect(
      await app.db
        .select()
        .from(flaggedQuestions)
        .where(inArray(flaggedQuestions.questionId, bank)),
    ).toEqual([]);
    expect(await drawn()).toEqual({ quick: 64, exam: 64 });

    // Accounts that answered the whole bank first: each gets its day's flags, no more.
    for (let i = 0; i < 3; i++) {
      const attacker = await signUpAndSignIn(app.app);
      await answerQuestions(app, attacker.cookie, bank);
      const codes = await statuses(attacker.cookie);
      expect(codes.filter((code) => code === 200)).toHaveLength(perDay);
      expect(codes.filter((code) => code === 429)).toHaveLength(64 - perDay);
    }
    expect(await drawn()).toEqual({ quick: 64 - perDay, exam: 64 - perDay });

    // A week on, with the author silent, the hourly job lapses the flags: every question is back.
    await app.db.execute(
      sql`update flagged_questions set opened_at = now() - interval '7 days 1 minute'
          where question_id = any(${sql.param(bank)}::uuid[])`,
    );
    expect(await lapseOldFlags(app.db)).toBe(3 * perDay);
    expect(await drawn()).toEqual({ quick: 64, exam: 64 });
  });
});
