// A question shared by link [product#shared-question, #sharing,
// #nectar-and-honey-pots]: anyone reads it without the answer; the check reveals it; a signed-in
// answer is saved (nectar +1 on the first correct answer only, the author +1 once per other user);
// a visitor's answer is not saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { checkLedgerAfterEach } from '#server/test/ledger.ts';
import {
  createTopic,
  ledgerRows,
  pointsOf,
  profileCounters,
  relaxedRateLimits,
} from '#server/test/quiz-fixtures.ts';
import {
  allKeys,
  count,
  errorOf,
  optionsOf,
  questionForm,
  request,
  shareOk,
  writeOk,
} from '#server/test/authoring.ts';
import { issuedQuestionsOf } from '#server/features/quiz-sessions/issued-questions.ts';
import type { SharedAnswerResult, SharedQuestion } from '#shared/contract/shared-question.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
});
afterAll(async () => {
  await t?.close();
});
checkLedgerAfterEach(() => t);

/** An author with one shared question (correct answer c). */
async function sharedScene() {
  const author = await signUpAndSignIn(t.app, { name: 'Sharing Author' });
  const topic = await createTopic(t.db, 'Shared topic');
  const form = questionForm([topic.id], { correctAnswer: 'c' });
  const questionId = await writeOk(t.app, author.cookie, form);
  const code = await shareOk(t.app, author.cookie, questionId);
  return { author, topic, form, questionId, code };
}

const check = (code: string, cookie: string | undefined, answer: unknown) =>
  request(t.app, 'POST', `/api/shared/${code}/check`, cookie, { answer });

async function checkOk(code: string, cookie: string | undefined, answer: string) {
  const response = await check(code, cookie, answer);
  expect(response.statusCode).toBe(200);
  return response.json() as SharedAnswerResult;
}

const answerRows = (userId: string) =>
  t.db.execute<{
    question_id: string;
    selected_answer: string;
    is_correct: boolean;
    source: string;
  }>(
    sql`select question_id, selected_answer, is_correct, source from user_answers
        where user_id = ${userId} order by answered_at, id`,
  );

describe('share links', () => {
  it('are random and unguessable: at least 16 URL-safe characters, different per question', async () => {
    const { author, topic, code } = await sharedScene();
    const other = await writeOk(t.app, author.cookie, questionForm([topic.id]));
    const otherCode = await shareOk(t.app, author.cookie, other);
    for (const c of [code, otherCode]) expect(c).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(otherCode).not.toBe(code);
  });
});

describe('GET /api/shared/:code', () => {
  it('shows the question, its answers, topics and sharer, and no correct answer', async () => {
    const { author, topic, form, questionId, code } = await sharedScene();
    const response = await request(t.app, 'GET', `/api/shared/${code}`);
    expect(response.statusCode).toBe(200);
    const json = response.json() as SharedQuestion;
    expect(json).toEqual({
      id: questionId,
      questionText: form.questionText,
      points: 1,
      topics: [{ name: topic.name }],
      answers: optionsOf(form.answers),
      images: [],
      sharedByName: author.name,
    });
    const keys = allKeys(json);
    for (const secret of [
      'correctAnswer',
      'correct_answer',
      'explanation',
      'reference',
      'isCorrect',
    ]) {
      expect(keys.has(secret), secret).toBe(false);
    }
    expect(response.body).not.toContain(form.explanation as string);
    expect(response.body).not.toContain(form.reference as string);
  });

  it('is the same for a signed-in reader', async () => {
    const { code } = await sharedScene();
    const reader = await signUpAndSignIn(t.app);
    const response = await request(t.app, 'GET', `/api/shared/${code}`, reader.cookie);
    expect(response.statusCode).toBe(200);
    expect(allKeys(response.json()).has('correctAnswer')).toBe(false);
  });

  it('a malformed code is 400 Invalid share link; an unknown one 404 Question not found', async () => {
    for (const bad of ['abc', 'has%20space', 'x'.repeat(65), 'semi%3Bcolon!']) {
      for (const response of [
        await request(t.app, 'GET', `/api/shared/${bad}`),
        await check(bad, undefined, 'a'),
      ]) {
        expect(response.statusCode, bad).toBe(400);
        expect(errorOf(response).message, bad).toBe('Invalid share link');
      }
    }
    for (const response of [
      await request(t.app, 'GET', '/api/shared/AbCdEfGhIjKlMnOp'),
      await check('AbCdEfGhIjKlMnOp', undefined, 'a'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'Question not found' });
    }
  });
});

