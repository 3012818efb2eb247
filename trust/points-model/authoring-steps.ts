// Steps that make accounts and questions: sign-up, write (+5), delete (-5, the author only, once)
// and flag (no nectar either way).
import { expect } from 'vitest';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { questionForm } from '#server/test/authoring.ts';
import type { Action } from './actions.ts';
import { choose, expectStatus, phases, type Step } from './step.ts';
import type { World } from './world.ts';

type Of<K extends Action['kind']> = Extract<Action, { kind: K }>;

export function signUpStep(world: World): Step {
  return {
    phase: phases.independent,
    async run() {
      world.requests++;
      const { userId, cookie } = await signUpAndSignIn(world.app, { name: 'Late Joiner' });
      return () => {
        world.accounts.push({ userId, cookie });
        world.model.addUser(userId);
      };
    },
  };
}

export function writeStep(world: World, action: Of<'write'>): Step {
  const author = choose(world.accounts, action.user)!;
  const form = questionForm([choose(world.topicIds, action.user)!], {
    correctAnswer: action.correct,
  });
  return {
    phase: phases.independent,
    async run() {
      const response = await world.send('POST', '/api/questions', author, form);
      return () => {
        if (expectStatus(response, 200, 429) === 429) {
          expect(world.model.canWrite(author.userId), 'refused a write within the limit').toBe(
            false,
          );
          return;
        }
        const { id } = response.json() as { id: string };
        world.model.write(author.userId, id, action.correct);
      };
    },
  };
}

export function deleteStep(world: World, action: Of<'delete'>): Step | null {
  const { model } = world;
  let actor = choose(world.accounts, action.user)!;
  const questionId = choose(candidates(world, action.among, actor.userId), action.target);
  if (!questionId) return null;
  if (action.among === 'inPlay') actor = world.account(model.question(questionId)!.author);
  const atStart = model.deleteOutcome(actor.userId, questionId);
  return {
    phase: phases.independent,
    async run() {
      const response = await world.send('DELETE', `/api/questions/${questionId}`, actor);
      return (checks) => {
        const status = expectStatus(response, 200, 404);
        // The model refuses a delete that is not the author's, or a second one of a question.
        if (status === 200) model.delete(actor.userId, questionId);
        // Another's question is the 404 of none (ADR 058); else not found: deleted before the
        // batch, or by the author at the same moment.
        if (status === 404 && atStart !== 'forbidden') {
          checks.eventually(() => expect(model.isLive(questionId)).toBe(false));
        }
      };
    },
  };
}

/** The questions a delete may aim at (see Action 'delete'). */
function candidates(world: World, among: Of<'delete'>['among'], userId: string): string[] {
  const { model } = world;
  if (among === 'any') return model.questionIds();
  if (among === 'own')
    return model.questionIds().filter((id) => model.question(id)!.author === userId);
  const inPlay = new Set([
    ...world.sessions.filter((s) => !s.completion).flatMap((s) => s.issued),
    ...world.quizzes.flatMap((q) => q.questionIds),
  ]);
  return [...inPlay].filter((id) => model.isLive(id));
}

export function flagStep(world: World, action: Of<'flag'>): Step | null {
  const flagger = choose(world.accounts, action.user)!;
  const questionId = choose(world.model.questionIds(), action.target);
  if (!questionId) return null;
  const liveAtStart = world.model.isLive(questionId);
  return {
    phase: phases.independent,
    async run() {
      const response = await world.send('POST', `/api/questions/${questionId}/flag`, flagger, {
        reason: 'The marked answer looks wrong',
      });
      return (checks) => {
        // 403: the flagger has not answered it (ADR 058), which steps running beside this one
        // may change, so the model does not predict it
        const status = expectStatus(response, 200, 403, 404);
        if (status === 200) expect(liveAtStart).toBe(true);
        else if (status === 404) {
          checks.eventually(() => expect(world.model.isLive(questionId)).toBe(false));
        }
      };
    },
  };
}
