import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuizResult } from '#shared/contract/quiz.ts';
import { storageKeys } from '#client/lib/storage-keys.ts';
import {
  clearProgress,
  loadProgress,
  loadResult,
  markRewardShown,
  rewardAlreadyShown,
  saveProgress,
  saveResult,
  type QuizProgress,
  type ReadySession,
} from './quiz-storage.ts';

const sessionId = '6f1c2a55-0b7e-4c1f-9a51-3d2b8e4f7a10';
const otherSessionId = '0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a';
const q1 = '1a2b3c4d-0000-4000-8000-000000000001';
const q2 = '1a2b3c4d-0000-4000-8000-000000000002';

const question = (id: string) => ({
  id,
  questionText: `Question ${id}`,
  topics: [{ name: 'Physiology' }],
  answers: (['a', 'b', 'c', 'd'] as const).map((option) => ({ id: option, text: option })),
  points: 1,
  createdBy: 'Ada',
});

const session: ReadySession = {
  id: sessionId,
  quizType: 'quick',
  topicId: null,
  reviewMode: null,
  quiz: null,
  claimToken: null,
  questions: [question(q1), question(q2)],
};

const result: QuizResult = {
  sessionId,
  quizType: 'quick',
  topicId: null,
  totalQuestions: 2,
  correctAnswers: 1,
  scorePercentage: 50,
  pointsEarned: 1,
  isRevision: false,
  saved: false,
  completedAt: '2026-01-02T03:04:05.000Z',
  results: [],
};

const progressKey = `${storageKeys.quizProgress}:${sessionId}`;
const store = (key: string, value: unknown) => sessionStorage.setItem(key, JSON.stringify(value));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('quiz progress', () => {
  it('round-trips in sessionStorage, keyed by session id', () => {
    const progress: QuizProgress = { session, answers: { [q1]: 'b' }, index: 1 };
    saveProgress(progress);
    expect(loadProgress(sessionId)).toEqual(progress);
    expect(loadProgress(otherSessionId)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('is cleared per session', () => {
    saveProgress({ session, answers: {}, index: 0 });
    saveProgress({ session: { ...session, id: otherSessionId }, answers: {}, index: 0 });
    clearProgress(sessionId);
    expect(loadProgress(sessionId)).toBeNull();
    expect(loadProgress(otherSessionId)).not.toBeNull();
  });

  it('ignores corrupt JSON and values that are not a session', () => {
    sessionStorage.setItem(progressKey, '{"session":');
    expect(loadProgress(sessionId)).toBeNull();
    store(progressKey, 42);
    expect(loadProgress(sessionId)).toBeNull();
    store(progressKey, { session: { ...session, id: 'not-a-uuid' }, answers: {}, index: 0 });
    expect(loadProgress(sessionId)).toBeNull();
  });

  it('ignores a session without questions', () => {
    store(progressKey, { session: { ...session, questions: [] }, answers: {}, index: 0 });
    expect(loadProgress(sessionId)).toBeNull();
  });

  it('drops answers to unknown questions and answers that are not an option', () => {
    store(progressKey, {
      session,
      answers: { [q1]: 'c', [q2]: 'e', 'some-other-question': 'a' },
      index: 0,
    });
    expect(loadProgress(sessionId)?.answers).toEqual({ [q1]: 'c' });
  });

  it('clamps the index into the quiz, and resets one that is not an integer', () => {
    store(progressKey, { session, answers: {}, index: 99 });
    expect(loadProgress(sessionId)?.index).toBe(1);
    store(progressKey, { session, answers: {}, index: -3 });
    expect(loadProgress(sessionId)?.index).toBe(0);
    store(progressKey, { session, answers: {}, index: 0.5 });
    expect(loadProgress(sessionId)?.index).toBe(0);
    store(progressKey, { session, answers: {}, index: '1' });
    expect(loadProgress(sessionId)?.index).toBe(0);
  });

  it('does not throw when storage is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => saveProgress({ session, answers: {}, index: 0 })).not.toThrow();
    expect(loadProgress(sessionId)).toBeNull();
  });
});

describe('the latest result', () => {
  it('round-trips with its claim token', () => {
    saveResult({ sessionId, claimToken: 'secret_token-1', result });
    expect(loadResult(sessionId)).toEqual({ sessionId, claimToken: 'secret_token-1', result });
    expect(loadResult()).toEqual({ sessionId, claimToken: 'secret_token-1', result });
  });

  it('is not returned for another session id', () => {
    saveResult({ sessionId, claimToken: null, result });
    expect(loadResult(otherSessionId)).toBeNull();
  });

  it('ignores corrupt JSON and an invalid result', () => {
    sessionStorage.setItem(storageKeys.quizResult, 'nope');
    expect(loadResult()).toBeNull();
    store(storageKeys.quizResult, { sessionId, claimToken: null, result: { ...result, saved: 1 } });
    expect(loadResult()).toBeNull();
  });

  it('drops a claim token that is not a string', () => {
    store(storageKeys.quizResult, { sessionId, claimToken: 123, result });
    expect(loadResult(sessionId)?.claimToken).toBeNull();
  });
});

describe('the reward pop-up', () => {
  it('is marked shown once per session', () => {
    expect(rewardAlreadyShown(sessionId)).toBe(false);
    markRewardShown(sessionId);
    expect(rewardAlreadyShown(sessionId)).toBe(true);
    expect(rewardAlreadyShown(otherSessionId)).toBe(false);
  });

  it('counts only a stored true', () => {
    sessionStorage.setItem(`${storageKeys.quizRewardShown}:${sessionId}`, '"true"');
    expect(rewardAlreadyShown(sessionId)).toBe(false);
  });
});
