// Test-only time shifts in the e2e server's embedded PostgreSQL. Spaced review (ADR 031): FSRS
// schedules a missed question for the next day, so a journey that needs due questions moves their
// due time back. Mock exam (ADR 036): a timed exam lasts 24 minutes or more, so a journey that
// needs the time to run out moves the exam's start and deadline back. Nothing in the app shifts
// time; these are the only ways a card falls due or an exam runs out early.
import pg from 'pg';
import { embeddedDatabase, runningServerUrl } from '#server/db/embedded.ts';
import { e2eDataDir } from './paths.ts';

async function update(sql: string, values: unknown[]): Promise<void> {
  const url = runningServerUrl(e2eDataDir, embeddedDatabase);
  if (!url) throw new Error(`no e2e PostgreSQL running in ${e2eDataDir}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql, values);
  } finally {
    await client.end();
  }
}

/** The trainee's cards of these questions fell due an hour ago; their version of the cached
 * reads moves with them, as any SQL outside the app must do (ADR 050). */
export async function makeReviewsDue(email: string, questionIds: string[]): Promise<void> {
  await update(
    `with moved as (
       update review_cards set due = now() - interval '1 hour'
       where user_id = (select id from "user" where email = $1) and question_id = any($2::uuid[])
       returning user_id)
     update profiles set stats_version = nextval('read_version_seq')
     where id in (select user_id from moved)`,
    [email, questionIds],
  );
}

/**
 * The running exam has `seconds` left (negative: its time ran out that long ago), as if it had
 * started its time limit minus those seconds ago.
 */
export async function setExamTimeLeft(sessionId: string, seconds: number): Promise<void> {
  await update(
    `update quiz_sessions
     set created_at = now() - (time_limit_seconds - $2::int) * interval '1 second',
         deadline_at = now() + $2::int * interval '1 second'
     where id = $1 and quiz_type = 'exam' and deadline_at is not null and completed_at is null`,
    [sessionId, seconds],
  );
}
