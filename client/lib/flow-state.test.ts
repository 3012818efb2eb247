import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialFlowState } from '#shared/domain/flow.ts';
import {
  canReachStep,
  readFlowState,
  recordAnswerProgress,
  recordQuestionsReceived,
  recordResults,
  recordSignedIn,
} from './flow-state.ts';
import { storageKeys } from './storage-keys.ts';

const sessionId = '6f1c2a55-0b7e-4c1f-9a51-3d2b8e4f7a10';
const stored = () => JSON.parse(localStorage.getItem(storageKeys.flowState) ?? 'null') as unknown;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the flow state in localStorage', () => {
  it('starts at receive-question with nothing stored', () => {
    expect(readFlowState()).toEqual(initialFlowState);
    expect(canReachStep('receive-question')).toBe(true);
    expect(canReachStep('see-results')).toBe(false);
    expect(canReachStep('dashboard')).toBe(false);
  });

  it('ignores corrupt JSON', () => {
    localStorage.setItem(storageKeys.flowState, '{"currentStep":');
    expect(readFlowState()).toEqual(initialFlowState);
  });

  it('keeps only valid steps of a tampered state', () => {
    localStorage.setItem(
      storageKeys.flowState,
      JSON.stringify({ currentStep: 'admin', completedSteps: ['sign-up', 'hack', 'sign-up'] }),
    );
    const state = readFlowState();
    expect(state.currentStep).toBe('receive-question');
    expect(state.completedSteps).toEqual(['sign-up']);
  });

  it('follows a visitor through a quiz, persisting each step', () => {
    recordQuestionsReceived({ sessionId, quizType: 'quick', total: 10 });
    expect(stored()).toMatchObject({
      currentStep: 'answer-question',
      completedSteps: ['receive-question'],
      questionData: { sessionId, quizType: 'quick', total: 10 },
      answersData: { sessionId, answered: 0, total: 10 },
    });

    recordAnswerProgress({ sessionId, answered: 4, total: 10 });
    expect(readFlowState().answersData).toEqual({ sessionId, answered: 4, total: 10 });
    expect(canReachStep('see-results')).toBe(false);

    const resultsData = {
      sessionId,
      scorePercentage: 70,
      correctAnswers: 7,
      totalQuestions: 10,
      saved: false,
    };
    recordResults(resultsData);
    const afterResults = readFlowState();
    expect(afterResults.currentStep).toBe('sign-up');
    expect(afterResults.completedSteps).toEqual([
      'receive-question',
      'answer-question',
      'see-results',
    ]);
    expect(afterResults.resultsData).toEqual(resultsData);
    expect(canReachStep('see-results')).toBe(true);
    expect(canReachStep('dashboard')).toBe(false);

    recordSignedIn('sign-up');
    const signedIn = readFlowState();
    expect(signedIn.currentStep).toBe('dashboard');
    expect(signedIn.completedSteps).toContain('sign-up');
    expect(signedIn.userData).toMatchObject({ signedIn: true, via: 'sign-up' });
    expect(canReachStep('dashboard')).toBe(true);
  });

  it('goes back to answering for a second quiz, keeping the steps already completed', () => {
    recordQuestionsReceived({ sessionId, quizType: 'quick', total: 10 });
    recordResults({
      sessionId,
      scorePercentage: 100,
      correctAnswers: 10,
      totalQuestions: 10,
      saved: true,
    });
    recordSignedIn('sign-in');
    recordQuestionsReceived({ sessionId: 'second', quizType: 'topic', total: 5 });
    const second = readFlowState();
    expect(second.currentStep).toBe('answer-question');
    expect(second.completedSteps).toEqual([
      'receive-question',
      'answer-question',
      'see-results',
      'sign-up',
    ]);
    expect(canReachStep('sign-up')).toBe(true);
    expect(second.answersData).toEqual({ sessionId: 'second', answered: 0, total: 5 });
    expect(second.questionData).toEqual({
      sessionId: 'second',
      quizType: 'topic',
      total: 5,
    });
  });

  it('never throws when storage is blocked, and leaves the flow where it was', () => {
    recordQuestionsReceived({ sessionId, quizType: 'quick', total: 10 });
    const before = readFlowState();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => recordAnswerProgress({ sessionId, answered: 1, total: 10 })).not.toThrow();
    expect(readFlowState()).toEqual(before);
  });
});
