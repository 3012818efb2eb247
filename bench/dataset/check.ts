// The consistency check of issue 11: every table recordAnswers keeps, recomputed from the answer
// log (user_answers) and compared row for row. Run after the generator (is the data what the app
// would have written?) and after the scenarios (did the app's own writes under load keep it so?).
// Each check is "recomputed EXCEPT stored" both ways; any row left is a mismatch, and the bench
// stops with the first rows of each.
import type pg from 'pg';

const checks: Record<string, { recomputed: string; stored: string }> = {
  // the latest answer per (user, question) by time (ties by id), its count, first correct, last time
  user_question_status: {
    recomputed: `
      select distinct on (user_id, question_id) user_id, question_id, is_correct, selected_answer,
             count(*) over w, count(*) filter (where is_correct) over w,
             min(answered_at) filter (where is_correct) over w, max(answered_at) over w
      from user_answers window w as (partition by user_id, question_id)
      order by user_id, question_id, answered_at desc, id desc`,
    stored: `select user_id, question_id, last_is_correct, last_selected_answer, attempts::bigint,
                    correct_attempts::bigint, first_correct_at, last_answered_at
             from user_question_status`,
  },
  // first attempts by anyone but the author
  question_option_stats: {
    recomputed: `
      select question_id, count(*)::int, (count(*) filter (where is_correct))::int,
             (count(*) filter (where selected_answer = 'a'))::int, (count(*) filter (where selected_answer = 'b'))::int,
             (count(*) filter (where selected_answer = 'c'))::int, (count(*) filter (where selected_answer = 'd'))::int
      from (select distinct on (ua.user_id, ua.question_id) ua.question_id, ua.is_correct, ua.selected_answer
            from user_answers ua join questions q on q.id = ua.question_id and q.created_by <> ua.user_id
            order by ua.user_id, ua.question_id, ua.answered_at, ua.id) first
      group by question_id`,
    stored: `select question_id, answered_by, answered_correctly, chose_a, chose_b, chose_c, chose_d
             from question_option_stats`,
  },
  // one card per answered question of someone else's, one review per answer
  review_cards: {
    recomputed: `
      select ua.user_id, ua.question_id, count(*)::int from user_answers ua
      join questions q on q.id = ua.question_id and q.created_by <> ua.user_id
      group by ua.user_id, ua.question_id`,
    stored: `select user_id, question_id, reps from review_cards`,
  },
  // the answer awards: a first correct answer, and the author's point for each answering user
  'point_events (answer awards)': {
    recomputed: `
      select distinct ua.user_id, 1, 'first-correct:' || ua.user_id || ':' || ua.question_id
      from user_answers ua join questions q on q.id = ua.question_id and q.created_by <> ua.user_id
      where ua.is_correct
      union
      select distinct q.created_by, 1, 'question-attempted:' || ua.user_id || ':' || ua.question_id
      from user_answers ua join questions q on q.id = ua.question_id and q.created_by <> ua.user_id`,
    stored: `select user_id, delta, award_key from point_events
             where reason in ('first-correct', 'question-attempted')`,
  },
  // the profile counters, and nectar equal to the ledger's sum
  'profiles (counters)': {
    recomputed: `
      select p.id, coalesce(e.points, 0), coalesce(a.total, 0), coalesce(a.correct, 0),
             coalesce(s.n, 0), coalesce(w.n, 0)
      from profiles p
      left join (select user_id, sum(delta)::int as points from point_events group by user_id) e
        on e.user_id = p.id
      left join (select user_id, count(*)::int as total,
                        (count(*) filter (where is_correct))::int as correct
                 from user_answers group by user_id) a on a.user_id = p.id
      left join (select user_id, count(*)::int as n from user_question_status group by user_id) s
        on s.user_id = p.id
      left join (select created_by, count(*)::int as n from questions
                 where deleted_at is null group by created_by) w on w.created_by = p.id`,
    stored: `select id, points, answers_total, answers_correct, questions_answered, questions_written
             from profiles`,
  },
};

export interface CheckResult {
  table: string;
  mismatches: number;
  sample: unknown[];
}

export async function checkConsistency(client: pg.ClientBase): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const [table, { recomputed, stored }] of Object.entries(checks)) {
    const diff = `
      with r as (${recomputed}), s as (${stored}),
      only_r as (select 'recomputed' as side, * from (select * from r except select * from s) x),
      only_s as (select 'stored' as side, * from (select * from s except select * from r) y)
      select * from only_r union all select * from only_s`;
    const { rows } = await client.query(`select count(*)::int as n from (${diff}) d`);
    const mismatches = (rows[0] as { n: number }).n;
    const sample = mismatches ? (await client.query(`${diff} limit 5`)).rows : [];
    results.push({ table, mismatches, sample });
  }
  return results;
}

/** Throws (the bench fails loudly) when any derived table differs from the answer log. */
export async function assertConsistent(
  client: pg.ClientBase,
  log: (line: string) => void,
): Promise<void> {
  const results = await checkConsistency(client);
  for (const r of results)
    log(`  ${r.table.padEnd(30)} ${r.mismatches ? `${r.mismatches} MISMATCHES` : 'ok'}`);
  const bad = results.filter((r) => r.mismatches > 0);
  if (bad.length > 0) {
    throw new Error(
      `derived tables differ from the answer log:\n${bad
        .map((r) => `${r.table}: ${r.mismatches} rows, e.g. ${JSON.stringify(r.sample)}`)
        .join('\n')}`,
    );
  }
}
