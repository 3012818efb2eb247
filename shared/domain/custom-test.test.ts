import { describe, expect, it } from 'vitest';
import { minPeerAnswers } from '#shared/contract/question-view.ts';
import { difficultyOf, minRatedAnswers } from './custom-test.ts';

describe('difficultyOf', () => {
  it('rates from the peer statistics threshold on', () => {
    expect(minRatedAnswers).toBe(minPeerAnswers);
    expect(difficultyOf(4, 4)).toBeNull();
    expect(difficultyOf(5, 5)).toBe('easy');
  });

  it('puts a question on a cut point where docs/learning.md says', () => {
    expect(difficultyOf(20, 15)).toBe('easy'); // 75 %
    expect(difficultyOf(100, 74)).toBe('medium');
    expect(difficultyOf(20, 9)).toBe('medium'); // 45 %
    expect(difficultyOf(100, 44)).toBe('hard');
    expect(difficultyOf(5, 0)).toBe('hard');
  });
});
