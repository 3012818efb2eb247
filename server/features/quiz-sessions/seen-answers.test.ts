// GET /api/quiz-sessions/:id/seen-answers (ADR 048): a quiz kept for offline study carries the
// answer keys of the questions its owner has already answered, and never of any other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import {
  answersFor,
  completeOk,
  createQuestions,
  createTopic,
  relaxedRateLimits,
  startReady,
  type MadeQuestion,
} from '#server/test/quiz-fixtures.ts';
import type { SeenAnswer } from '#shared/contract/quiz.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
});
afterAll(async () => {
  await t?.close();
});

const seenRequest = (cookie: string, sessionId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/quiz-sessions/${sessionId}/seen-answers`,
    headers: { origin: testOrigin, cookie },
  });

/** A topic of four questions; the trainee answered the first (correctly) and the second
 * (wrongly) in an earlier quiz and left the other two unanswered. */
async function scene() {
  const author = await signUpAndSignIn(t.app, { name: 'Author' });
  const topic = await createTopic(t.db);
  const questions = await createQuestions(t.db, author.userId, [topic.id], 4);
  const user = await signUpAndSignIn(t.app, { name: 'Trainee' });
  const [first, second, third, fourth] = questions as [
    MadeQuestion,
    MadeQuestion,
    MadeQuestion,
    MadeQuestion,
  ];
  const earlier = await startReady(t.app, user.cookie, {
    type: 'topic',
    topicId: topic.id,
    questionCount: 'all',
  });
  await completeOk(t.app, user.cookie, earlier.id, {
    answers: answersFor(earlier.questions, questions, [first.id], [third.id, fourth.id]),
  });
  // The download: every question of the topic, the answered ones too.
  const kept = await startReady(t.app, user.cookie, {
    type: 'topic',
    topicId: topic.id,
    questionCount: 'all',
    excludeCorrect: false,
  });
  return { user, kept, seen: [first, second], unseen: [third, fourth] };
}

describe('seen answers of a kept quiz', () => {
  it('gives the key of each question the user has answered, right or wrong, and no other', async () => {
    const { user, kept, seen, unseen } = await scene();
    expect(kept.questions).toHaveLength(4);

    const response = await seenRequest(user.cookie, kept.id);
    expect(response.statusCode).toBe(200);
    const answers = (response.json() as { answers: SeenAnswer[] }).answers;
    expect(answers.sort((a, b) => a.questionId.localeCompare(b.questionId))).toEqual(
      seen
        .map((q) => ({
          questionId: q.id,
          correctAnswer: q.correct,
          explanation: q.explanation,
          reference: q.reference,
        }))
        .sort((a, b) => a.questionId.localeCompare(b.questionId)),
    );
    // Nothing of an unseen question's key anywhere in the answer.
    for (const q of unseen) {
      expect(response.body).not.toContain(q.id);
      expect(response.body).not.toContain(q.explanation);
      expect(response.body).not.toContain(q.reference);
    }
  });

  it('gives nothing for a quiz of questions never answered', async () => {
    const author = await signUpAndSignIn(t.app, { name: 'Author' });
    const topic = await createTopic(t.db);
    await createQuestions(t.db, author.userId, [topic.id], 3);
    const user = await signUpAndSignIn(t.app);
    const kept = await startReady(t.app, user.cookie, {
      type: 'topic',
      topicId: topic.id,
      questionCount: 'all',
    });
    const response = await seenRequest(user.cookie, kept.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ answers: [] });
  });

  it("answers 404 for another user's quiz, a finished one, and a kind no download issues", async () => {
    const { user, kept } = await scene();
    const other = await signUpAndSignIn(t.app);
    expect((await seenRequest(other.cookie, kept.id)).statusCode).toBe(404);

    const quick = await startReady(t.app, user.cookie, { type: 'quick', questionCount: 10 });
    expect((await seenRequest(user.cookie, quick.id)).statusCode).toBe(404);

    await completeOk(t.app, user.cookie, kept.id, { answers: [] });
    expect((await seenRequest(user.cookie, kept.id)).statusCode).toBe(404);
  });
});
