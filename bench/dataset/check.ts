// The consistency check (ADR 073): every table recordAnswers keeps, recomputed from the answer
// log (user_answers) and compared row for row. Run after the generator (is the data what the app
// would have written?) and after the scenarios (did the app's own writes under load keep it so?).
// Each check compares the two sides' digests (compare below), then "recomputed EXCEPT stored"
// both ways where they differ; the bench stops with the first rows of each difference.
import type pg from 'pg';

/**
 * What the answer log says of each (user, question) pair, in one pass over it (one sort of the
 * log, the costly part at 10^7 answers): the latest answer, the first, the counts and times, and
 * whether the question is someone else's. Every check below reads it instead of the log.
 */
const pairsTable = 'bench_check_pairs';
const pairs = `
  create unlogged table ${pairsTable} as
  select distinct on (ua.user_id, ua.question_id) ua.user_id, ua.question_id,
         q.created_by <> ua.user_id as others,
         ua.is_correct as last_is_correct, ua.selected_answer as last_selected_answer,
         last_value(ua.is_correct) over w as first_is_correct,
         last_value(ua.selected_answer) over w as first_selected_answer,
         count(*) over w as attempts, count(*) filter (where ua.is_correct) over w as correct_attempts,
         min(ua.answered_at) filter (where ua.is_correct) over w as first_correct_at,
         max(ua.answered_at) over w as last_answered_at
  from user_answers ua join questions q on q.id = ua.question_id
  window w as (partition by ua.user_id, ua.question_id order by ua.answered_at desc, ua.id desc
               rows between unbounded preceding and unbounded following)
  order by ua.user_id, ua.question_id, ua.answered_at desc, ua.id desc`;

const checks: Record<string, { recomputed: string; stored: string }> = {
  // the latest answer per (user, question) by time (ties by id), its count, first correct, last time
  user_question_status: {
    recomputed: `select user_id, question_id, last_is_correct, last_selected_answer, attempts,
                        correct_attempts, first_correct_at, last_answered_at
                 from ${pairsTable}`,
    stored: `select user_id, question_id, last_is_correct, last_selected_answer, attempts::bigint,
                    correct_attempts::bigint, first_correct_at, last_answered_at
             from user_question_status`,
  },
  // first attempts by anyone but the author
  question_option_stats: {
    recomputed: `
      select question_id, count(*)::int, (count(*) filter (where first_is_correct))::int,
             (count(*) filter (where first_selected_answer = 'a'))::int,
             (count(*) filter (where first_selected_answer = 'b'))::int,
             (count(*) filter (where first_selected_answer = 'c'))::int,
             (count(*) filter (where first_selected_answer = 'd'))::int
      from ${pairsTable} where others group by question_id`,
    stored: `select question_id, answered_by, answered_correctly, chose_a, chose_b, chose_c, chose_d
             from question_option_stats`,
  },
  // one card per answered question of someone else's, one review per answer
  review_cards: {
    recomputed: `select user_id, question_id, attempts::int from ${pairsTable} where others`,
    stored: `select user_id, question_id, reps from review_cards`,
  },
  // the answer awards: a first correct answer, and the author's point for each answering user
  'point_events (answer awards)': {
    recomputed: `
      select user_id, 1, 'first-correct:' || user_id || ':' || question_id
      from ${pairsTable} where others and correct_attempts > 0
      union all
      select q.created_by, 1, 'question-attempted:' || p.user_id || ':' || p.question_id
      from ${pairsTable} p join questions q on q.id = p.question_id where p.others`,
    stored: `select user_id, delta, award_key from point_events
             where reason in ('first-correct', 'question-attempted')`,
  },
  // the profile counters, and nectar equal to the ledger's sum
  'profiles (counters)': {
    recomputed: `
      select p.id, coalesce(e.points, 0), coalesce(a.total, 0), coalesce(a.correct, 0),
             coalesce(a.answered, 0), coalesce(w.n, 0)
      from profiles p
      left join (select user_id, sum(delta)::int as points from point_events group by user_id) e
        on e.user_id = p.id
      left join (select user_id, sum(attempts)::int as total, sum(correct_attempts)::int as correct,
                        count(*)::int as answered
                 from ${pairsTable} group by user_id) a on a.user_id = p.id
      left join (select created_by, count(*)::int as n from questions
                 where deleted_at is null group by created_by) w on w.created_by = p.id`,
    stored: `select id, points, answers_total, answers_correct, questions_answered, questions_written
             from profiles`,
  },
};

interface CheckResult {
  table: string;
  mismatches: number;
  sample: unknown[];
}

async function checkConsistency(client: pg.ClientBase): Promise<CheckResult[]> {
  // One snapshot for the log and every stored table: the check after the scenarios can start while
  // the server still commits the completions autocannon left in flight, and in READ COMMITTED each
  // statement would see more of them than the pairs table built before it. Each recordAnswers is
  // one transaction, so a snapshot sees all of a completion or none of it.
  await client.query(`begin isolation level repeatable read`);
  try {
    await client.query(`set local work_mem = '1GB'`);
    await client.query(`drop table if exists ${pairsTable}`);
    await client.query(pairs);
    const results = await compare(client);
    await client.query(`drop table ${pairsTable}`);
    await client.query('commit');
    return results;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/**
 * Each side's row count and the sum of a 64-bit hash of each row's text: one scan of each side
 * and no hash table of millions of rows, where EXCEPT both ways took most of the check's time at
 * 10^7 answers. Equal digests mean equal multisets of rows (a chance collision aside); unequal
 * ones run the EXCEPT to count and show the rows that differ.
 */
const digest = (rows: string) =>
  `select count(*)::text || ':' || coalesce(sum(hashtextextended(x::text, 0)::numeric), 0) as d
   from (${rows}) x`;

async function compare(client: pg.ClientBase): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const [table, { recomputed, stored }] of Object.entries(checks)) {
    const [r, s] = await Promise.all(
      [recomputed, stored].map(
        async (rows) => ((await client.query(digest(rows))).rows[0] as { d: string }).d,
      ),
    );
    if (r === s) {
      results.push({ table, mismatches: 0, sample: [] });
      continue;
    }
    const diff = `
      with r as (${recomputed}), s as (${stored}),
      only_r as (select 'recomputed' as side, * from (select * from r except select * from s) x),
      only_s as (select 'stored' as side, * from (select * from s except select * from r) y)
      select * from only_r union all select * from only_s`;
    const { rows } = await client.query(`select count(*)::int as n from (${diff}) d`);
    // EXCEPT compares sets: a row stored twice differs only in the digests' counts
    const mismatches = (rows[0] as { n: number }).n || 1;
    const sample = (await client.query(`${diff} limit 5`)).rows;
    results.push({
      table,
      mismatches,
      sample: sample.length ? sample : [{ recomputed: r, stored: s }],
    });
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
