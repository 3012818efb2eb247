// Progress and statistics. Every per-user query is an index range on the user's own rows
// (user_question_status, user_answers, quiz_sessions); class and regional figures read the
// per-profile counters, never the answer log.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { queryPrepared } from '#server/db/prepared.ts';
import { gpepClasses } from '#shared/contract/gpep.ts';
import type {
  ActivityItem,
  ClassRanking,
  QuestionStats,
  RegionalStat,
  StatsSummary,
} from '#shared/contract/stats.ts';
import { classRankingTop } from '#shared/contract/stats.ts';
import { accuracy } from '#shared/domain/scoring.ts';

/** Every class with its totals (classes without members included, at 0). O(users): only the
 * regional snapshot's refresh runs it, off the request path (marked so for the bench's EXPLAIN). */
export async function regionalStats(db: Database): Promise<RegionalStat[]> {
  const result = await db.execute<{
    region: string;
    total_points: number;
    answered: number;
    written: number;
  }>(sql`
    /* background: regional snapshot */
    select gpep_class as region,
           coalesce(sum(points), 0)::int as total_points,
           coalesce(sum(questions_answered), 0)::int as answered,
           coalesce(sum(questions_written), 0)::int as written
    from profiles where gpep_class is not null group by gpep_class`);
  const byRegion = new Map(result.rows.map((r) => [r.region, r]));
  return gpepClasses
    .map((region) => {
      const row = byRegion.get(region);
      return {
        region,
        totalPoints: row?.total_points ?? 0,
        questionsAnswered: row?.answered ?? 0,
        questionsWritten: row?.written ?? 0,
      };
    })
    .sort((a, b) => b.totalPoints - a.totalPoints || a.region.localeCompare(b.region));
}

/**
 * Per-topic and overall counts of new / correct / incorrect for the user (all new if signed out).
 * One statement: the live questions with the user's status are read once and counted twice, per
 * topic and overall (a question in two topics counts once overall); as two queries each read
 * every question and the user's 3,000 status rows (ADR 043).
 */
export async function questionStats(db: Database, userId: string | null): Promise<QuestionStats> {
  const result = await db.execute<{
    id: number | null;
    name: string | null;
    total: number;
    correct: number;
    incorrect: number;
  }>(sql`
    with live as materialized (
      select q.id, s.last_is_correct
      from questions q
      left join user_question_status s on s.question_id = q.id and s.user_id = ${userId}
      where q.deleted_at is null and q.is_published)
    select * from (
      select t.id, t.name,
             count(live.id)::int as total,
             (count(*) filter (where live.last_is_correct))::int as correct,
             (count(*) filter (where not live.last_is_correct))::int as incorrect
      from topics t
      left join question_topics qt on qt.topic_id = t.id
      left join live on live.id = qt.question_id
      group by t.id, t.name order by t.name) per_topic
    union all
    select null, null, count(*)::int,
           (count(*) filter (where last_is_correct))::int,
           (count(*) filter (where not last_is_correct))::int
    from live`);
  const counts = (r: { total: number; correct: number; incorrect: number }) => ({
    totalQuestions: r.total,
    correctQuestions: r.correct,
    incorrectQuestions: r.incorrect,
    unattemptedQuestions: r.total - r.correct - r.incorrect,
  });
  const overall = result.rows.find((r) => r.id === null);
  return {
    overall: counts(overall ?? { total: 0, correct: 0, incorrect: 0 }),
    topics: result.rows.flatMap((r) =>
      r.id === null ? [] : [{ topicId: r.id, topicName: r.name ?? '', ...counts(r) }],
    ),
  };
}

/**
 * The caller's class and year with its first members by points, in one prepared statement
 * (db/prepared.ts): the caller's profile, then their class's members through the class index.
 * A caller ranked past the first ones comes last, with their rank: everyone sees their own row.
 */
export async function classRanking(db: Database, userId: string): Promise<ClassRanking> {
  const rows = await queryPrepared<{
    gpep_class: string | null;
    gpep_year: number | null;
    id: string | null;
    name: string;
    points: number;
    rank: number;
  }>(
    db,
    sql`
    select me.gpep_class, me.gpep_year, m.id, m.name, m.points, m.rank
    from profiles me
    left join lateral (
      select id, name, points, rank from (
        select id, name, points, (rank() over (order by points desc))::int as rank,
               row_number() over (order by points desc, name) as place
        from profiles where gpep_class = me.gpep_class and gpep_year = me.gpep_year) ranked
      where place <= ${sql.raw(String(classRankingTop))} or id = me.id
      order by place) m on true
    where me.id = ${userId}`,
  );
  const gpepClass = rows[0]?.gpep_class ?? null;
  const gpepYear = rows[0]?.gpep_year ?? null;
  if (!gpepClass || !gpepYear) return { gpepClass, gpepYear, members: [] };
  return {
    gpepClass,
    gpepYear,
    members: rows.flatMap((r) =>
      r.id === null
        ? []
        : [{ id: r.id, name: r.name, points: r.points, rank: r.rank, isMe: r.id === userId }],
    ),
  };
}

/** The most activity items one request may ask for: the route's bound, written into SQL below. */
export const maxActivityLimit = 20;

