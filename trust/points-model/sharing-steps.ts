// Steps of sharing: the shared question check (recorded for a signed-in user, 404 once deleted),
// quizzes from one's own questions, and shared-quiz attempts (deleted questions drop out,
// unanswered = option a [001 §4], one attempt id is recorded once).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { OptionId } from '#shared/contract/questions.ts';
import type { QuizAttemptResult } from '#shared/contract/quizzes.ts';
import type { SharedAnswerResult } from '#shared/contract/shared-question.ts';
import { optionFor, type Action } from './actions.ts';
import { actorOf, choose, expectStatus, phases, type Step } from './step.ts';
import type { Account, BatchChecks, Quiz, World } from './world.ts';

type Of<K extends Action['kind']> = Extract<Action, { kind: K }>;

/** The author's share code for a question, made on first use; null once it is deleted. */
async function shareCode(world: World, questionId: string): Promise<string | null> {
  const known = world.shareCodes.get(questionId);
  if (known) return known;
  const author = world.account(world.model.question(questionId)!.author);
  const response = await world.send('POST', `/api/questions/${questionId}/share`, author);
  if (expectStatus(response, 200, 404) === 404) return null;
  const { code } = response.json() as { code: string };
  world.shareCodes.set(questionId, code);
  return code;
}

export function sharedCheckStep(world: World, action: Of<'sharedCheck'>): Step | null {
  const { model } = world;
  const questionId = choose(model.questionIds(), action.target);
  if (!questionId) return null;
  const liveAtStart = model.isLive(questionId);
  // A deleted question that was never shared has no link to follow.
  if (!liveAtStart && !world.shareCodes.has(questionId)) return null;
  const actor = actorOf(world, action.actor);
  const { correct } = model.question(questionId)!;
  const selected = optionFor(action.pick, correct) ?? 'a';
  const gone = (checks: BatchChecks) =>
    checks.eventually(() => expect(model.isLive(questionId)).toBe(false));
  return {
    phase: phases.independent,
    async run() {
      const code = await shareCode(world, questionId);
      if (!code) return gone;
      const response = await world.send('POST', `/api/shared/${code}/check`, actor, {
        answer: selected,
      });
      return (checks) => {
        if (expectStatus(response, 200, 404) === 404) return gone(checks);
        expect(liveAtStart, 'a deleted question answered through its link').toBe(true);
        const result = response.json() as SharedAnswerResult;
        expect(result.isCorrect).toBe(selected === correct);
        expect(result.correctAnswer).toBe(correct);
        expect(result.saved).toBe(actor !== null);
        if (!actor) {
          expect(result.pointsEarned, 'a visitor earns nothing').toBe(0);
          return;
        }
        checks.credit(
          actor.userId,
          model.answer(actor.userId, questionId, selected),
          result.pointsEarned,
        );
      };
    },
  };
}

export function createQuizStep(world: World, action: Of<'createQuiz'>): Step | null {
  const author = choose(world.accounts, action.user)!;
  const { model } = world;
  const own = model
    .questionIds()
    .filter((id) => model.isLive(id) && model.question(id)!.author === author.userId);
  if (own.length === 0) return null;
  const questionIds = own.slice(-action.size);
  return {
    phase: phases.independent,
    async run() {
      const response = await world.send('POST', '/api/quizzes', author, {
        name: 'Property quiz',
        questionIds,
      });
      return (checks) => {
        if (expectStatus(response, 200, 403) === 403) {
          // Refused only because one of them was deleted at the same moment.
          checks.eventually(() => expect(questionIds.every((id) => model.isLive(id))).toBe(false));
          return;
        }
        const { shareCode: code } = response.json() as { shareCode: string };
        world.quizzes.push({ code, author: author.userId, questionIds });
      };
    },
  };
}

/** What one attempt response says, checked against the quiz, the answers sent and the model. */
function checkAttempt(
  world: World,
  quiz: Quiz,
  chosen: Map<string, OptionId>,
  deletedAtStart: string[],
  result: QuizAttemptResult,
  checks: BatchChecks,
) {
  const shown = result.results.map((r) => r.questionId);
  expect(shown, 'the quiz order, without deleted questions').toEqual(
    quiz.questionIds.filter((id) => shown.includes(id)),
  );
  expect(
    shown.filter((id) => deletedAtStart.includes(id)),
    'deleted but asked',
  ).toEqual([]);
  checks.eventually(() =>
    expect(quiz.questionIds.filter((id) => world.model.isLive(id) && !shown.includes(id))).toEqual(
      [],
    ),
  );
  for (const r of result.results) {
    const selected = chosen.get(r.questionId) ?? 'a';
    expect(r.selectedAnswer, 'unanswered counts as option a').toBe(selected);
    expect(r.isCorrect).toBe(selected === world.model.question(r.questionId)!.correct);
  }
}

