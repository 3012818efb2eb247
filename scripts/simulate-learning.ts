// `npm run simulate:learning`: does following "Due today" beat random Quick 10s? A simulated
// learner with exponential forgetting answers 20 questions a day for 30 days, once scheduled by
// Hive's own FSRS scheduler (server/features/review, ADR 031) and once at random; recall of the
// whole bank is measured at the end. docs/learning.md gives the model and the figures.
import { createEmptyCard, type Card } from 'ts-fsrs';
import { ratingFor, scheduler } from '#server/features/review/review-schedule.ts';

const bankSize = 300;
const perDay = 20;
const days = 30;
const seeds = 20;
/** a four-option question answered with no memory of it */
const guess = 0.25;
const dayMs = 86_400_000;
const start = new Date('2026-01-05T07:00:00Z').getTime();

/** mulberry32: a small seeded generator, so every figure can be reproduced. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The learner: each question is either unseen or remembered with a stability S (days), recalled
 * after t days with probability exp(-t / S). Reading the explanation after an answer teaches it:
 * a first sight or a lapse leaves S = 1 day; a success multiplies S, more when recall was hard.
 */
class Learner {
  private memory = new Map<number, { seenDay: number; stability: number }>();

  recall(question: number, day: number): number {
    const m = this.memory.get(question);
    return m ? Math.exp(-(day - m.seenDay) / m.stability) : 0;
  }

  answer(question: number, day: number, roll: number): boolean {
    const r = this.recall(question, day);
    const correct = roll < r + (1 - r) * guess;
    const m = this.memory.get(question);
    const stability = m && correct && r > 0 ? m.stability * (1 + 3 * (1 - r)) : 1;
    this.memory.set(question, { seenDay: day, stability });
    return correct;
  }

  seen(): number {
    return this.memory.size;
  }
}

type Strategy = (day: number, next: () => number) => number[];

/**
 * "Due today": due cards oldest first (as the due quiz issues them), at most `maxDue` a day, then
 * new questions to make up the day's 20.
 */
function dueToday(maxDue: number): {
  pick: Strategy;
  answered: (q: number, ok: boolean, day: number) => void;
} {
  const cards = new Map<number, Card>();
  let nextNew = 0;
  return {
    pick: (day) => {
      const endOfDay = start + (day + 1) * dayMs;
      const due = [...cards.entries()]
        .filter(([, card]) => card.due.getTime() < endOfDay)
        .sort(([, a], [, b]) => a.due.getTime() - b.due.getTime())
        .slice(0, maxDue)
        .map(([q]) => q);
      while (due.length < perDay && nextNew < bankSize) due.push(nextNew++);
      return due;
    },
    answered: (q, ok, day) => {
      const now = new Date(start + day * dayMs);
      const card = cards.get(q) ?? createEmptyCard<Card>(now);
      cards.set(q, scheduler.next(card, now, ratingFor(ok)).card);
    },
  };
}

/** Random Quick 10s: two quizzes a day of ten questions drawn at random from the bank. */
const randomQuickTens: Strategy = (_day, next) => {
  const picked = new Set<number>();
  while (picked.size < perDay) picked.add(Math.floor(next() * bankSize));
  return [...picked];
};

type StrategyName = 'due' | 'due10' | 'random';

function run(seed: number, strategy: StrategyName) {
  const next = random(seed);
  const learner = new Learner();
  const due = dueToday(strategy === 'due10' ? perDay / 2 : perDay);
  for (let day = 0; day < days; day++) {
    const questions = strategy === 'random' ? randomQuickTens(day, next) : due.pick(day, next);
    for (const q of questions) {
      const ok = learner.answer(q, day, next());
      if (strategy !== 'random') due.answered(q, ok, day);
    }
  }
  let recall = 0;
  for (let q = 0; q < bankSize; q++) recall += learner.recall(q, days);
  return { recall: recall / bankSize, seen: learner.seen(), recallOfSeen: recall / learner.seen() };
}

function summary(values: number[]) {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
  return { mean, sd };
}

console.log(
  `bank ${bankSize} questions, ${perDay} answers a day for ${days} days, ${seeds} seeds; recall = mean exp(-t/S) over the whole bank on day ${days}`,
);
const names: Record<StrategyName, string> = {
  due: 'Due today, up to 20 reviews, then new',
  due10: 'Due today, up to 10 reviews, then new',
  random: 'random Quick 10s',
};
const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
for (const strategy of ['due', 'due10', 'random'] as const) {
  const runs = Array.from({ length: seeds }, (_, i) => run(1000 + i, strategy));
  const recall = summary(runs.map((r) => r.recall));
  const ofSeen = summary(runs.map((r) => r.recallOfSeen));
  const seen = summary(runs.map((r) => r.seen));
  console.log(
    `${names[strategy].padEnd(40)} bank recall ${percent(recall.mean)} ± ${percent(recall.sd)}; ` +
      `seen ${seen.mean.toFixed(0)} of ${bankSize}, recall of those ${percent(ofSeen.mean)}`,
  );
}
