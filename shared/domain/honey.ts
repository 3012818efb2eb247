// Nectar and honey pots [product#honey-pots, #nectar-and-honey-pots].

export const nectarPerHoneyPot = 20;

/** Full honey pots on the meter: floor(points / 20). */
export function honeyPots(points: number): number {
  return Math.floor(Math.max(0, points) / nectarPerHoneyPot);
}

/** Nectar in the pot being filled: the "n / 20" on the meter. */
export function nectarInCurrentPot(points: number): number {
  return Math.max(0, points) % nectarPerHoneyPot;
}

/**
 * The landing page's regional table alone counts a pot as 100 points
 * [product#nectar-and-honey-pots].
 */
export function regionalHoneyPots(totalPoints: number): number {
  return Math.floor(Math.max(0, totalPoints) / 100);
}

/** Achievement text tiers for honey pots: 0, under 5, under 10, under 20, under 50, 50 or more. */
export function honeyPotAchievement(pots: number): string {
  if (pots <= 0) return 'Your first honey pot is waiting: every correct answer adds nectar.';
  if (pots < 5) return 'A busy bee! Your honey stores are growing.';
  if (pots < 10) return 'Worker bee: a well-stocked cell.';
  if (pots < 20) return 'Forager: the hive notices your haul.';
  if (pots < 50) return 'Honey maker: your class is lucky to have you.';
  return 'Queen of the hive: a legendary harvest.';
}