/** Completed quiz sessions, shared quizzes among them, newest first [product#constants]. */
export async function recentActivity(
  db: Database,
  userId: string,
  limit: number,
): Promise<ActivityItem[]> {
  // A prepared statement (db/prepared.ts): the dashboard asks for it on every visit. The limit is
  // taken before the joins, which would otherwise join and sort all of a user's sessions, and is
  // written into the text (one statement per limit, 20 at most): as a parameter, PostgreSQL plans
  // the statement again on every run once the tables are large (ADR 043, docs/performance.md).
  if (!Number.isInteger(limit) || limit < 1 || limit > maxActivityLimit) {
    throw new RangeError(`limit: 1 to ${maxActivityLimit}`);
  }
  const rows = await queryPrepared<{
    id: string;
    kind: 'quiz' | 'shared-quiz';
    title: string;
    correct: number;
    total: number;
    points: number;
    completed_at: Date;
  }>(
    db,
    sql`
    select qs.id::text,
           case when qs.quiz_type = 'shared-quiz' then 'shared-quiz' else 'quiz' end as kind,
           case when qs.quiz_type = 'quick' then 'Quick 10'
                when qs.quiz_type = 'due' then 'Due review'
                when qs.quiz_type = 'saved' then 'Saved questions'
                when qs.quiz_type = 'exam' then 'Mock exam'
                when qs.quiz_type = 'custom' then 'Custom test'
                when qs.quiz_type = 'review' then coalesce(t.name || ' review', 'Review')
                -- a deleted quiz is still the taker's activity, under its name
                when qs.quiz_type = 'shared-quiz' then coalesce(z.name, 'Shared quiz')
                else coalesce(t.name, 'Topic quiz') end as title,
           coalesce(qs.correct_answers, 0) as correct, qs.total_questions as total,
           coalesce(qs.points_earned, 0) as points, qs.completed_at
    from (select * from quiz_sessions
          where user_id = ${userId} and completed_at is not null
          order by completed_at desc limit ${sql.raw(String(limit))}) qs
    left join topics t on t.id = qs.topic_id
    left join quizzes z on z.id = qs.quiz_id
    order by qs.completed_at desc`,
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: r.title,
    correct: r.correct,
    total: r.total,
    scorePercentage: accuracy(r.correct, r.total),
    pointsEarned: r.points,
    completedAt: new Date(r.completed_at).toISOString(),
  }));
}

/**
 * The "Your Statistics" figures in one statement (ADR 043): as five queries run side by side,
 * each request held five of the pool's connections. Per topic from the per-question counters
 * (recordAnswers keeps attempts and correct_attempts equal to the answer log): one row per
 * question answered, not one per answer. The 30 days count the user's last 31 days of answers
 * per New Zealand day first, then join the days, which is cheaper than joining each answer to the
 * 30 days.
 */
export async function statsSummary(db: Database, userId: string): Promise<StatsSummary> {
  const result = await db.execute<{
    answers_total: number | null;
    answers_correct: number | null;
    points: number | null;
    quizzes: number;
    wrong: number;
    topics: { id: number; name: string; answered: number; correct: number }[];
    daily: { day: string; answered: number; correct: number }[];
  }>(sql`
    with per_topic as (
      select qt.topic_id, sum(s.attempts)::int as answered, sum(s.correct_attempts)::int as correct
      from user_question_status s
      join question_topics qt on qt.question_id = s.question_id
      where s.user_id = ${userId}
      group by qt.topic_id),
    -- Days are New Zealand days: the trainees' evening answers belong to that evening.
    today as (select (now() at time zone 'Pacific/Auckland')::date as d),
    per_day as (
      select (ua.answered_at at time zone 'Pacific/Auckland')::date as day,
             count(*)::int as answered, (count(*) filter (where ua.is_correct))::int as correct
      from user_answers ua
      where ua.user_id = ${userId} and ua.answered_at > now() - interval '31 days'
      group by 1)
    select p.answers_total, p.answers_correct, p.points,
      (select count(*)::int from quiz_sessions
       where user_id = ${userId} and completed_at is not null) as quizzes,
      (select count(*)::int from user_question_status
       where user_id = ${userId} and not last_is_correct) as wrong,
      (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name,
                'answered', pt.answered, 'correct', pt.correct) order by t.name), '[]')
       from per_topic pt join topics t on t.id = pt.topic_id) as topics,
      (select json_agg(json_build_object('day', to_char(days.day, 'YYYY-MM-DD'),
                'answered', coalesce(pd.answered, 0), 'correct', coalesce(pd.correct, 0))
                order by days.day)
       from today, generate_series(today.d - 29, today.d, interval '1 day') as days(day)
       left join per_day pd on pd.day = days.day::date) as daily
    from (select 1) one left join profiles p on p.id = ${userId}`);
  const r = result.rows[0]!;
  const answered = r.answers_total ?? 0;
  const correct = r.answers_correct ?? 0;
  return {
    answered,
    correct,
    accuracy: accuracy(correct, answered),
    points: r.points ?? 0,
    quizzesCompleted: r.quizzes,
    wrongAnswersToReview: r.wrong,
    topics: r.topics.map((t) => ({
      topicId: t.id,
      topicName: t.name,
      answered: t.answered,
      correct: t.correct,
      accuracy: accuracy(t.correct, t.answered),
    })),
    daily: r.daily,
  };
}
