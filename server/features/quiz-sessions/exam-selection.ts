// Which questions an exam gets (ADR 036): drawn across topics in proportion to the bank, so a
// 50-question exam looks like the curriculum and not like the user's favourite topic. A question
// counts in one topic (its lowest topic id) for the draw; own questions are never asked.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { qNotHeldByFlags } from '#server/features/flags/flag-hold.ts';
import { liveScopesOf, randomSample } from './live-scope.ts';

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

/** A live question as the exam draw needs it: its topic for the quotas, its author to skip. */
interface Candidate {
  id: string;
  topic: number;
  author: string;
}

/**
 * Every live question with the one topic it counts in (its lowest; 0 for none) and its author,
 * kept in memory while the read version stands (live-scope.ts, ADR 074), so a start does not rank
 * the whole bank by random() in PostgreSQL.
 */
const candidate = sql`json_build_object(
  'id', q.id,
  'topic', coalesce((select min(qt.topic_id) from question_topics qt where qt.question_id = q.id), 0),
  'author', q.created_by)`;
const live = sql`q.deleted_at is null and q.is_published and ${qNotHeldByFlags}`;

/** The exam's questions, in random order. */
export async function examQuestionIds(
  db: Database,
  userId: string,
  wanted: number,
): Promise<string[]> {
  const candidates = await liveScopesOf(db).current<Candidate>(db, 'exam', candidate, live);
  const byTopic = new Map<number, string[]>();
  for (const c of candidates) {
    if (c.author === userId) continue; // own questions are never asked
    const ids = byTopic.get(c.topic) ?? [];
    ids.push(c.id);
    byTopic.set(c.topic, ids);
  }
  const sizes = new Map([...byTopic].map(([topic, ids]) => [topic, ids.length]));
  const quotas = proportionalQuotas(sizes, wanted);
  const chosen = [...byTopic].flatMap(([topic, ids]) => randomSample(ids, quotas.get(topic) ?? 0));
  return randomSample(chosen, chosen.length);
}
