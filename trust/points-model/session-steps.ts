// Steps of quiz sessions: start (a deleted question is never issued), complete (once: a double
// click or a racing second body gets the kept result), replay (the same result, nothing more) and
// claim (a visitor's completed attempt becomes one user's answers, once).
import { expect } from 'vitest';
import type { QuizResult, StartQuizResponse } from '#shared/contract/quiz.ts';
import { optionFor, type Action } from './actions.ts';
import { actorOf, choose, expectStatus, phases, type Step } from './step.ts';
import type { BatchChecks, CompleteBody, Session, World } from './world.ts';

type Of<K extends Action['kind']> = Extract<Action, { kind: K }>;

const quickTen = 10;

export function startStep(world: World, action: Of<'start'>): Step {
  const actor = actorOf(world, action.actor);
  const { model } = world;
  const liveAtStart = model.questionIds().filter((id) => model.isLive(id));
  const deletedAtStart = model.questionIds().filter((id) => !model.isLive(id));
  return {
    phase: phases.independent,
    async run() {
      const response = await world.send('POST', '/api/quiz-sessions', actor, {
        type: 'quick',
        questionCount: quickTen,
        excludeCorrect: !action.redo,
      });
      return (checks) => {
        expectStatus(response, 200);
        const body = response.json() as StartQuizResponse;
        if (body.status === 'empty') {
          // Nothing to ask: no question was live, or one was deleted meanwhile (the last one, or
          // the last one this user had not mastered: then the rest are all mastered).
          checks.eventually(() =>
            expect(
              liveAtStart.length === 0 || liveAtStart.some((id) => !model.isLive(id)),
              'an empty quiz while questions were live',
            ).toBe(true),
          );
          return;
        }
        if (body.status === 'all-attempted') {
          expect(actor, 'a visitor has attempted nothing').not.toBeNull();
          expect(action.redo, 'a redo offers attempted questions again').toBe(false);
          return;
        }
        const issued = body.session.questions.map((q) => q.id);
        expect(new Set(issued).size).toBe(issued.length);
        expect(issued.length).toBeLessThanOrEqual(quickTen);
        expect(
          issued.filter((id) => deletedAtStart.includes(id)),
          'deleted but issued',
        ).toEqual([]);
        expect(body.session.claimToken === null).toBe(actor !== null);
        checks.eventually(() => expect(issued.filter((id) => !model.question(id))).toEqual([]));
        world.sessions.push({
          id: body.session.id,
          owner: actor,
          claimToken: body.session.claimToken,
          issued,
          bodies: [],
        });
      };
    },
  };
}

/** The body that produced a result: the one whose answers the result shows. */
function producedBy(bodies: CompleteBody[], result: QuizResult): CompleteBody | undefined {
  const shown = result.results
    .filter((r) => r.selectedAnswer !== null)
    .map((r) => `${r.questionId}=${r.selectedAnswer}`)
    .sort();
  return bodies.find((body) => {
    const sent = body.answers.map((a) => `${a.questionId}=${a.selectedAnswer}`).sort();
    return JSON.stringify(sent) === JSON.stringify(shown);
  });
}

export function completeStep(world: World, action: Of<'complete'>): Step | null {
  const session = choose(
    world.sessions.filter((s) => !s.completion),
    action.session,
  );
  if (!session) return null;
  const { model } = world;
  const body: CompleteBody = {
    answers: session.issued.flatMap((questionId, i) => {
      const selected = optionFor(
        action.picks[i % action.picks.length]!,
        model.question(questionId)!.correct,
      );
      return selected ? [{ questionId, selectedAnswer: selected }] : [];
    }),
    ...(session.claimToken ? { claimToken: session.claimToken } : {}),
  };
  // Two complete steps of one batch may race for the same session with different answers.
  session.bodies.push(body);
  const url = `/api/quiz-sessions/${session.id}/complete`;
  return {
    phase: phases.completion,
    async run() {
      const copies = action.doubleClick ? 2 : 1;
      const responses = await Promise.all(
        Array.from({ length: copies }, () => world.send('POST', url, session.owner, body)),
      );
      return (checks) => {
        const answered = responses.filter((r) => expectStatus(r, 200, 404) === 200);
        if (answered.length < responses.length) {
          // A visitor's token stops working once a user claims the attempt, which a claim in
          // the same batch may do between two clicks.
          expect(session.owner).toBeNull();
          checks.eventually(() => expect(session.claimedBy).toBeDefined());
        }
        if (answered.length === 0) return;
        const [result, ...others] = answered.map((r) => r.json() as QuizResult);
        for (const other of others) expect(other, 'a double click').toEqual(result);
        if (session.completion) {
          // Lost the race: the kept result, and nothing recorded a second time.
          expect(result, 'a racing completion').toEqual(session.completion.response);
          return;
        }
        const winner = producedBy(session.bodies, result!);
        expect(winner, 'the kept result matches a body that was sent').toBeDefined();
        session.completion = { body: winner!, response: result! };
        applyCompletion(world, session, result!, checks);
      };
    },
  };
}