describe('POST /api/shared/:code/check', () => {
  it('needs an answer: Please select an answer', async () => {
    const { code } = await sharedScene();
    for (const answer of [undefined, '', 'e']) {
      const response = await check(code, undefined, answer);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe('Please select an answer');
    }
  });

  it('a visitor gets the verdict, correct answer, explanation and reference; nothing is saved', async () => {
    const { author, form, code } = await sharedScene();
    const authorPoints = await pointsOf(t.db, author.userId);
    const answersBefore = await count(t.db, sql`user_answers`);
    const eventsBefore = await count(t.db, sql`point_events`);

    expect(await checkOk(code, undefined, 'a')).toEqual({
      isCorrect: false,
      correctAnswer: 'c',
      explanation: form.explanation,
      reference: form.reference,
      // nobody else has answered it yet (ADR 032)
      peerStats: null,
      points: 1,
      pointsEarned: 0,
      saved: false,
    });
    expect(await checkOk(code, undefined, 'c')).toMatchObject({
      isCorrect: true,
      correctAnswer: 'c',
      pointsEarned: 0,
      saved: false,
    });
    expect(await count(t.db, sql`user_answers`)).toBe(answersBefore);
    expect(await count(t.db, sql`point_events`)).toBe(eventsBefore);
    expect(await pointsOf(t.db, author.userId)).toBe(authorPoints);
  });

  it('a signed-in answer is saved; nectar on the first correct answer only; the author +1 once', async () => {
    const { author, questionId, code } = await sharedScene();
    const reader = await signUpAndSignIn(t.app, { name: 'Reader' });
    const authorStart = await pointsOf(t.db, author.userId);

    // Wrong first: saved, the reader earns nothing, the author +1 for the attempt.
    expect(await checkOk(code, reader.cookie, 'b')).toMatchObject({
      isCorrect: false,
      correctAnswer: 'c',
      pointsEarned: 0,
      saved: true,
    });
    expect(await pointsOf(t.db, reader.userId)).toBe(0);
    expect(await pointsOf(t.db, author.userId)).toBe(authorStart + 1);

    // Then correct: +1 for the reader; the author gets nothing more from this reader.
    expect(await checkOk(code, reader.cookie, 'c')).toMatchObject({
      isCorrect: true,
      pointsEarned: 1,
      saved: true,
    });
    expect(await pointsOf(t.db, reader.userId)).toBe(1);
    expect(await pointsOf(t.db, author.userId)).toBe(authorStart + 1);

    // Correct again: saved, but no nectar for anyone.
    expect(await checkOk(code, reader.cookie, 'c')).toMatchObject({
      isCorrect: true,
      pointsEarned: 0,
      saved: true,
    });
    expect(await pointsOf(t.db, reader.userId)).toBe(1);
    expect(await pointsOf(t.db, author.userId)).toBe(authorStart + 1);

    expect((await answerRows(reader.userId)).rows).toEqual([
      {
        question_id: questionId,
        selected_answer: 'b',
        is_correct: false,
        source: 'shared-question',
      },
      {
        question_id: questionId,
        selected_answer: 'c',
        is_correct: true,
        source: 'shared-question',
      },
      {
        question_id: questionId,
        selected_answer: 'c',
        is_correct: true,
        source: 'shared-question',
      },
    ]);
    expect(await ledgerRows(t.db, reader.userId)).toEqual([
      { delta: 1, reason: 'first-correct', reference: questionId },
    ]);
    expect(await profileCounters(t.db, reader.userId)).toMatchObject({
      questionsAnswered: 1,
      answersTotal: 3,
      answersCorrect: 2,
    });

    // A second reader gives the author one more.
    const second = await signUpAndSignIn(t.app, { name: 'Second reader' });
    expect(await checkOk(code, second.cookie, 'c')).toMatchObject({ pointsEarned: 1 });
    expect(await pointsOf(t.db, author.userId)).toBe(authorStart + 2);
    expect(await ledgerRows(t.db, author.userId, 'question-attempted')).toHaveLength(2);
  });

  it('the author answering their own shared question earns nothing', async () => {
    const { author, code } = await sharedScene();
    const start = await pointsOf(t.db, author.userId);
    expect(await checkOk(code, author.cookie, 'c')).toMatchObject({
      isCorrect: true,
      pointsEarned: 0,
      saved: true,
    });
    expect(await pointsOf(t.db, author.userId)).toBe(start);
    expect((await answerRows(author.userId)).rows).toHaveLength(1);
  });

  it('concurrent correct answers by one reader award the nectar once', async () => {
    const { author, code } = await sharedScene();
    const reader = await signUpAndSignIn(t.app);
    const authorStart = await pointsOf(t.db, author.userId);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => checkOk(code, reader.cookie, 'c')),
    );
    expect(results.map((r) => r.pointsEarned).sort()).toEqual([0, 0, 0, 0, 1]);
    expect(await pointsOf(t.db, reader.userId)).toBe(1);
    expect(await pointsOf(t.db, author.userId)).toBe(authorStart + 1);
    expect((await answerRows(reader.userId)).rows).toHaveLength(5);
  });

  it('ignores a points value sent by the client', async () => {
    const { code } = await sharedScene();
    const reader = await signUpAndSignIn(t.app);
    const response = await request(t.app, 'POST', `/api/shared/${code}/check`, reader.cookie, {
      answer: 'c',
      points: 100,
      pointsEarned: 100,
    });
    expect(response.statusCode).toBe(200);
    expect(await pointsOf(t.db, reader.userId)).toBe(1);
  });

  it('grades by the answer key as it is now, read once while nothing changes', async () => {
    const { code, questionId } = await sharedScene();
    const reads = () => issuedQuestionsOf(t.db).counts.read;
    const before = reads();
    expect((await checkOk(code, undefined, 'c')).isCorrect).toBe(true);
    expect(reads()).toBe(before + 1);
    expect((await checkOk(code, undefined, 'c')).isCorrect).toBe(true);
    expect(reads()).toBe(before + 1);

    await t.db.execute(sql`update questions set correct_answer = 'b',
                             explanation = 'The key was corrected' where id = ${questionId}`);
    const corrected = await checkOk(code, undefined, 'c');
    expect(corrected).toMatchObject({
      isCorrect: false,
      correctAnswer: 'b',
      explanation: 'The key was corrected',
    });
    expect((await checkOk(code, undefined, 'b')).isCorrect).toBe(true);
    expect(reads()).toBe(before + 2); // read again once, after the change
  });
});