/** Sends an attempt; for a signed-in taker also reads how many questions were recorded, if any. */
async function sendAttempt(
  world: World,
  quiz: Quiz,
  actor: Account | null,
  body: { attemptId: string; answers: { questionId: string; selectedAnswer: OptionId }[] },
  copies: number,
) {
  const url = `/api/take-quiz/${quiz.code}/attempts`;
  const responses = await Promise.all(
    Array.from({ length: copies }, () => world.send('POST', url, actor, body)),
  );
  // Which of two racing copies was recorded shows in the stored attempt's question count (a
  // question deleted between them is the only way they can differ).
  const stored = await world.db.execute<{ total: number }>(
    sql`select total_questions as total from public_quiz_attempts where id = ${body.attemptId}`,
  );
  return { responses, recordedTotal: stored.rows[0]?.total ?? null };
}

export function sharedQuizStep(world: World, action: Of<'sharedQuiz'>): Step | null {
  const quiz = choose(world.quizzes, action.quiz);
  if (!quiz) return null;
  const { model } = world;
  const actor = actorOf(world, action.actor);
  const deletedAtStart = quiz.questionIds.filter((id) => !model.isLive(id));
  const answers = quiz.questionIds
    .filter((id) => model.isLive(id))
    .flatMap((questionId, i) => {
      const selected = optionFor(
        action.picks[i % action.picks.length]!,
        model.question(questionId)!.correct,
      );
      return selected ? [{ questionId, selectedAnswer: selected }] : [];
    });
  const chosen = new Map(answers.map((a) => [a.questionId, a.selectedAnswer]));
  const body = { attemptId: randomUUID(), answers };
  return {
    phase: phases.independent,
    async run() {
      const { responses, recordedTotal } = await sendAttempt(
        world,
        quiz,
        actor,
        body,
        action.doubleClick ? 2 : 1,
      );
      return (checks) => {
        for (const response of responses) expectStatus(response, 200);
        const results = responses.map((r) => r.json() as QuizAttemptResult);
        for (const result of results) {
          checkAttempt(world, quiz, chosen, deletedAtStart, result, checks);
          expect(result.saved).toBe(actor !== null);
        }
        world.attempts.push({ quiz, actor, body });
        const reported = results.reduce((sum, r) => sum + r.pointsEarned, 0);
        if (!actor || recordedTotal === null) {
          // Nothing recorded: a visitor, or every question of the quiz was deleted.
          expect(reported).toBe(0);
          if (actor) expect(results.every((r) => r.results.length === 0)).toBe(true);
          return;
        }
        const recorded = results.find((r) => r.totalQuestions === recordedTotal);
        expect(recorded, 'the stored attempt is one of the responses').toBeDefined();
        const earned = recorded!.results.reduce(
          (sum, r) => sum + model.answer(actor.userId, r.questionId, r.selectedAnswer),
          0,
        );
        checks.credit(actor.userId, earned, reported);
      };
    },
  };
}

export function sharedQuizReplayStep(world: World, action: Of<'sharedQuizReplay'>): Step | null {
  const attempt = choose(world.attempts, action.attempt);
  if (!attempt) return null;
  const { model } = world;
  const deletedAtStart = attempt.quiz.questionIds.filter((id) => !model.isLive(id));
  const chosen = new Map(attempt.body.answers.map((a) => [a.questionId, a.selectedAnswer]));
  return {
    phase: phases.replay,
    async run() {
      const { responses } = await sendAttempt(world, attempt.quiz, attempt.actor, attempt.body, 1);
      return (checks) => {
        expectStatus(responses[0]!, 200);
        const result = responses[0]!.json() as QuizAttemptResult;
        checkAttempt(world, attempt.quiz, chosen, deletedAtStart, result, checks);
        expect(result.pointsEarned, 'a repeated Finish earns nothing').toBe(0);
      };
    },
  };
}
