// Which questions an exam gets (ADR 036): drawn across topics in proportion to the bank, so a
// 50-question exam looks like the curriculum and not like the user's favourite topic. A question
// counts in one topic (its lowest topic id) for the draw; own questions are never asked.
import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { qNotHeldByFlags } from '#server/features/flags/flag-hold.ts';

/**
 * How many questions each group gets: the largest-remainder method, so the quotas add up to
 * `wanted` exactly (or to the whole bank when it is smaller) and no group gets more than it has.
 */
export function proportionalQuotas(
  sizes: Map<number, number>,
  wanted: number,
): Map<number, number> {
  const total = [...sizes.values()].reduce((sum, n) => sum + n, 0);
  const take = Math.min(wanted, total);
  const quotas = new Map<number, number>();
  if (take === 0) return quotas;
  const remainders: { group: number; rest: number }[] = [];
  let given = 0;
  for (const [group, size] of sizes) {
    const exact = (size * take) / total;
    const whole = Math.floor(exact);
    quotas.set(group, whole);
    given += whole;
    remainders.push({ group, rest: exact - whole });
  }
  // Largest remainder first; ties to the larger group, then the lower id, so it is deterministic.
  remainders.sort(
    (a, b) =>
      b.rest - a.rest || (sizes.get(b.group) ?? 0) - (sizes.get(a.group) ?? 0) || a.group - b.group,
  );
  for (const { group } of remainders.slice(0, take - given)) {
    quotas.set(group, (quotas.get(group) ?? 0) + 1);
  }
  return quotas;
}

/** The exam's questions, in random order. */
export async function examQuestionIds(
  db: Executor,
  userId: string,
  wanted: number,
): Promise<string[]> {
  // Every live question of others with its topic, its topic's size and a random rank inside that
  // topic. No topic's quota exceeds `wanted`, so only ranks up to it come back: a few hundred
  // rows instead of the whole bank, which Node parsed on every exam start (ADR 043).
  const result = await db.execute<{ id: string; topic_id: number; rank: number; size: number }>(sql`
    with live as (
      select q.id,
             coalesce((select min(qt.topic_id) from question_topics qt where qt.question_id = q.id), 0)
               as topic_id
      from questions q
      where q.deleted_at is null and q.is_published and q.created_by <> ${userId}
        and ${qNotHeldByFlags}
    ), ranked as (
      select id, topic_id,
             row_number() over (partition by topic_id order by random())::int as rank,
             count(*) over (partition by topic_id)::int as size
      from live
    )
    select id, topic_id, rank, size from ranked where rank <= ${wanted}`);
  const sizes = new Map<number, number>();
  for (const row of result.rows) sizes.set(row.topic_id, row.size);
  const quotas = proportionalQuotas(sizes, wanted);
  const chosen = result.rows.filter((row) => row.rank <= (quotas.get(row.topic_id) ?? 0));
  return shuffle(chosen.map((row) => row.id));
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
