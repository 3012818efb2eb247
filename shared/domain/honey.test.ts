import { describe, expect, it } from 'vitest';
import { honeyPotAchievement, honeyPots, nectarInCurrentPot, regionalHoneyPots } from './honey.ts';

describe('honey pots', () => {
  it('fills one pot per 20 nectar and shows the remainder', () => {
    expect([0, 19, 20, 39, 40, 127].map(honeyPots)).toEqual([0, 0, 1, 1, 2, 6]);
    expect([0, 19, 20, 39, 40, 127].map(nectarInCurrentPot)).toEqual([0, 19, 0, 19, 0, 7]);
  });

  it('counts 100 points per pot on the regional leaderboard only', () => {
    expect([0, 99, 100, 250].map(regionalHoneyPots)).toEqual([0, 0, 1, 2]);
  });

  it('never shows negative values', () => {
    expect(honeyPots(-5)).toBe(0);
    expect(nectarInCurrentPot(-5)).toBe(0);
  });

  it('has a distinct achievement text for each tier', () => {
    const tiers = [0, 4, 9, 19, 49, 50].map(honeyPotAchievement);
    expect(new Set(tiers).size).toBe(6);
    expect(honeyPotAchievement(5)).toBe(honeyPotAchievement(9));
  });
});
