// The quiz flow helper [product#flow-helper]: a visitor receives questions, answers them, sees the
// results, signs up and reaches the dashboard. The browser keeps this state under the key
// flowState; these are the pure rules over it.

export const flowSteps = [
  'receive-question',
  'answer-question',
  'see-results',
  'sign-up',
  'dashboard',
] as const;

export type FlowStep = (typeof flowSteps)[number];

export interface FlowState {
  currentStep: FlowStep;
  completedSteps: FlowStep[];
  questionData: unknown;
  answersData: unknown;
  resultsData: unknown;
  userData: unknown;
}

export const initialFlowState: FlowState = {
  currentStep: 'receive-question',
  completedSteps: [],
  questionData: null,
  answersData: null,
  resultsData: null,
  userData: null,
};

const isFlowStep = (value: unknown): value is FlowStep =>
  typeof value === 'string' && (flowSteps as readonly string[]).includes(value);

const stepIndex = (step: FlowStep): number => flowSteps.indexOf(step);

/**
 * A step is reachable if it is at or before the current step, or already completed
 * [product#flow-helper].
 */
export function isStepReachable(state: FlowState, step: FlowStep): boolean {
  return stepIndex(step) <= stepIndex(state.currentStep) || state.completedSteps.includes(step);
}

/** Marks `step` completed and moves on to the step after it (the last step stays current). */
export function completeStep(state: FlowState, step: FlowStep): FlowState {
  const completedSteps = state.completedSteps.includes(step)
    ? state.completedSteps
    : [...state.completedSteps, step].sort((a, b) => stepIndex(a) - stepIndex(b));
  const next = flowSteps[Math.min(stepIndex(step) + 1, flowSteps.length - 1)] ?? step;
  // Never move backwards: finishing an earlier step again (a second quiz) keeps the furthest step.
  const currentStep = stepIndex(next) > stepIndex(state.currentStep) ? next : state.currentStep;
  return { ...state, completedSteps, currentStep };
}

/**
 * Moves to `step` if it is reachable; otherwise the state is returned unchanged, so a stale link
 * cannot skip ahead (for example to the dashboard before signing up).
 */
export function goToStep(state: FlowState, step: FlowStep): FlowState {
  return isStepReachable(state, step) ? { ...state, currentStep: step } : state;
}

/** Reads whatever browser storage held, keeping only what is valid. */
export function parseFlowState(raw: unknown): FlowState {
  if (typeof raw !== 'object' || raw === null) return initialFlowState;
  const value = raw as Record<string, unknown>;
  const completedSteps = Array.isArray(value.completedSteps)
    ? [...new Set(value.completedSteps.filter(isFlowStep))].sort(
        (a, b) => stepIndex(a) - stepIndex(b),
      )
    : [];
  return {
    currentStep: isFlowStep(value.currentStep) ? value.currentStep : initialFlowState.currentStep,
    completedSteps,
    questionData: value.questionData ?? null,
    answersData: value.answersData ?? null,
    resultsData: value.resultsData ?? null,
    userData: value.userData ?? null,
  };
}
