// Moderation (ADR 039): a flag's thread between flagger and author (nobody else: 404), the
// author's dismissal with a reply, the fix an edit makes ("updated" in the flagger's bell), and
// the 3-flag rule: open flags from 3 different trainees who answered it hold a question out of
// every quiz until the author acts or a week passes (ADR 058).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  flaggedQuestions,
  notifications,
  reviewCards,
  userQuestionStatus,
} from '#server/db/schema/index.ts';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import {
  answerQuestions,
  answersFor,
  completeOk,
  createQuestions,
  createTopic,
  relaxedRateLimits,
  startReady,
  type MadeQuestion,
} from '#server/test/quiz-fixtures.ts';
import { examQuestionIds } from '#server/features/quiz-sessions/exam-selection.ts';
import { lapseOldFlags } from './flag-hold.ts';
import { dueQuestionIds } from '#server/features/review/review-schedule.ts';
import type { FlagSummary, FlagThread } from '#shared/contract/flags.ts';
import type { MyQuestion } from '#shared/contract/questions.ts';
import type { NotificationKind } from '#server/db/schema/notifications.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
});
afterAll(async () => {
  await t?.close();
});

type User = Awaited<ReturnType<typeof signUpAndSignIn>>;

function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { origin: testOrigin, cookie },
    ...(payload ? { payload } : {}),
  });
}

/** Flags as a trainee who answered the question (answering it first if they have not). */
async function flag(user: User, questionId: string, reason = 'Two answers look right') {
  const [answered] = await t.db
    .select()
    .from(userQuestionStatus)
    .where(
      and(
        eq(userQuestionStatus.userId, user.userId),
        eq(userQuestionStatus.questionId, questionId),
      ),
    );
  if (!answered) await answerQuestions(t, user.cookie, [questionId]);
  const response = await call('POST', `/api/questions/${questionId}/flag`, user.cookie, {
    reason,
  });
  expect(response.statusCode).toBe(200);
  const [row] = await t.db
    .select({ id: flaggedQuestions.id })
    .from(flaggedQuestions)
    .where(
      and(eq(flaggedQuestions.questionId, questionId), eq(flaggedQuestions.flaggedBy, user.userId)),
    );
  return row!.id;
}

