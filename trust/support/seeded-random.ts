// A small seeded generator (mulberry32): a drill prints its seed, and DRILL_SEED=<seed> replays
// the same kill moments, clients and answers.
export interface Random {
  seed: number;
  /** a float in [0, 1) */
  next: () => number;
  /** an integer in [min, max] */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  shuffle: <T>(items: readonly T[]) => T[];
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    seed,
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)]!,
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}

/** DRILL_SEED from the environment, or a new one (printed by the drill). */
export function drillSeed(): number {
  const given = process.env.DRILL_SEED;
  return given ? Number(given) : Math.floor(Math.random() * 2 ** 32);
}
