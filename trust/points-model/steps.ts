// Which step carries out which action.
import type { Action } from './actions.ts';
import { deleteStep, flagStep, signUpStep, writeStep } from './authoring-steps.ts';
import { claimStep, completeStep, replayStep, startStep } from './session-steps.ts';
import {
  createQuizStep,
  sharedCheckStep,
  sharedQuizReplayStep,
  sharedQuizStep,
} from './sharing-steps.ts';
import type { Step } from './step.ts';
import type { World } from './world.ts';

/** The step for an action, or null when it has nothing to act on yet (no session, no quiz...). */
export function prepareStep(world: World, action: Action): Step | null {
  switch (action.kind) {
    case 'signUp':
      return signUpStep(world);
    case 'write':
      return writeStep(world, action);
    case 'delete':
      return deleteStep(world, action);
    case 'flag':
      return flagStep(world, action);
    case 'start':
      return startStep(world, action);
    case 'complete':
      return completeStep(world, action);
    case 'replay':
      return replayStep(world, action);
    case 'claim':
      return claimStep(world, action);
    case 'sharedCheck':
      return sharedCheckStep(world, action);
    case 'createQuiz':
      return createQuizStep(world, action);
    case 'sharedQuiz':
      return sharedQuizStep(world, action);
    case 'sharedQuizReplay':
      return sharedQuizReplayStep(world, action);
  }
}
