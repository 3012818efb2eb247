// Every class's answers per topic, and each member's share of them, summed in one statement and
// kept in memory (ADR 068): the Focus topics card compares a trainee with their classmates, and
// summing a class's answers (hundreds of thousands at 10^7) on every read was the server's
// bottleneck. A read older than a minute is answered from the last sum while the next one runs
// in the background. The member's own share comes from the same snapshot, so "the class without
// me" is exact as of the snapshot; only answers of the last minute or so may be missing from it.
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

/** How old the totals may be before a read starts the next sum. */
export const classTotalsMaxAgeMs = 60_000;

const empty = (): ClassTopicTotals => ({ topics: new Map(), members: new Map() });

async function sumClasses(db: Database): Promise<Map<string, ClassTopicTotals>> {
  const result = await db.execute<{
    gpep_class: string;
    user_id: string;
    topic_id: number;
    answered: number;
    correct: number;
  }>(sql`/* background: class topic totals */
    select p.gpep_class, ua.user_id, qt.topic_id, count(*)::int as answered,
           count(*) filter (where ua.is_correct)::int as correct
    from profiles p
    join user_answers ua on ua.user_id = p.id
    join question_topics qt on qt.question_id = ua.question_id
    where p.gpep_class is not null
    group by p.gpep_class, ua.user_id, qt.topic_id`);
  const classes = new Map<string, ClassTopicTotals>();
  for (const row of result.rows) {
    const totals = classes.get(row.gpep_class) ?? empty();
    classes.set(row.gpep_class, totals);
    const topic = totals.topics.get(row.topic_id) ?? { answered: 0, correct: 0 };
    topic.answered += row.answered;
    topic.correct += row.correct;
    totals.topics.set(row.topic_id, topic);
    const member = totals.members.get(row.user_id) ?? new Map<number, Tally>();
    member.set(row.topic_id, { answered: row.answered, correct: row.correct });
    totals.members.set(row.user_id, member);
  }
  return classes;
}

interface Snapshot {
  at: number;
  classes: Map<string, ClassTopicTotals>;
}

const stateOf = perDatabase(() => ({
  last: undefined as Snapshot | undefined,
  running: undefined as Promise<Snapshot> | undefined,
}));

/** The class's totals: the first read waits for the sum; later reads never do. */
export async function classTopicTotals(db: Database, gpepClass: string): Promise<ClassTopicTotals> {
  const state = stateOf(db);
  if (!state.last || Date.now() - state.last.at >= classTotalsMaxAgeMs) {
    state.running ??= sumClasses(db)
      .then((classes) => (state.last = { at: Date.now(), classes }))
      .finally(() => (state.running = undefined));
    if (!state.last) await state.running;
    // a failed background sum is tried again by the next read
    else state.running.catch(() => undefined);
  }
  return state.last!.classes.get(gpepClass) ?? empty();
}

/** The class's answers in a topic without one member's own. */
export function classmatesTally(totals: ClassTopicTotals, userId: string, topicId: number): Tally {
  const all = totals.topics.get(topicId) ?? { answered: 0, correct: 0 };
  const own = totals.members.get(userId)?.get(topicId) ?? { answered: 0, correct: 0 };
  return { answered: all.answered - own.answered, correct: all.correct - own.correct };
}
