// Over-confidence (ADR 035): how often the user's answers rated "sure" were wrong, per topic,
// with the unsure and guess counts beside them for a calibration view. One SQL aggregate over
// the user's own user_answers joined to question_topics.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { ConfidenceStats } from '#shared/contract/stats.ts';

/**
 * Topics with at least one rated answer of the user's, most over-confident first (topics without
 * a "sure" answer last), then more "sure" answers first, then by name.
 */
export async function confidenceStats(db: Database, userId: string): Promise<ConfidenceStats> {
  const result = await db.execute<ConfidenceStats['topics'][number]>(sql`
    with rated as (
      select qt.topic_id,
             count(*) filter (where ua.confidence = 'sure')::int as "sureAnswers",
             count(*) filter (where ua.confidence = 'sure' and not ua.is_correct)::int as "sureWrong",
             count(*) filter (where ua.confidence = 'unsure')::int as "unsureAnswers",
             count(*) filter (where ua.confidence = 'unsure' and not ua.is_correct)::int as "unsureWrong",
             count(*) filter (where ua.confidence = 'guess')::int as "guessAnswers",
             count(*) filter (where ua.confidence = 'guess' and not ua.is_correct)::int as "guessWrong"
      from user_answers ua
      join question_topics qt on qt.question_id = ua.question_id
      where ua.user_id = ${userId} and ua.confidence is not null
      group by qt.topic_id
    )
    select r.topic_id as "topicId", t.name as "topicName",
           r."sureAnswers", r."sureWrong", r."unsureAnswers", r."unsureWrong",
           r."guessAnswers", r."guessWrong",
           case when r."sureAnswers" > 0
                then round(100.0 * r."sureWrong" / r."sureAnswers")::int end as overconfidence
    from rated r
    join topics t on t.id = r.topic_id
    order by overconfidence desc nulls last, r."sureAnswers" desc, t.name`);
  return { topics: result.rows };
}
