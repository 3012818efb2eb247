import { describe, expect, it } from 'vitest';
import {
  accuracy,
  accuracyIsGood,
  percent,
  performanceLevel,
  revisionMessage,
  rewardPopup,
} from './scoring.ts';

describe('percent and accuracy', () => {
  it('rounds to a whole number and is 0 with nothing answered', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(2, 3)).toBe(67);
    expect(percent(0, 0)).toBe(0);
    expect(accuracy(10, 10)).toBe(100);
  });

  it('ticks green from 50%', () => {
    expect(accuracyIsGood(49)).toBe(false);
    expect(accuracyIsGood(50)).toBe(true);
  });
});

describe('performance message thresholds', () => {
  it('is excellent from 80, good from 60, keep practicing below', () => {
    expect([100, 80, 79, 60, 59, 0].map(performanceLevel)).toEqual([
      'excellent',
      'excellent',
      'good',
      'good',
      'keep-practicing',
      'keep-practicing',
    ]);
  });
});

describe('reward pop-up', () => {
  it('is the revision message when every question was the viewer’s own', () => {
    expect(rewardPopup({ isRevision: true, pointsEarned: 0, correctAnswers: 5 })).toEqual({
      kind: 'great-review',
      title: 'Great Review!',
      text: revisionMessage,
    });
  });

  it('counts the correct answers, not the nectar they earned', () => {
    expect(rewardPopup({ isRevision: false, pointsEarned: 1, correctAnswers: 1 })?.text).toBe(
      'You answered 1 question correctly!',
    );
    // 4 right, one of them the viewer's own question (no nectar): N is still 4.
    expect(rewardPopup({ isRevision: false, pointsEarned: 3, correctAnswers: 4 })?.text).toBe(
      'You answered 4 questions correctly!',
    );
  });

  it('is a Great Review when correct answers earned nothing new', () => {
    expect(rewardPopup({ isRevision: false, pointsEarned: 0, correctAnswers: 2 })?.title).toBe(
      'Great Review!',
    );
    expect(rewardPopup({ isRevision: false, pointsEarned: 0, correctAnswers: 0 })).toBeNull();
  });
});
