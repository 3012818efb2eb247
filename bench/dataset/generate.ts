// The bench's data (ADR 073), built by SQL inside the database (generate_series, no row-by-row
// JS): users across the 13 classes, questions across the topics, K answers in quiz sessions of
// 10, one heavy user with 20,000 more, and every table recordAnswers keeps (user_question_status,
// question_option_stats, review_cards, point_events, profile counters) derived from that answer
// log the way the app would have left it. check.ts then recomputes them independently.
// Each K starts from empty tables, so the figures at K do not depend on the K before.
import pg from 'pg';
import { gpepClasses } from '#shared/contract/gpep.ts';
import { h, ids, orderedUuid, shape, uuid } from './sql.ts';

const U = shape.users;
const A = shape.authors;
const Q = shape.questions;

/** Open quick sessions per K for the completion scenario (each completed once). */
export const openSessions = 6000;

/** The tables the answer log fills, by the million at the largest K. */
const bulkTables = [
  'user_answers',
  'quiz_sessions',
  'user_question_status',
  'review_cards',
  'point_events',
] as const;
const bulkTableList = bulkTables.map((t) => `'${t}'`).join(', ');

/** A step and its one parameter ($1), if any. */
type Step = [name: string, sql: string, param?: 'anchor' | 'classes'];
/**
 * Two steps that neither read nor write what the other writes run side by side, one per
 * connection: this machine has two cores, and one INSERT ... SELECT keeps one busy.
 */
type Stage = Step | { sideBySide: [Step, Step] };

