import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#client/lib/storage-keys.ts';
import {
  clearProgress,
  loadProgress,
  forgetSharedQuizSession,
  loadClaimToken,
  markRewardShown,
  rememberSharedQuizSession,
  rewardAlreadyShown,
  saveClaimToken,
  saveProgress,
  sharedQuizSession,
  type QuizProgress,
} from './quiz-storage.ts';
import { questionId, readySession } from './test-fixtures.ts';
import { loadQuizContracts } from './quiz-contracts.ts';

const sessionId = '6f1c2a55-0b7e-4c1f-9a51-3d2b8e4f7a10';
const otherSessionId = '0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a';
const q1 = questionId(1);
const q2 = questionId(2);
const session = readySession(sessionId, 2);

const progressKey = `${storageKeys.quizProgress}:${sessionId}`;
const store = (key: string, value: unknown) => sessionStorage.setItem(key, JSON.stringify(value));

// A kept quiz is read with the quiz contracts, which the app loads before it reads one.
beforeAll(() => loadQuizContracts());

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('quiz progress', () => {
  it('round-trips in sessionStorage, keyed by session id', () => {
    const progress: QuizProgress = {
      session,
      answers: { [q1]: 'b' },
      index: 1,
      confidence: { [q1]: 'sure' },
    };
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

  it("keeps only Sure / Unsure / Guess ratings of the quiz's questions, and none when absent", () => {
    store(progressKey, {
      session,
      answers: {},
      index: 0,
      confidence: { [q1]: 'guess', [q2]: 'certain', 'some-other-question': 'sure' },
    });
    expect(loadProgress(sessionId)?.confidence).toEqual({ [q1]: 'guess' });
    store(progressKey, { session, answers: {}, index: 0 });
    expect(loadProgress(sessionId)?.confidence).toEqual({});
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

describe('a shared quiz by share code', () => {
  it('remembers the session a code opened until it is forgotten', () => {
    const opened = { sessionId, quizName: 'Eye emergencies' };
    expect(sharedQuizSession('abc123')).toBeNull();
    rememberSharedQuizSession('abc123', opened);
    expect(sharedQuizSession('abc123')).toEqual(opened);
    expect(sharedQuizSession('other')).toBeNull();
    forgetSharedQuizSession('abc123');
    expect(sharedQuizSession('abc123')).toBeNull();
  });

  it('ignores a stored value of another shape', () => {
    store(`${storageKeys.sharedQuizSession}:abc123`, sessionId);
    expect(sharedQuizSession('abc123')).toBeNull();
  });
});

describe("a visitor's claim token", () => {
  it('round-trips per session id', () => {
    saveClaimToken(sessionId, 'secret_token-1');
    expect(loadClaimToken(sessionId)).toBe('secret_token-1');
    expect(loadClaimToken(otherSessionId)).toBeNull();
  });

  it('ignores a stored value that is not a string', () => {
    store(`${storageKeys.quizClaimToken}:${sessionId}`, 123);
    expect(loadClaimToken(sessionId)).toBeNull();
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
