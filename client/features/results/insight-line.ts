// Performance Insights' specific line [product#results-insight]: the topic this quiz missed most,
// or, failing that, how many questions are due for review today. Nothing when neither is true.
import type { QuestionResult } from '#shared/contract/quiz.ts';

interface TopicTally {
  name: string;
  total: number;
  wrong: number;
}

/**
 * The topic with the most wrong answers (left unanswered counts as wrong), ahead of every other
 * on count and then on share; none when the quiz kept to one topic or no topic stands out.
 */
function mostMissedTopic(items: readonly QuestionResult[]): TopicTally | null {
  const tallies = new Map<string, TopicTally>();
  for (const item of items) {
    for (const { name } of item.topics) {
      const tally = tallies.get(name) ?? { name, total: 0, wrong: 0 };
      tally.total += 1;
      if (!item.isCorrect) tally.wrong += 1;
      tallies.set(name, tally);
    }
  }
  if (tallies.size < 2) return null;
  const ranked = [...tallies.values()]
    .filter((t) => t.wrong > 0)
    .sort((a, b) => b.wrong - a.wrong || b.wrong / b.total - a.wrong / a.total);
  const [top, next] = ranked;
  if (!top) return null;
  if (next && next.wrong === top.wrong && next.wrong / next.total === top.wrong / top.total) {
    return null;
  }
  return top;
}

export function insightLine(
  items: readonly QuestionResult[],
  dueToday: number | undefined,
): string | null {
  const missed = mostMissedTopic(items);
  if (missed) return `Most missed here: ${missed.name} (${missed.wrong} of ${missed.total} wrong)`;
  if (dueToday !== undefined && dueToday > 0) {
    return `${dueToday} question${dueToday === 1 ? '' : 's'} due for review today`;
  }
  return null;
}
