// Author analytics (ADR 039): per own live question, how often it is answered, first-attempt
// accuracy and option shares (question_option_stats, ADR 032), and the discrimination index from
// the first attempts of the top and bottom 27% of trainees ranked by overall accuracy. One SQL
// query of aggregates; the rules on the counts (index, warnings) are in shared/domain. A shared
// quiz's defaulted answer (checked as a, never chosen) is not an answer here (ADR 058).
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  groupShare,
  minAnswersToRank,
  type QuestionAnalytics,
} from '#shared/contract/question-analytics.ts';
import { minPeerAnswers, optionIds, type OptionId } from '#shared/contract/question-view.ts';
import {
  analyticsWarnings,
  discriminationIndex,
  type GroupCounts,
} from '#shared/domain/question-analytics.ts';
import { percent } from '#shared/domain/scoring.ts';

interface Row extends Record<string, unknown> {
  question_id: string;
  correct_answer: OptionId;
  times_answered: number;
  answered_by: number;
  answered_correctly: number;
  chose_a: number;
  chose_b: number;
  chose_c: number;
  chose_d: number;
  top_n: number;
  top_correct: number;
  top_a: number;
  top_b: number;
  top_c: number;
  top_d: number;
  bottom_n: number;
  bottom_correct: number;
}

export async function myQuestionAnalytics(
  db: Database,
  authorId: string,
): Promise<QuestionAnalytics[]> {
  const result = await db.execute<Row>(sql`
    with mine as (
      select id, correct_answer, created_at from questions
      where created_by = ${authorId} and deleted_at is null
    ),
    -- trainees with enough answers, best overall accuracy first (ties by id: a stable cut)
    ranked as (
      select id as user_id,
             row_number() over (order by answers_correct::float8 / answers_total desc, id) as pos,
             count(*) over () as n
      from profiles where answers_total >= ${minAnswersToRank}
    ),
    grouped as (
      select user_id,
             case when pos <= floor(n * ${groupShare}::numeric) then 'top'
                  when pos > n - floor(n * ${groupShare}::numeric) then 'bottom' end as grp
      from ranked
    ),
    -- each ranked trainee's first answer to each question of the author's
    firsts as (
      select distinct on (a.user_id, a.question_id) a.user_id, a.question_id, a.selected_answer,
             a.is_correct
      from user_answers a
      join mine m on m.id = a.question_id
      join grouped g on g.user_id = a.user_id and g.grp is not null
      where a.user_id <> ${authorId} and not a.defaulted
      order by a.user_id, a.question_id, a.answered_at, a.id
    ),
    groups as (
      select f.question_id, g.grp,
             count(*)::int as n,
             (count(*) filter (where f.is_correct))::int as correct,
             (count(*) filter (where f.selected_answer = 'a'))::int as a,
             (count(*) filter (where f.selected_answer = 'b'))::int as b,
             (count(*) filter (where f.selected_answer = 'c'))::int as c,
             (count(*) filter (where f.selected_answer = 'd'))::int as d
      from firsts f join grouped g on g.user_id = f.user_id
      group by f.question_id, g.grp
    ),
    times as (
      select a.question_id, count(*)::int as n
      from user_answers a join mine m on m.id = a.question_id
      where a.user_id <> ${authorId} and not a.defaulted
      group by a.question_id
    )
    select m.id as question_id, m.correct_answer,
           coalesce(t.n, 0) as times_answered,
           coalesce(s.answered_by, 0) as answered_by,
           coalesce(s.answered_correctly, 0) as answered_correctly,
           coalesce(s.chose_a, 0) as chose_a, coalesce(s.chose_b, 0) as chose_b,
           coalesce(s.chose_c, 0) as chose_c, coalesce(s.chose_d, 0) as chose_d,
           coalesce(top.n, 0) as top_n, coalesce(top.correct, 0) as top_correct,
           coalesce(top.a, 0) as top_a, coalesce(top.b, 0) as top_b,
           coalesce(top.c, 0) as top_c, coalesce(top.d, 0) as top_d,
           coalesce(bottom.n, 0) as bottom_n, coalesce(bottom.correct, 0) as bottom_correct
    from mine m
    left join times t on t.question_id = m.id
    left join question_option_stats s on s.question_id = m.id
    left join groups top on top.question_id = m.id and top.grp = 'top'
    left join groups bottom on bottom.question_id = m.id and bottom.grp = 'bottom'
    order by m.created_at desc, m.id`);
  return result.rows.map(present);
}

function present(r: Row): QuestionAnalytics {
  const chose = { a: r.chose_a, b: r.chose_b, c: r.chose_c, d: r.chose_d };
  const top: GroupCounts = {
    attempts: r.top_n,
    correct: r.top_correct,
    chose: { a: r.top_a, b: r.top_b, c: r.top_c, d: r.top_d },
  };
  // the bottom group's choices only feed the index
  const bottom: GroupCounts = {
    attempts: r.bottom_n,
    correct: r.bottom_correct,
    chose: { a: 0, b: 0, c: 0, d: 0 },
  };
  // Per-option figures and the accuracy from enough trainees only, as peer statistics show them
  // (ADR 032): from one or two, they tell the author what a named classmate chose (ADR 058).
  const enough = r.answered_by >= minPeerAnswers;
  return {
    questionId: r.question_id,
    timesAnswered: r.times_answered,
    firstAttempts: r.answered_by,
    percentCorrectFirst: enough ? percent(r.answered_correctly, r.answered_by) : null,
    correctAnswer: r.correct_answer,
    options: enough
      ? optionIds.map((id) => ({
          id,
          count: chose[id],
          percent: percent(chose[id], r.answered_by),
        }))
      : null,
    discrimination: discriminationIndex(top, bottom),
    warnings: analyticsWarnings({
      correctAnswer: r.correct_answer,
      firstAttempts: r.answered_by,
      correctFirst: r.answered_correctly,
      chose,
      top,
    }),
  };
}