function applyCompletion(world: World, session: Session, result: QuizResult, checks: BatchChecks) {
  const { model } = world;
  for (const r of result.results) {
    const correct = model.question(r.questionId)!.correct;
    expect(r.isCorrect).toBe(r.selectedAnswer === correct);
  }
  if (!session.owner) {
    expect(result.saved).toBe(false);
    expect(result.pointsEarned, 'a visitor earns nothing').toBe(0);
    return;
  }
  expect(result.saved).toBe(true);
  const earned = session.completion!.body.answers.reduce(
    (sum, a) => sum + model.answer(session.owner!.userId, a.questionId, a.selectedAnswer),
    0,
  );
  checks.credit(session.owner.userId, earned, result.pointsEarned);
}

export function replayStep(world: World, action: Of<'replay'>): Step | null {
  const session = choose(
    world.sessions.filter((s) => s.completion),
    action.session,
  );
  if (!session) return null;
  const { body, response: original } = session.completion!;
  const claimedAtStart = session.claimedBy !== undefined;
  return {
    phase: phases.replay,
    async run() {
      const response = await world.send(
        'POST',
        `/api/quiz-sessions/${session.id}/complete`,
        session.owner,
        body,
      );
      return (checks) => {
        if (expectStatus(response, 200, 404) === 200) {
          expect(claimedAtStart, 'a claim used up the visitor token').toBe(false);
          expect(response.json(), 'a replay returns the same result').toEqual(original);
          return;
        }
        // Only a visitor's token stops working, once a user has claimed the attempt.
        expect(session.owner).toBeNull();
        checks.eventually(() => expect(session.claimedBy).toBeDefined());
      };
    },
  };
}

export function claimStep(world: World, action: Of<'claim'>): Step | null {
  const session = choose(
    world.sessions.filter((s) => s.owner === null),
    action.session,
  );
  if (!session) return null;
  const claimer = choose(world.accounts, action.user)!;
  const completedAtStart = session.completion !== undefined;
  return {
    phase: phases.claim,
    async run() {
      const response = await world.send('POST', '/api/quiz-sessions/claim', claimer, {
        attempts: [{ id: session.id, claimToken: session.claimToken }],
      });
      return (checks) => {
        expectStatus(response, 200);
        const body = response.json() as {
          linked: string[];
          rejected: string[];
          pointsEarned: number;
        };
        if (body.linked.includes(session.id)) {
          expect(session.completion, 'only a completed attempt is claimed').toBeDefined();
          expect(session.claimedBy, 'an attempt is claimed once').toBeUndefined();
          session.claimedBy = claimer.userId;
          const earned = session.completion!.body.answers.reduce(
            (sum, a) => sum + world.model.answer(claimer.userId, a.questionId, a.selectedAnswer),
            0,
          );
          checks.credit(claimer.userId, earned, body.pointsEarned);
          return;
        }
        expect(body).toEqual({ linked: [], rejected: [session.id], pointsEarned: 0 });
        // Refused: not completed yet (at the time), or claimed already (possibly just now).
        checks.eventually(() =>
          expect(!completedAtStart || session.claimedBy !== undefined).toBe(true),
        );
      };
    },
  };
}
