// The weakness coach (ADR 034): the user's weakest topics beside their class, and weekly accuracy
// per topic, from the user's answers; the class's side from class-topic-totals.ts (ADR 068).
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { WeakTopics, WeeklyAccuracy } from '#shared/contract/stats.ts';
import { classmatesTally, classTopicTotals } from './class-topic-totals.ts';

/** A topic needs this many of the user's answers before its accuracy says anything. */
const weakTopicFloor = 5;
const weakTopicCount = 3;
const weekCount = 8;

const percent = (correct: string, answered: string) =>
  sql.raw(`case when ${answered} > 0 then round(100.0 * ${correct} / ${answered})::int end`);

/**
 * The three topics with the lowest accuracy among those with at least 5 of the user's answers
 * (ties: more answers first, then name), each with the accuracy of the user's GPEP class in that
 * topic over the classmates' answers (the user's own excluded; other classes never count), from
 * the class's totals of the last minute (class-topic-totals.ts, ADR 068).
 */
export async function weakTopics(db: Database, userId: string): Promise<WeakTopics> {
  const result = await db.execute<{
    gpep_class: string | null;
    topic_id: number | null;
    topic_name: string | null;
    answered: number;
    correct: number;
    accuracy: number;
  }>(sql`
    with me as (select gpep_class from profiles where id = ${userId}),
    mine as (
      select qt.topic_id, count(*)::int as answered,
             count(*) filter (where ua.is_correct)::int as correct
      from user_answers ua
      join question_topics qt on qt.question_id = ua.question_id
      where ua.user_id = ${userId}
      group by qt.topic_id
      having count(*) >= ${weakTopicFloor}
    ),
    weakest as (
      select m.topic_id, t.name as topic_name, m.answered, m.correct,
             row_number() over (order by m.correct::numeric / m.answered, m.answered desc, t.name) as position
      from mine m join topics t on t.id = m.topic_id
      order by position
      limit ${weakTopicCount}
    )
    select me.gpep_class, w.topic_id, w.topic_name,
           coalesce(w.answered, 0) as answered, coalesce(w.correct, 0) as correct,
           coalesce(${percent('w.correct', 'w.answered')}, 0) as accuracy
    from (select 1) one
    left join me on true
    left join weakest w on true
    order by w.position`);
  const gpepClass = result.rows[0]?.gpep_class ?? null;
  const weakest = result.rows.filter((r) => r.topic_id !== null && r.topic_name !== null);
  const totals =
    gpepClass !== null && weakest.length > 0 ? await classTopicTotals(db, gpepClass) : null;
  return {
    gpepClass,
    topics: weakest.map((r) => {
      const classmates = totals
        ? classmatesTally(totals, userId, r.topic_id!)
        : { answered: 0, correct: 0 };
      return {
        topicId: r.topic_id!,
        topicName: r.topic_name!,
        answered: r.answered,
        correct: r.correct,
        accuracy: r.accuracy,
        classAccuracy:
          classmates.answered > 0
            ? Math.round((100 * classmates.correct) / classmates.answered)
            : null,
        classAnswered: classmates.answered,
      };
    }),
  };
}

/**
 * Accuracy per topic in each of the last 8 New Zealand weeks (Monday 00:00 Pacific/Auckland to
 * the next, ADR 012), the current week last. Topics without answers in those weeks are left out.
 */
export async function weeklyAccuracy(db: Database, userId: string): Promise<WeeklyAccuracy> {
  const result = await db.execute<{
    weeks: string[];
    topics: WeeklyAccuracy['topics'] | null;
  }>(sql`
    with this_week as (
      select date_trunc('week', now() at time zone 'Pacific/Auckland')::date as monday
    ),
    weeks as (
      select (this_week.monday - 7 * g)::date as week
      from this_week, generate_series(0, ${weekCount - 1}) as g
    ),
    answers as (
      select qt.topic_id,
             date_trunc('week', ua.answered_at at time zone 'Pacific/Auckland')::date as week,
             count(*)::int as answered,
             count(*) filter (where ua.is_correct)::int as correct
      from user_answers ua
      join question_topics qt on qt.question_id = ua.question_id
      where ua.user_id = ${userId}
        and ua.answered_at >= (
          (select monday from this_week) - 7 * ${weekCount - 1}
        )::timestamp at time zone 'Pacific/Auckland'
      group by 1, 2
    ),
    lines as (
      select t.id as topic_id, t.name as topic_name,
             json_agg(json_build_object(
               'week', to_char(w.week, 'YYYY-MM-DD'),
               'answered', coalesce(a.answered, 0),
               'correct', coalesce(a.correct, 0),
               'accuracy', ${percent('a.correct', 'a.answered')}
             ) order by w.week) as points
      from (select distinct topic_id from answers) answered_topics
      join topics t on t.id = answered_topics.topic_id
      cross join weeks w
      left join answers a on a.topic_id = t.id and a.week = w.week
      group by t.id, t.name
    )
    select (select array_agg(to_char(week, 'YYYY-MM-DD') order by week) from weeks) as weeks,
           (select json_agg(json_build_object(
              'topicId', topic_id, 'topicName', topic_name, 'points', points
            ) order by topic_name) from lines) as topics`);
  const row = result.rows[0];
  return { weeks: row?.weeks ?? [], topics: row?.topics ?? [] };
}
