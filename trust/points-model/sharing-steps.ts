// Steps of sharing: the shared question check (recorded for a signed-in user, 404 once deleted),
// quizzes from one's own questions, and shared-quiz sessions (ADR 025: deleted questions drop
// out, unanswered = option a [product#unanswered-as-a], one session is recorded once).
import { expect } from 'vitest';
import type { OptionId } from '#shared/contract/questions.ts';
import type { QuizResult, StartQuizResponse } from '#shared/contract/quiz.ts';
import type { SharedAnswerResult } from '#shared/contract/shared-question.ts';
import { optionFor, type Action } from './actions.ts';
import { actorOf, choose, expectStatus, phases, type Step } from './step.ts';
import type { BatchChecks, Quiz, World } from './world.ts';

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

/** What one completion says, checked against the quiz, the answers sent and the model. */
function checkAttempt(
  world: World,
  quiz: Quiz,
  chosen: Map<string, OptionId>,
  deletedAtStart: string[],
  result: QuizResult,
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

const completeUrl = (sessionId: string) => `/api/quiz-sessions/${sessionId}/complete`;

export function sharedQuizStep(world: World, action: Of<'sharedQuiz'>): Step | null {
  const quiz = choose(world.quizzes, action.quiz);
  if (!quiz) return null;
  const { model } = world;
  const actor = actorOf(world, action.actor);
  const deletedAtStart = quiz.questionIds.filter((id) => !model.isLive(id));
  return {
    phase: phases.independent,
    async run() {
      const start = await world.send('POST', '/api/quiz-sessions', actor, {
        type: 'shared-quiz',
        shareCode: quiz.code,
      });
      expectStatus(start, 200);
      const started = start.json() as StartQuizResponse;
      if (started.status !== 'ready') {
        // Every question of the quiz was deleted.
        return (checks) => {
          expect(started.status).toBe('empty');
          checks.eventually(() =>
            expect(quiz.questionIds.filter((id) => model.isLive(id))).toEqual([]),
          );
        };
      }
      const { session } = started;
      const answers = session.questions.flatMap((q, i) => {
        const selected = optionFor(
          action.picks[i % action.picks.length]!,
          model.question(q.id)!.correct,
        );
        return selected ? [{ questionId: q.id, selectedAnswer: selected }] : [];
      });
      const chosen = new Map(answers.map((a) => [a.questionId, a.selectedAnswer]));
      const body = { answers, ...(session.claimToken && { claimToken: session.claimToken }) };
      const responses = await Promise.all(
        Array.from({ length: action.doubleClick ? 2 : 1 }, () =>
          world.send('POST', completeUrl(session.id), actor, body),
        ),
      );
      return (checks) => {
        for (const response of responses) expectStatus(response, 200);
        const results = responses.map((r) => r.json() as QuizResult);
        for (const result of results) {
          checkAttempt(world, quiz, chosen, deletedAtStart, result, checks);
          expect(result.saved).toBe(actor !== null);
          // A double click: one completion, the other replays its stored result.
          expect(result).toEqual(results[0]);
        }
        const result = results[0]!;
        world.attempts.push({ quiz, actor, sessionId: session.id, body, result });
        if (!actor) {
          expect(result.pointsEarned, 'a visitor earns nothing').toBe(0);
          return;
        }
        // Every question is recorded, an unanswered one as a (defaulted, ADR 058).
        const earned = result.results.reduce(
          (sum, r) =>
            sum +
            model.answer(actor.userId, r.questionId, r.selectedAnswer!, !chosen.has(r.questionId)),
          0,
        );
        checks.credit(actor.userId, earned, result.pointsEarned);
      };
    },
  };
}

export function sharedQuizReplayStep(world: World, action: Of<'sharedQuizReplay'>): Step | null {
  const attempt = choose(world.attempts, action.attempt);
  if (!attempt) return null;
  return {
    phase: phases.replay,
    async run() {
      const response = await world.send(
        'POST',
        completeUrl(attempt.sessionId),
        attempt.actor,
        attempt.body,
      );
      return () => {
        expectStatus(response, 200);
        // A repeated Finish replays the stored result and records (and earns) nothing more.
        expect(response.json() as QuizResult).toEqual(attempt.result);
      };
    },
  };
}