function steps(k: number): Stage[] {
  const author = (i: string) => `'bench-a-' || (1 + (${i}) % ${A})`;
  const correctOf = (q: string) => `chr(97 + (${h(q, 1)} % 4)::int)`;
  return [
    // Room for the whole load's WAL (about 11 GB at 10^7 answers) between checkpoints: at the
    // default 1 GB each checkpoint makes the next change of every page write it whole. Put back,
    // with a checkpoint, once the data is in.
    ['roomy WAL', `alter system set max_wal_size = '16GB'`],
    ['reload', `select pg_reload_conf()`],
    // Everything a user owns goes with the users; topics stay (seeded by the server).
    ['reset', `truncate "user", rate_limits cascade`],
    [
      'users',
      `insert into "user" (id, name, email, email_verified, created_at, updated_at)
       select id, name, id || '@bench.test', true, $1::timestamptz - interval '400 days', $1
       from (select 'bench-u-' || i as id, 'Bench Trainee ' || i as name from generate_series(1, ${U}) i
             union all select 'bench-a-' || i, 'Bench Author ' || i from generate_series(1, ${A}) i
             union all select '${ids.heavyUser}', 'Bench Heavy') u`,
      'anchor',
    ],
    [
      'profiles',
      `update profiles p set gpep_class = ($1::text[])[1 + x.i % 13], gpep_year = 2025 + x.i % 3,
              has_completed_onboarding = true
       from (select 'bench-u-' || i as id, i from generate_series(1, ${U}) i
             union all select 'bench-a-' || i, i from generate_series(1, ${A}) i
             union all select '${ids.heavyUser}', 1) x
       where p.id = x.id`,
      'classes',
    ],
    [
      'sessions',
      `insert into session (id, token, user_id, expires_at, created_at, updated_at)
       select 'bench-s-' || i, 'bench-session-token-' || i,
              case when i = 0 then '${ids.heavyUser}' else 'bench-u-' || i end,
              now() + interval '30 days', now(), now()
       from generate_series(0, ${U}) i`,
    ],
    // From here on every row is consistent by construction: skip the per-row foreign-key
    // triggers (the users' profile trigger has run), which would triple the insert time.
    ['fast inserts', `set session_replication_role = replica`],
    // The big tables' secondary indexes and unique constraints (not their primary keys, which
    // the inserts fill in key order) are dropped and built again after the inserts: one sort per
    // index instead of millions of inserts at random pages (at 10^7 answers the ledger's
    // (user_id, created_at) index alone outgrows shared_buffers). Their definitions are read from
    // the database, so they are the migrations' own.
    [
      'drop indexes',
      `create unlogged table bench_indexes as
       select 'drop index ' || quote_ident(i.indexname) as drop, i.indexdef as build
       from pg_indexes i
       where i.schemaname = 'public' and i.tablename in (${bulkTableList})
         and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
       union all
       select format('alter table %s drop constraint %I', c.conrelid::regclass, c.conname),
              format('alter table %s add constraint %I %s', c.conrelid::regclass, c.conname,
                     pg_get_constraintdef(c.oid))
       from pg_constraint c
       where c.contype = 'u' and c.conrelid::regclass::text in (${bulkTableList})
         and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = c.conindid);
       do $$ declare r record; begin
         for r in select drop from bench_indexes loop execute r.drop; end loop;
       end $$`,
    ],
    [
      'questions',
      `insert into questions (id, question_text, explanation, reference, correct_answer, points,
                              created_by, created_at, updated_at)
       select ${uuid(`'bench-q-' || i`)},
              'Bench question ' || i || ': which finding best fits presentation ' || ${h('i', 2)} % 997 || '?',
              'Explanation of bench question ' || i || ', with the reasoning a trainee needs.',
              'https://example.org/bench/' || i, ${correctOf('i')}, 5, ${author('i')},
              $1::timestamptz - make_interval(days => 30 + i % 365), $1::timestamptz - make_interval(days => 30 + i % 365)
       from generate_series(1, ${Q}) i`,
      'anchor',
    ],
    [
      'options',
      `insert into question_answers (question_id, option_id, answer_text)
       select ${uuid(`'bench-q-' || i`)}, o, 'Option ' || o || ' of bench question ' || i
       from generate_series(1, ${Q}) i, unnest(array['a', 'b', 'c', 'd']) o`,
    ],
    [
      'topics',
      `insert into question_topics (question_id, topic_id)
       select distinct ${uuid(`'bench-q-' || i`)}, t.ids[1 + x % cardinality(t.ids)]
       from (select array_agg(id order by id) ids from topics) t, generate_series(1, ${Q}) i,
            lateral (select i as x union all select i / 4 + 7 where i % 4 = 0) second`,
    ],
    // The answer plan: group 0 is the population (K answers), group 1 the heavy user. A block of
    // 10 answers is one completed quick session of one user, at a time within the last year.
    [
      'plan',
      `create unlogged table bench_plan as
       with g as (
         select 0 as grp, n, n / ${shape.perSession} as b,
                'bench-u-' || (1 + ${h(`n / ${shape.perSession}`, 3)} % ${U}) as user_id,
                1 + ${h('n', 4)} % ${Q} as q, ${h('n', 5)} % 100 as pick, ${h('n', 6)} % 3 as wrong
         from generate_series(0, ${k - 1}::bigint) n
         union all
         select 1, n, n / ${shape.perSession}, '${ids.heavyUser}',
                1 + ${h('n', 14)} % ${Q}, ${h('n', 15)} % 100, ${h('n', 16)} % 3
         from generate_series(0, ${shape.heavyAnswers - 1}::bigint) n)
       select grp, n, user_id, ${uuid(`'bench-q-' || q`)} as question_id,
              case when pick < ${shape.correctPercent} then c
                   else chr(97 + ((ascii(c) - 97 + 1 + wrong) % 4)::int) end as selected,
              pick < ${shape.correctPercent} as is_correct,
              $1::timestamptz - make_interval(secs => (${h('b', 7)} + grp) % 31536000
                                                     + (${shape.perSession} - n % ${shape.perSession}) * 20) as answered_at,
              ${uuid(`'bench-s-' || grp || '-' || b`)} as session_id
       from g cross join lateral (select ${correctOf('q')} as c) key`,
      'anchor',
    ],
    {
      sideBySide: [
        [
          'quiz sessions',
          `insert into quiz_sessions (id, user_id, quiz_type, question_ids, total_questions, created_at,
                                  completed_at, correct_answers, score_percentage)
       select session_id, user_id, 'quick', array_agg(question_id order by n), count(*),
              min(answered_at) - interval '30 seconds', max(answered_at),
              count(*) filter (where is_correct),
              round(100.0 * count(*) filter (where is_correct) / count(*))
       from bench_plan group by session_id, user_id`,
        ],
        [
          'answers',
          `insert into user_answers (id, user_id, question_id, selected_answer, is_correct, answered_at,
                                 quiz_session_id, source)
       select ${orderedUuid('row_number() over (order by user_id, answered_at, grp, n)')}, user_id, question_id, selected, is_correct,
              answered_at, session_id, 'quiz'
       from bench_plan order by user_id, answered_at, grp, n`,
        ],
      ],
    },
    ['drop plan', `drop table bench_plan`],
    {
      sideBySide: [
        // The latest state per (user, question), as recordAnswers' upsert leaves it.
        [
          'status',
          `insert into user_question_status (user_id, question_id, last_is_correct, last_selected_answer,
                                         attempts, correct_attempts, first_correct_at, last_answered_at)
       select user_id, question_id,
              (array_agg(is_correct order by answered_at desc, id desc))[1],
              (array_agg(selected_answer order by answered_at desc, id desc))[1],
              count(*), count(*) filter (where is_correct), min(answered_at) filter (where is_correct), max(answered_at)
       from user_answers group by user_id, question_id order by user_id, question_id`,
        ],
        // Peer statistics: each user's first answer to a question (nobody answers their own here).
        [
          'peer stats',
          `insert into question_option_stats (question_id, answered_by, answered_correctly,
                                          chose_a, chose_b, chose_c, chose_d)
       select question_id, count(*), count(*) filter (where is_correct),
              count(*) filter (where selected_answer = 'a'), count(*) filter (where selected_answer = 'b'),
              count(*) filter (where selected_answer = 'c'), count(*) filter (where selected_answer = 'd')
       from (select distinct on (user_id, question_id) question_id, is_correct, selected_answer
             from user_answers order by user_id, question_id, answered_at, id) first
       group by question_id`,
        ],
      ],
    },
    {
      sideBySide: [
        // A plausible FSRS card per answered question: one review per answer, due by the last one.
        [
          'review cards',
          `insert into review_cards (user_id, question_id, due, stability, difficulty, elapsed_days,
                                 scheduled_days, learning_steps, reps, lapses, state, last_review)
       select user_id, question_id, last_answered_at + make_interval(days => d), d, 5, 0, d, 0,
              attempts, case when last_is_correct then 0 else 1 end,
              case when last_is_correct then 2 else 3 end, last_answered_at
       from user_question_status,
            lateral (select case when last_is_correct then least(attempts * 4, 60)::int else 1 end as d) x
       order by user_id, question_id`,
        ],
        [
          'ledger',
          `insert into point_events (id, user_id, delta, reason, reference, award_key, created_at)
       select ${orderedUuid('row_number() over ()')}, *
       from (select created_by as user_id, points as delta, 'question-written' as reason,
                    id::text as reference, 'question-written:' || id as award_key, created_at
             from questions
             union all
             select user_id, 1, 'first-correct', question_id::text,
                    'first-correct:' || user_id || ':' || question_id, first_correct_at
             from user_question_status where first_correct_at is not null
             union all
             select q.created_by, 1, 'question-attempted', s.question_id::text,
                    'question-attempted:' || s.user_id || ':' || s.question_id, s.last_answered_at
             from user_question_status s join questions q on q.id = s.question_id) e`,
        ],
      ],
    },
    [
      'counters',
      `update profiles p
       set points = x.points, answers_total = x.total, answers_correct = x.correct,
           questions_answered = x.answered, questions_written = x.written
       from (select p.id, coalesce(e.points, 0) as points, coalesce(a.total, 0) as total,
                    coalesce(a.correct, 0) as correct, coalesce(s.n, 0) as answered,
                    coalesce(w.n, 0) as written
             from profiles p
             left join (select user_id, sum(delta)::int as points from point_events group by user_id) e
               on e.user_id = p.id
             left join (select user_id, count(*)::int as total,
                               count(*) filter (where is_correct)::int as correct
                        from user_answers group by user_id) a on a.user_id = p.id
             left join (select user_id, count(*)::int as n from user_question_status group by user_id) s
               on s.user_id = p.id
             left join (select created_by, count(*)::int as n from questions
                        where deleted_at is null group by created_by) w on w.created_by = p.id) x
       where x.id = p.id`,
    ],
    // One shared question and one shared quiz (of the first author's own questions).
    [
      'shared',
      `with sq as (
         insert into shared_questions (question_id, shared_by, share_link)
         values (${uuid(`'bench-q-100'`)}, 'bench-a-1', '${ids.sharedQuestionCode}')),
       z as (
         insert into quizzes (id, name, created_by, share_code)
         values (${uuid(`'bench-quiz'`)}, 'Bench shared quiz', 'bench-a-1', '${ids.sharedQuizCode}'))
       insert into quiz_questions (quiz_id, question_id, question_order)
       select ${uuid(`'bench-quiz'`)}, ${uuid(`'bench-q-' || (${A} * j)`)}, j
       from generate_series(1, ${shape.sharedQuizQuestions}) j`,
    ],
    // Quick sessions started and not yet completed, for the completion scenario.
    [
      'open sessions',
      `insert into quiz_sessions (id, user_id, quiz_type, question_ids, total_questions, created_at)
       select ${uuid(`'bench-open-' || i`)}, 'bench-u-' || (1 + i % ${U}), 'quick',
              array(select ${uuid(`'bench-q-' || (1 + (i * 37 + j * 101) % ${Q})`)}
                    from generate_series(1, 10) j order by j),
              10, now()
       from generate_series(0, ${openSessions - 1}) i`,
    ],
    [
      'build indexes',
      `do $$ declare r record; begin
         for r in select build from bench_indexes loop execute r.build; end loop;
       end $$;
       drop table bench_indexes`,
    ],
    ['checked inserts', `set session_replication_role = origin`],
    // The inserts above ran without triggers and the app is running: move every version of its
    // cached reads (ADR 050), or a server could keep serving what it read before this K.
    [
      'read versions',
      `insert into read_versions (id) values (1)
       on conflict (id) do update set version = nextval('read_version_seq')`,
    ],
    ['user versions', `update profiles set stats_version = nextval('read_version_seq')`],
    // vacuum too: the visibility map lets index-only scans work, and autovacuum does not wake
    // up on the fresh rows in the middle of a measurement
    ['vacuum', `vacuum (analyze)`],
    // The scenarios measure the server with PostgreSQL's own settings and no checkpoint due.
    ['default WAL', `alter system reset max_wal_size`],
    ['reload', `select pg_reload_conf()`],
    ['checkpoint', `checkpoint`],
  ];
}

