import { describe, expect, it } from 'vitest';
import {
  completeStep,
  flowSteps,
  goToStep,
  initialFlowState,
  isStepReachable,
  parseFlowState,
  type FlowState,
} from './flow.ts';

const at = (
  currentStep: FlowState['currentStep'],
  completedSteps: FlowState['completedSteps'],
) => ({
  ...initialFlowState,
  currentStep,
  completedSteps,
});

describe('flow steps', () => {
  it('run from receiving a question to the dashboard', () => {
    expect(flowSteps).toEqual([
      'receive-question',
      'answer-question',
      'see-results',
      'sign-up',
      'dashboard',
    ]);
  });

  it('start at receive-question with nothing completed', () => {
    expect(initialFlowState.currentStep).toBe('receive-question');
    expect(initialFlowState.completedSteps).toEqual([]);
  });
});

describe('isStepReachable', () => {
  it('allows the current step and every step before it', () => {
    const state = at('see-results', []);
    expect(isStepReachable(state, 'receive-question')).toBe(true);
    expect(isStepReachable(state, 'answer-question')).toBe(true);
    expect(isStepReachable(state, 'see-results')).toBe(true);
  });

  it('refuses steps after the current one', () => {
    const state = at('answer-question', []);
    expect(isStepReachable(state, 'see-results')).toBe(false);
    expect(isStepReachable(state, 'sign-up')).toBe(false);
    expect(isStepReachable(state, 'dashboard')).toBe(false);
  });

  it('allows a later step that was already completed', () => {
    const state = at('answer-question', ['sign-up']);
    expect(isStepReachable(state, 'sign-up')).toBe(true);
    expect(isStepReachable(state, 'dashboard')).toBe(false);
  });
});

describe('completeStep', () => {
  it('records the step and moves on to the next one', () => {
    const state = completeStep(initialFlowState, 'receive-question');
    expect(state.completedSteps).toEqual(['receive-question']);
    expect(state.currentStep).toBe('answer-question');
  });

  it('keeps the completed steps in flow order, once each', () => {
    let state = completeStep(initialFlowState, 'see-results');
    state = completeStep(state, 'receive-question');
    state = completeStep(state, 'receive-question');
    expect(state.completedSteps).toEqual(['receive-question', 'see-results']);
  });

  it('never moves the current step backwards', () => {
    const state = completeStep(at('sign-up', []), 'receive-question');
    expect(state.currentStep).toBe('sign-up');
  });

  it('stays on the dashboard once there', () => {
    const state = completeStep(at('dashboard', []), 'dashboard');
    expect(state.currentStep).toBe('dashboard');
    expect(state.completedSteps).toEqual(['dashboard']);
  });

  it('does not change the state it was given', () => {
    const before = at('receive-question', []);
    completeStep(before, 'receive-question');
    expect(before).toEqual(at('receive-question', []));
  });
});

describe('goToStep', () => {
  it('moves back to an earlier step', () => {
    expect(goToStep(at('see-results', []), 'answer-question').currentStep).toBe('answer-question');
  });

  it('refuses to skip ahead', () => {
    const state = at('answer-question', []);
    expect(goToStep(state, 'dashboard')).toBe(state);
  });

  it('allows jumping to a completed later step', () => {
    expect(goToStep(at('receive-question', ['see-results']), 'see-results').currentStep).toBe(
      'see-results',
    );
  });
});

describe('parseFlowState', () => {
  it('falls back to the initial state for anything that is not an object', () => {
    expect(parseFlowState(null)).toEqual(initialFlowState);
    expect(parseFlowState('see-results')).toEqual(initialFlowState);
    expect(parseFlowState(42)).toEqual(initialFlowState);
  });

  it('drops unknown steps and keeps the data fields', () => {
    expect(
      parseFlowState({
        currentStep: 'teleport',
        completedSteps: ['see-results', 'nope', 'receive-question', 'see-results'],
        questionData: { sessionId: 'x' },
        resultsData: { scorePercentage: 80 },
      }),
    ).toEqual({
      currentStep: 'receive-question',
      completedSteps: ['receive-question', 'see-results'],
      questionData: { sessionId: 'x' },
      answersData: null,
      resultsData: { scorePercentage: 80 },
      userData: null,
    });
  });

  it('reads back what was stored', () => {
    const state = completeStep(
      completeStep(initialFlowState, 'receive-question'),
      'answer-question',
    );
    expect(parseFlowState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });
});
