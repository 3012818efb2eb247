// The quiz flow helper's state in localStorage (flowState) [product#flow-helper]: receive-question,
// answer-question, see-results, sign-up, dashboard. The rules live in shared/domain/flow.ts;
// this file only reads and writes them as the quiz progresses. It never blocks the quiz:
// blocked or full storage simply leaves the flow where it was.
import {
  completeStep,
  goToStep,
  isStepReachable,
  parseFlowState,
  type FlowState,
  type FlowStep,
} from '#shared/domain/flow.ts';
import { storageKeys } from './storage-keys.ts';

export function readFlowState(): FlowState {
  try {
    const raw = localStorage.getItem(storageKeys.flowState);
    return parseFlowState(raw ? JSON.parse(raw) : null);
  } catch {
    return parseFlowState(null);
  }
}

function update(change: (state: FlowState) => FlowState) {
  try {
    localStorage.setItem(storageKeys.flowState, JSON.stringify(change(readFlowState())));
  } catch {
    // ignore: the flow state is a convenience, never a requirement
  }
}

export const canReachStep = (step: FlowStep) => isStepReachable(readFlowState(), step);

/** A quiz was issued: the questions are received, answering begins. */
export function recordQuestionsReceived(questionData: {
  sessionId: string;
  quizType: string;
  total: number;
}) {
  update((state) => ({
    ...completeStep(goToStep(state, 'receive-question'), 'receive-question'),
    questionData,
    answersData: { sessionId: questionData.sessionId, answered: 0, total: questionData.total },
  }));
}

/** An answer registered (the count only: the choices stay with the quiz). */
export function recordAnswerProgress(answersData: {
  sessionId: string;
  answered: number;
  total: number;
}) {
  update((state) => ({ ...goToStep(state, 'answer-question'), answersData }));
}

/** The quiz was checked: results are next, then (for visitors) signing up. */
export function recordResults(resultsData: {
  sessionId: string;
  scorePercentage: number;
  correctAnswers: number;
  totalQuestions: number;
  saved: boolean;
}) {
  update((state) => {
    const answered = completeStep(state, 'answer-question');
    return { ...completeStep(answered, 'see-results'), resultsData };
  });
}

/** Signed up or signed in: the sign-up step is done and the dashboard is reachable. */
export function recordSignedIn(kind: 'sign-in' | 'sign-up') {
  update((state) => ({
    ...completeStep(state, 'sign-up'),
    userData: { signedIn: true, via: kind, at: new Date().toISOString() },
  }));
}
