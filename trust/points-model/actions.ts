// The random actions of the points property test. Actions name their targets by plain numbers
// (`user`, `target`, ...), taken modulo the matching list when the action runs, so every generated
// value means something whatever ran before it, and fast-check can shrink a failing list freely.
import fc from 'fast-check';
import { optionIds, type OptionId } from '#shared/contract/questions.ts';

/**
 * How a quiz is answered, one number per issued question (cycled): 0 leaves it unanswered,
 * 1-5 pick the correct option, 6-9 one of the three wrong ones.
 */
type Picks = number[];

/** A signed-in user of the pool, or null for a visitor. */
export type Actor = number | null;

export type Action =
  | { kind: 'signUp' }
  | { kind: 'write'; user: number; correct: OptionId }
  /** own: one of the user's questions; any: anyone's (another's is a 404); inPlay: a question
   * issued in an open session or held by a quiz, deleted by its author, to race with the answers
   * to it */
  | { kind: 'delete'; user: number; target: number; among: 'own' | 'any' | 'inPlay' }
  | { kind: 'start'; actor: Actor; redo: boolean }
  | { kind: 'complete'; session: number; picks: Picks; doubleClick: boolean }
  | { kind: 'replay'; session: number }
  | { kind: 'claim'; user: number; session: number }
  | { kind: 'flag'; user: number; target: number }
  | { kind: 'sharedCheck'; actor: Actor; target: number; pick: number }
  | { kind: 'createQuiz'; user: number; size: number }
  | { kind: 'sharedQuiz'; actor: Actor; quiz: number; picks: Picks; doubleClick: boolean }
  | { kind: 'sharedQuizReplay'; attempt: number };

/** Actions that run at the same time, as several users (or one user's tabs) would. */
export type Batch = Action[];

const index = fc.nat({ max: 1000 });
const actor: fc.Arbitrary<Actor> = fc.option(index, { nil: null, freq: 4 });
const pick = fc.nat({ max: 9 });
const picks = fc.array(pick, { minLength: 1, maxLength: 12 });

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'signUp' as const }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('write' as const),
      user: index,
      correct: fc.constantFrom(...optionIds),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('delete' as const),
      user: index,
      target: index,
      among: fc.constantFrom('own' as const, 'any' as const, 'inPlay' as const),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('start' as const), actor, redo: fc.boolean() }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('complete' as const),
      session: index,
      picks,
      doubleClick: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('replay' as const), session: index }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('claim' as const), user: index, session: index }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('flag' as const), user: index, target: index }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('sharedCheck' as const), actor, target: index, pick }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('createQuiz' as const),
      user: index,
      size: fc.integer({ min: 1, max: 5 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('sharedQuiz' as const),
      actor,
      quiz: index,
      picks,
      doubleClick: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('sharedQuizReplay' as const), attempt: index }),
  },
);

/** A run: batches of 1 to `maxConcurrent` actions, run one batch after the other. */
export function runArbitrary(batches: { min: number; max: number }, maxConcurrent: number) {
  return fc.array(fc.array(action, { minLength: 1, maxLength: maxConcurrent }), {
    minLength: batches.min,
    maxLength: batches.max,
  });
}

/** The option a pick chooses for a question whose correct option is `correct`; null: skipped. */
export function optionFor(pickValue: number, correct: OptionId): OptionId | null {
  if (pickValue === 0) return null;
  if (pickValue <= 5) return correct;
  const wrong = optionIds.filter((o) => o !== correct);
  return wrong[(pickValue - 6) % wrong.length]!;
}