async function prepare(client: pg.ClientBase): Promise<void> {
  await client.query(`set synchronous_commit = off`);
  await client.query(`set maintenance_work_mem = '1GB'`);
  await client.query(`set work_mem = '1GB'`);
}

/**
 * Builds the data set for K answers on `client` (which keeps the session settings above) and a
 * second connection to `databaseUrl` for the side-by-side steps; logs each step's time.
 */
export async function generate(
  client: pg.ClientBase,
  databaseUrl: string,
  k: number,
  anchor: Date,
  log: (line: string) => void = () => {},
): Promise<void> {
  const second = new pg.Client({ connectionString: databaseUrl });
  await second.connect();
  try {
    await prepare(client);
    await prepare(second);
    // The side-by-side steps all fall between 'fast inserts' and 'checked inserts'.
    await second.query(`set session_replication_role = replica`);
    const run = async (on: pg.ClientBase, [name, text, param]: Step) => {
      const started = performance.now();
      const value = param === 'anchor' ? anchor.toISOString() : gpepClasses;
      await on.query(text, param ? [value] : []);
      return `${name.padEnd(14)} ${((performance.now() - started) / 1000).toFixed(1)} s`;
    };
    for (const stage of steps(k)) {
      const started = performance.now();
      if (Array.isArray(stage)) {
        log(`  ${await run(client, stage)}`);
        continue;
      }
      const [a, b] = stage.sideBySide;
      const done = await Promise.all([run(client, a), run(second, b)]);
      const took = ((performance.now() - started) / 1000).toFixed(1);
      log(`  ${done.join(' | ')}  (together ${took} s)`);
    }
  } finally {
    await second.end();
  }
}
