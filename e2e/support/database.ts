// Test-only time shift for the spaced review (ADR 031): FSRS schedules a missed question for the
// next day, so a journey that needs due questions moves their due time back in the e2e server's
// embedded PostgreSQL. Nothing in the app shifts time; this is the only way a card falls due early.
import pg from 'pg';
import { embeddedDatabase, runningServerUrl } from '#server/db/embedded.ts';
import { e2eDataDir } from './paths.ts';

/** The trainee's cards of these questions fell due an hour ago. */
export async function makeReviewsDue(email: string, questionIds: string[]): Promise<void> {
  const url = runningServerUrl(e2eDataDir, embeddedDatabase);
  if (!url) throw new Error(`no e2e PostgreSQL running in ${e2eDataDir}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `update review_cards set due = now() - interval '1 hour'
       where user_id = (select id from "user" where email = $1) and question_id = any($2::uuid[])`,
      [email, questionIds],
    );
  } finally {
    await client.end();
  }
}
