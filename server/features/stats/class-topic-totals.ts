// A class's answers per topic, and each member's share of them, kept in memory for a minute
// (ADR 068): the Focus topics card compares a trainee with their classmates, and summing a
// class's answers (hundreds of thousands at 10^7) on every read was the server's bottleneck.
// The member's own share comes from the same snapshot, so "the class without me" is exact as
// of the snapshot; only answers given in the last minute may be missing from it.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { perDatabase } from '#server/db/per-database.ts';

export interface Tally {
  answered: number;
  correct: number;
}

export interface ClassTopicTotals {
  /** every member's answers per topic id */
  topics: Map<number, Tally>;
  /** each member's own answers per topic id */
  members: Map<string, Map<number, Tally>>;
}

/** How long a class's totals are served before the next read sums them again. */
export const classTotalsMaxAgeMs = 60_000;

interface Entry {
  at: number;
  totals: Promise<ClassTopicTotals>;
}

async function sumClass(db: Database, gpepClass: string): Promise<ClassTopicTotals> {
  const result = await db.execute<{
    user_id: string;
    topic_id: number;
    answered: number;
    correct: number;
  }>(sql`
    select ua.user_id, qt.topic_id, count(*)::int as answered,
           count(*) filter (where ua.is_correct)::int as correct
    from profiles p
    join user_answers ua on ua.user_id = p.id
    join question_topics qt on qt.question_id = ua.question_id
    where p.gpep_class = ${gpepClass}
    group by ua.user_id, qt.topic_id`);
  const totals: ClassTopicTotals = { topics: new Map(), members: new Map() };
  for (const row of result.rows) {
    const topic = totals.topics.get(row.topic_id) ?? { answered: 0, correct: 0 };
    topic.answered += row.answered;
    topic.correct += row.correct;
    totals.topics.set(row.topic_id, topic);
    const member = totals.members.get(row.user_id) ?? new Map<number, Tally>();
    member.set(row.topic_id, { answered: row.answered, correct: row.correct });
    totals.members.set(row.user_id, member);
  }
  return totals;
}

const entriesOf = perDatabase(() => new Map<string, Entry>());

/** The class's totals, summed at most once a minute; concurrent reads share one sum. */
export function classTopicTotals(db: Database, gpepClass: string): Promise<ClassTopicTotals> {
  const entries = entriesOf(db);
  const entry = entries.get(gpepClass);
  if (entry && Date.now() - entry.at < classTotalsMaxAgeMs) return entry.totals;
  const totals = sumClass(db, gpepClass);
  entries.set(gpepClass, { at: Date.now(), totals });
  totals.catch(() => {
    if (entries.get(gpepClass)?.totals === totals) entries.delete(gpepClass);
  });
  return totals;
}

/** The class's answers in a topic without one member's own. */
export function classmatesTally(totals: ClassTopicTotals, userId: string, topicId: number): Tally {
  const all = totals.topics.get(topicId) ?? { answered: 0, correct: 0 };
  const own = totals.members.get(userId)?.get(topicId) ?? { answered: 0, correct: 0 };
  return { answered: all.answered - own.answered, correct: all.correct - own.correct };
}