async function questionFlags(author: User, questionId: string): Promise<FlagSummary[]> {
  const response = await call('GET', `/api/questions/${questionId}/flags`, author.cookie);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function editQuestion(author: User, question: MadeQuestion, topicId: number) {
  const response = await call('PUT', `/api/questions/${question.id}`, author.cookie, {
    questionText: `${question.questionText} (clearer)`,
    topicIds: [topicId],
    answers: { a: 'First answer', b: 'Second answer', c: 'Third answer', d: 'Fourth answer' },
    correctAnswer: question.correct,
    explanation: question.explanation,
    reference: question.reference,
  });
  expect(response.statusCode).toBe(200);
}

const noticesOf = (userId: string, kind: NotificationKind) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

async function myQuestions(author: User): Promise<MyQuestion[]> {
  const response = await call('GET', '/api/questions/mine', author.cookie);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** An author with two questions in a fresh topic: `target` is the one flagged. */
async function world() {
  const author = await signUpAndSignIn(t.app);
  const topic = await createTopic(t.db);
  const [target, other] = await createQuestions(t.db, author.userId, [topic.id], 2);
  return { author, topic, target: target!, other: other! };
}

async function topicQuizIds(user: User, topicId: number): Promise<string[]> {
  const session = await startReady(t.app, user.cookie, {
    type: 'topic',
    topicId,
    questionCount: 'all',
    excludeCorrect: false,
  });
  return session.questions.map((q) => q.id);
}

async function quickQuizIds(user: User): Promise<string[]> {
  const session = await startReady(t.app, user.cookie, { type: 'quick', questionCount: 'all' });
  return session.questions.map((q) => q.id);
}

describe('the flag thread', () => {
  it('is seen by the flagger and the author only; anyone else gets 404', async () => {
    const { author, target } = await world();
    const flagger = await signUpAndSignIn(t.app);
    const stranger = await signUpAndSignIn(t.app);
    const flagId = await flag(flagger, target.id, 'Option B is also right');

    for (const [user, viewer] of [
      [author, 'author'],
      [flagger, 'flagger'],
    ] as const) {
      const response = await call('GET', `/api/flags/${flagId}`, user.cookie);
      expect(response.statusCode).toBe(200);
      const thread: FlagThread = response.json();
      expect(thread.viewer).toBe(viewer);
      expect(thread.flag).toMatchObject({
        id: flagId,
        questionId: target.id,
        status: 'open',
        reason: 'Option B is also right',
      });
      expect(thread.messages).toEqual([]);
    }

    const outsiders = [
      call('GET', `/api/flags/${flagId}`, stranger.cookie),
      call('POST', `/api/flags/${flagId}/messages`, stranger.cookie, { body: 'Me too' }),
      call('POST', `/api/flags/${flagId}/dismiss`, stranger.cookie, { body: 'No' }),
      call('GET', `/api/questions/${target.id}/flags`, stranger.cookie),
      call('GET', `/api/questions/${target.id}/flags`, flagger.cookie),
      call('GET', `/api/flags/00000000-0000-4000-8000-000000000000`, author.cookie),
    ];
    for (const response of await Promise.all(outsiders)) {
      expect(response.statusCode).toBe(404);
    }
    // the flagger may talk but not dismiss their own flag
    const dismissed = await call('POST', `/api/flags/${flagId}/dismiss`, flagger.cookie, {
      body: 'never mind',
    });
    expect(dismissed.statusCode).toBe(404);
    expect(await noticesOf(stranger.userId, 'flag-message')).toEqual([]);
  });

  it('carries replies both ways, each one a notice for the other side', async () => {
    const { author, target } = await world();
    const flagger = await signUpAndSignIn(t.app);
    const flagId = await flag(flagger, target.id);

    const asked = await call('POST', `/api/flags/${flagId}/messages`, author.cookie, {
      body: 'Which answer do you mean?',
    });
    expect(asked.statusCode).toBe(200);
    const answered = await call('POST', `/api/flags/${flagId}/messages`, flagger.cookie, {
      body: '  B, see the guideline  ',
    });
    expect(answered.statusCode).toBe(200);
    const thread: FlagThread = answered.json();
    expect(thread.messages.map((m) => [m.writtenBy, m.body])).toEqual([
      ['author', 'Which answer do you mean?'],
      ['flagger', 'B, see the guideline'],
    ]);
    expect(thread.flag.status).toBe('open');

    const toFlagger = await noticesOf(flagger.userId, 'flag-message');
    expect(toFlagger.map((n) => n.payload)).toEqual([
      {
        flagId,
        questionId: target.id,
        questionText: target.questionText,
        message: 'Which answer do you mean?',
      },
    ]);
    expect((await noticesOf(author.userId, 'flag-message')).map((n) => n.payload.message)).toEqual([
      'B, see the guideline',
    ]);
  });

  it('refuses an empty or too long message', async () => {
    const { author, target } = await world();
    const flagger = await signUpAndSignIn(t.app);
    const flagId = await flag(flagger, target.id);
    for (const body of ['   ', 'x'.repeat(1001)]) {
      const response = await call('POST', `/api/flags/${flagId}/messages`, author.cookie, { body });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('the author acts', () => {
  it('dismisses with a reply: the flag closes and the flagger hears the reply', async () => {
    const { author, target } = await world();
    const flagger = await signUpAndSignIn(t.app);
    const flagId = await flag(flagger, target.id);

    const response = await call('POST', `/api/flags/${flagId}/dismiss`, author.cookie, {
      body: 'The guideline changed in 2024; A is right.',
    });
    expect(response.statusCode).toBe(200);
    const thread: FlagThread = response.json();
    expect(thread.flag.status).toBe('dismissed');
    expect(thread.flag.resolvedAt).not.toBeNull();
    expect(thread.messages.map((m) => [m.writtenBy, m.body])).toEqual([
      ['author', 'The guideline changed in 2024; A is right.'],
    ]);
    const notices = await noticesOf(flagger.userId, 'flag-dismissed');
    expect(notices.map((n) => n.payload)).toEqual([
      {
        flagId,
        questionId: target.id,
        questionText: target.questionText,
        message: 'The guideline changed in 2024; A is right.',
      },
    ]);

    // a closed flag cannot be dismissed twice
    const again = await call('POST', `/api/flags/${flagId}/dismiss`, author.cookie, {
      body: 'again',
    });
    expect(again.statusCode).toBe(400);
    expect(await noticesOf(flagger.userId, 'flag-dismissed')).toHaveLength(1);
  });

  it('edits the question: every open flag is fixed and each flagger is told it was updated', async () => {
    const { author, topic, target } = await world();
    const first = await signUpAndSignIn(t.app);
    const second = await signUpAndSignIn(t.app);
    const dismissedBy = await signUpAndSignIn(t.app);
    await flag(first, target.id);
    await flag(second, target.id);
    const dismissedId = await flag(dismissedBy, target.id);
    await call('POST', `/api/flags/${dismissedId}/dismiss`, author.cookie, { body: 'It is fine' });

    await editQuestion(author, target, topic.id);

    const flags = await questionFlags(author, target.id);
    expect(flags.map((f) => f.status).sort()).toEqual(['dismissed', 'fixed', 'fixed']);
    for (const flagger of [first, second]) {
      const notices = await noticesOf(flagger.userId, 'flag-fixed');
      expect(notices).toHaveLength(1);
      expect(notices[0]!.payload).toMatchObject({
        questionId: target.id,
        questionText: `${target.questionText} (clearer)`,
      });
    }
    // a flag the author had already dismissed is not reopened or re-announced
    expect(await noticesOf(dismissedBy.userId, 'flag-fixed')).toEqual([]);

    // the bell carries the kind and the payload the client turns into "updated"
    const bell = await call('GET', '/api/notifications', first.cookie);
    expect(bell.json().items[0]).toMatchObject({ kind: 'flag-fixed' });
  });

  it('a re-flag after a fix opens the flag again and tells the author again', async () => {
    const { author, topic, target } = await world();
    const flagger = await signUpAndSignIn(t.app);
    await flag(flagger, target.id);
    expect(await noticesOf(author.userId, 'question-flagged')).toHaveLength(1);
    // a second flag while open only updates the reason (existing behaviour)
    await flag(flagger, target.id, 'Still two right answers');
    expect(await noticesOf(author.userId, 'question-flagged')).toHaveLength(1);

    await editQuestion(author, target, topic.id);
    await flag(flagger, target.id, 'The edit did not fix it');
    const [only] = await questionFlags(author, target.id);
    expect(only).toMatchObject({
      status: 'open',
      resolvedAt: null,
      reason: 'The edit did not fix it',
    });
    expect(await noticesOf(author.userId, 'question-flagged')).toHaveLength(2);
  });
});

describe('My Questions', () => {
  it('lists questions with open flags first, with their count', async () => {
    const author = await signUpAndSignIn(t.app);
    const topic = await createTopic(t.db);
    const [older, middle, newest] = await createQuestions(t.db, author.userId, [topic.id], 3);
    const a = await signUpAndSignIn(t.app);
    const b = await signUpAndSignIn(t.app);
    await flag(a, older!.id);
    await flag(b, older!.id);

    const list = await myQuestions(author);
    expect(list.map((q) => [q.id, q.openFlags, q.heldByFlags])).toEqual([
      [older!.id, 2, false],
      [newest!.id, 0, false],
      [middle!.id, 0, false],
    ]);

    const dismissId = await flag(a, middle!.id);
    await call('POST', `/api/flags/${dismissId}/dismiss`, author.cookie, { body: 'Fine as is' });
    expect((await myQuestions(author)).map((q) => q.id)).toEqual([
      older!.id,
      newest!.id,
      middle!.id,
    ]);
  });
});

describe('the 3-flag rule', () => {
  it('holds a question out of quick, topic, exam and shared quizzes at 3 different flaggers, back when the author dismisses one', async () => {
    const { author, topic, target, other } = await world();
    const shared = await call('POST', '/api/quizzes', author.cookie, {
      name: 'Flagged and unflagged',
      questionIds: [target.id, other.id],
    });
    const { shareCode } = shared.json() as { shareCode: string };
    const [x, y, z, trainee] = [
      await signUpAndSignIn(t.app),
      await signUpAndSignIn(t.app),
      await signUpAndSignIn(t.app),
      await signUpAndSignIn(t.app),
    ];
    const drawnEverywhere = async () => ({
      topic: (await topicQuizIds(trainee, topic.id)).includes(target.id),
      quick: (await quickQuizIds(trainee)).includes(target.id),
      exam: (await examQuestionIds(t.db, trainee.userId, 1000)).includes(target.id),
      shared: (
        await startReady(t.app, trainee.cookie, { type: 'shared-quiz', shareCode })
      ).questions.some((q) => q.id === target.id),
    });
    const everywhere = { topic: true, quick: true, exam: true, shared: true };
    const nowhere = { topic: false, quick: false, exam: false, shared: false };

    await flag(x, target.id);
    await flag(y, target.id);
    // the author's own flag never counts towards the hold
    await flag(author, target.id, 'I doubt it myself');
    expect(await drawnEverywhere()).toEqual(everywhere);
    expect((await myQuestions(author)).find((q) => q.id === target.id)).toMatchObject({
      openFlags: 3,
      heldByFlags: false,
    });

    const zFlag = await flag(z, target.id);
    expect(await drawnEverywhere()).toEqual(nowhere);
    expect(await topicQuizIds(trainee, topic.id)).toEqual([other.id]);
    expect((await myQuestions(author)).find((q) => q.id === target.id)).toMatchObject({
      openFlags: 4,
      heldByFlags: true,
    });

    const dismissed = await call('POST', `/api/flags/${zFlag}/dismiss`, author.cookie, {
      body: 'It is right',
    });
    expect(dismissed.statusCode).toBe(200);
    expect(await drawnEverywhere()).toEqual(everywhere);
  });

  it('an edit fixes every open flag, so the question is back at once', async () => {
    const { author, topic, target } = await world();
    const trainee = await signUpAndSignIn(t.app);
    for (let i = 0; i < 3; i++) await flag(await signUpAndSignIn(t.app), target.id);
    expect(await topicQuizIds(trainee, topic.id)).not.toContain(target.id);
    await editQuestion(author, target, topic.id);
    expect(await topicQuizIds(trainee, topic.id)).toContain(target.id);
  });

  it('holds a due card and a saved question out of the due and saved quizzes', async () => {
    const { topic, target, other } = await world();
    const trainee = await signUpAndSignIn(t.app);
    const session = await startReady(t.app, trainee.cookie, {
      type: 'topic',
      topicId: topic.id,
      questionCount: 'all',
    });
    await completeOk(t.app, trainee.cookie, session.id, {
      answers: answersFor(session.questions, [target, other], []),
    });
    // both cards due since yesterday
    await t.db
      .update(reviewCards)
      .set({ due: sql`now() - interval '1 day'` })
      .where(eq(reviewCards.userId, trainee.userId));
    const saved = await call('PUT', `/api/saved/${target.id}`, trainee.cookie, { note: '' });
    expect(saved.statusCode).toBe(200);
    expect((await dueQuestionIds(t.db, trainee.userId, 50)).sort()).toEqual(
      [target.id, other.id].sort(),
    );
    const savedQuiz = await startReady(t.app, trainee.cookie, { type: 'saved' });
    expect(savedQuiz.questions.map((q) => q.id)).toEqual([target.id]);

    for (let i = 0; i < 3; i++) await flag(await signUpAndSignIn(t.app), target.id);

    expect(await dueQuestionIds(t.db, trainee.userId, 50)).toEqual([other.id]);
    const emptySaved = await call('POST', '/api/quiz-sessions', trainee.cookie, { type: 'saved' });
    expect(emptySaved.json()).toEqual({ status: 'empty' });
  });

  it('counts only flags from trainees who answered the question', async () => {
    const { topic, target } = await world();
    const trainee = await signUpAndSignIn(t.app);
    // flags raised before the rule by accounts that never answered: open, holding nothing
    const strangers = [
      await signUpAndSignIn(t.app),
      await signUpAndSignIn(t.app),
      await signUpAndSignIn(t.app),
    ];
    await t.db
      .insert(flaggedQuestions)
      .values(
        strangers.map((s) => ({ questionId: target.id, flaggedBy: s.userId, reason: 'Spam' })),
      );
    expect(await topicQuizIds(trainee, topic.id)).toContain(target.id);
    // two answerers' flags beside them are still not three; a third answerer's is
    await flag(await signUpAndSignIn(t.app), target.id);
    await flag(await signUpAndSignIn(t.app), target.id);
    expect(await topicQuizIds(trainee, topic.id)).toContain(target.id);
    await flag(await signUpAndSignIn(t.app), target.id);
    expect(await topicQuizIds(trainee, topic.id)).not.toContain(target.id);
  });

  it('a hold ends a week after the flags were raised; the flags stay open for the author', async () => {
    const { author, topic, target } = await world();
    const trainee = await signUpAndSignIn(t.app);
    const flaggers = [
      await signUpAndSignIn(t.app),
      await signUpAndSignIn(t.app),
      await signUpAndSignIn(t.app),
    ];
    for (const flagger of flaggers) await flag(flagger, target.id);
    expect(await topicQuizIds(trainee, topic.id)).not.toContain(target.id);

    /** The flags raised `interval` ago, and the hourly job's turn. */
    const age = async (interval: string) => {
      await t.db.execute(
        sql`update flagged_questions set opened_at = now() - ${interval}::interval
            where question_id = ${target.id}`,
      );
      await lapseOldFlags(t.db);
    };
    await age('6 days 23 hours');
    expect(await topicQuizIds(trainee, topic.id)).not.toContain(target.id);
    await age('7 days 1 minute');
    expect(await topicQuizIds(trainee, topic.id)).toContain(target.id);
    expect((await myQuestions(author)).find((q) => q.id === target.id)).toMatchObject({
      openFlags: 3,
      heldByFlags: false,
    });
    // a new reason on an open flag does not start the week again
    await flag(flaggers[0]!, target.id, 'Still wrong');
    expect(await topicQuizIds(trainee, topic.id)).toContain(target.id);
    // three new answerers can hold it again
    for (let i = 0; i < 3; i++) await flag(await signUpAndSignIn(t.app), target.id);
    expect(await topicQuizIds(trainee, topic.id)).not.toContain(target.id);
  });
});
