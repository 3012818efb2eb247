// The issued questions kept in memory (issued-questions.ts): a start must always show what the
// database holds now (a question's text, options, topic names), a completion must grade with the
// answer key as it is now, and starts and completions that issue the same questions read them
// once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import {
  answersFor,
  completeOk,
  createQuestions,
  createTopic,
  relaxedRateLimits,
  startReady,
  wrongOption,
} from '#server/test/quiz-fixtures.ts';
import { loadQuestions } from '#server/features/questions/question-read.ts';
import { presentAuthoredQuestion } from '#server/features/questions/question-presenter.ts';
import { issuedQuestionsOf } from './issued-questions.ts';

let t: TestApp;
let author: Awaited<ReturnType<typeof signUpAndSignIn>>;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
  author = await signUpAndSignIn(t.app, { name: 'Issue Author' });
});
afterAll(async () => {
  await t?.close();
});

const reads = () => issuedQuestionsOf(t.db).counts.read;

/** A topic of exactly ten questions: every topic quiz of 10 issues all of them. */
async function topicOfTen() {
  const topic = await createTopic(t.db);
  const questions = await createQuestions(t.db, author.userId, [topic.id], 10);
  return { topic, questions, ids: questions.map((q) => q.id) };
}

/** A new user's topic quiz of 10, with its questions in id order. */
async function startedBySomeone(topicId: number) {
  const user = await signUpAndSignIn(t.app);
  const session = await startReady(t.app, user.cookie, {
    type: 'topic',
    topicId,
    questionCount: 10,
  });
  return [...session.questions].sort((a, b) => a.id.localeCompare(b.id));
}

/** What the database holds now, presented as a start presents it, in id order. */
async function fresh(ids: string[]) {
  const questions = await loadQuestions(t.db, [...ids].sort());
  return questions.map(presentAuthoredQuestion);
}

describe('the issued questions in memory', () => {
  it('reads the questions once for two starts that issue them', async () => {
    const { topic, ids } = await topicOfTen();
    const first = await startedBySomeone(topic.id);
    const afterFirst = reads();
    const second = await startedBySomeone(topic.id);
    expect(reads()).toBe(afterFirst);
    expect(second).toEqual(first);
    expect(second).toEqual(await fresh(ids));
  });

  it('shows a changed question text, option and topic name at the next start', async () => {
    const { topic, ids } = await topicOfTen();
    await startedBySomeone(topic.id); // all ten in memory now
    const [one, two] = ids;

    await t.db.execute(sql`update questions set question_text = 'Which sign is the edited one?'
                           where id = ${one}`);
    const afterText = await startedBySomeone(topic.id);
    expect(afterText.find((q) => q.id === one)?.questionText).toBe('Which sign is the edited one?');

    await t.db.execute(sql`update question_answers set answer_text = 'An edited option'
                           where question_id = ${two} and option_id = 'c'`);
    const afterOption = await startedBySomeone(topic.id);
    const options = afterOption.find((q) => q.id === two)?.answers;
    expect(options?.find((o) => o.id === 'c')?.text).toBe('An edited option');

    await t.db.execute(sql`update topics set name = ${`${topic.name} (renamed)`}
                           where id = ${topic.id}`);
    const afterRename = await startedBySomeone(topic.id);
    expect(afterRename).toEqual(await fresh(ids));
    expect(afterRename[0]?.topics).toEqual([{ name: `${topic.name} (renamed)` }]);
  });

  it('never issues the answer key', async () => {
    const { topic } = await topicOfTen();
    await startedBySomeone(topic.id);
    const again = await startedBySomeone(topic.id);
    for (const question of again) {
      expect(Object.keys(question)).not.toContain('correctAnswer');
      expect(Object.keys(question)).not.toContain('explanation');
    }
  });

  it('grades a completion from memory, with the answer key as it is now', async () => {
    const { topic, questions } = await topicOfTen();
    const user = await signUpAndSignIn(t.app);
    const session = await startReady(t.app, user.cookie, {
      type: 'topic',
      topicId: topic.id,
      questionCount: 10,
    });
    const afterStart = reads();
    const [first, second] = questions;
    const rightForAll = questions.map((q) => q.id);

    // The start read all ten: a completion of the same questions reads none.
    const graded = await completeOk(t.app, user.cookie, session.id, {
      answers: answersFor(session.questions, questions, rightForAll),
    });
    expect(reads()).toBe(afterStart);
    expect(graded.correctAnswers).toBe(10);

    // The key of one question changes after a classmate's start: their completion grades by
    // the new key, and says so with the new explanation.
    const classmate = await signUpAndSignIn(t.app);
    const next = await startReady(t.app, classmate.cookie, {
      type: 'topic',
      topicId: topic.id,
      questionCount: 10,
    });
    const newKey = wrongOption(first!.correct);
    await t.db.execute(sql`update questions set correct_answer = ${newKey},
                             explanation = 'The key was corrected' where id = ${first!.id}`);
    const beforeRegrade = reads();
    const regraded = await completeOk(t.app, classmate.cookie, next.id, {
      answers: [
        { questionId: first!.id, selectedAnswer: newKey },
        { questionId: second!.id, selectedAnswer: wrongOption(second!.correct) },
      ],
    });
    const firstResult = regraded.results.find((r) => r.questionId === first!.id);
    expect(firstResult).toMatchObject({
      isCorrect: true,
      correctAnswer: newKey,
      explanation: 'The key was corrected',
    });
    expect(regraded.results.find((r) => r.questionId === second!.id)?.isCorrect).toBe(false);
    expect(regraded.correctAnswers).toBe(1);
    // the bank changed since the start: the completion read its ten questions again
    expect(reads()).toBe(beforeRegrade + 10);
  });
});
