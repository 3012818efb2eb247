// The figures of the load test recomputed from the answer log (questions and user_answers), without
// the app's counters or its ledger: nectar from the rules of [product#nectar-and-honey-pots], then
// the class ranking and the regional table from those.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { ClassRanking, RegionalStat } from '#shared/contract/stats.ts';

export interface UserFigures {
  id: string;
  name: string;
  gpepClass: string;
  gpepYear: number;
  /** from the log: 5 per live question written, 1 per first correct answer to another's question,
   * 1 per other user who answered one of theirs */
  points: number;
  answersTotal: number;
  answersCorrect: number;
  questionsAnswered: number;
  questionsWritten: number;
}

/** Every onboarded profile's figures, recomputed. */
export async function recomputeUsers(db: Database): Promise<UserFigures[]> {
  const result = await db.execute<Record<keyof UserFigures, never>>(sql`
    with live_written as (
      select created_by as id, count(*) filter (where deleted_at is null) as n
      from questions group by created_by),
    first_correct as (
      select ua.user_id as id, count(distinct ua.question_id) as n
      from user_answers ua join questions q on q.id = ua.question_id
      where ua.is_correct and q.created_by <> ua.user_id group by ua.user_id),
    answered_by_others as (
      select q.created_by as id, count(distinct (ua.user_id, ua.question_id)) as n
      from user_answers ua join questions q on q.id = ua.question_id
      where ua.user_id <> q.created_by group by q.created_by),
    answers as (
      select user_id as id, count(*) as total, count(*) filter (where is_correct) as correct,
             count(distinct question_id) as distinct_questions
      from user_answers group by user_id)
    select p.id, p.name, p.gpep_class as "gpepClass", p.gpep_year as "gpepYear",
           (5 * coalesce(w.n, 0) + coalesce(f.n, 0) + coalesce(o.n, 0))::int as points,
           coalesce(a.total, 0)::int as "answersTotal",
           coalesce(a.correct, 0)::int as "answersCorrect",
           coalesce(a.distinct_questions, 0)::int as "questionsAnswered",
           coalesce(w.n, 0)::int as "questionsWritten"
    from profiles p
    left join live_written w on w.id = p.id
    left join first_correct f on f.id = p.id
    left join answered_by_others o on o.id = p.id
    left join answers a on a.id = p.id
    where p.gpep_class is not null
    order by p.id`);
  return result.rows as UserFigures[];
}

/** "Your Class" as `viewer` should see it: same class and year, by points, then name. */
export function classRankingFor(users: UserFigures[], viewer: UserFigures): ClassRanking {
  const members = users
    .filter((u) => u.gpepClass === viewer.gpepClass && u.gpepYear === viewer.gpepYear)
    .sort((a, b) => b.points - a.points || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    gpepClass: viewer.gpepClass,
    gpepYear: viewer.gpepYear,
    members: members.map((m) => ({
      id: m.id,
      name: m.name,
      points: m.points,
      // Competition ranking: equal points share a rank, the next rank skips.
      rank: 1 + members.filter((other) => other.points > m.points).length,
      isMe: m.id === viewer.id,
    })),
  };
}

/** The regional table over `classes`: totals per class, by points, then class name. */
export function regionalFrom(users: UserFigures[], classes: readonly string[]): RegionalStat[] {
  return classes
    .map((region) => {
      const members = users.filter((u) => u.gpepClass === region);
      const sum = (pick: (u: UserFigures) => number) => members.reduce((n, u) => n + pick(u), 0);
      return {
        region,
        totalPoints: sum((u) => u.points),
        questionsAnswered: sum((u) => u.questionsAnswered),
        questionsWritten: sum((u) => u.questionsWritten),
      };
    })
    .sort((a, b) => b.totalPoints - a.totalPoints || a.region.localeCompare(b.region));
}
