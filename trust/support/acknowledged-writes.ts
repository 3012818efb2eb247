// After a restart: is every acknowledged write still there? The database is asked directly (every
// write acknowledged since the start of the drill), and the server is asked too for the round's
// new ones (a completed quiz's result and a written question must read back through the API).
import type pg from 'pg';
import { request } from './http.ts';
import type { Acknowledged } from './crash-workload.ts';

const missing = (wanted: Iterable<string>, found: Set<string>) =>
  [...wanted].filter((id) => !found.has(id));

/** Descriptions of acknowledged writes that are gone or differ; [] when all are there. */
export async function lostInDatabase(pool: pg.Pool, acks: Acknowledged): Promise<string[]> {
  const lost: string[] = [];

  const sessions = await pool.query<{ id: string; correct: number | null; answers: number }>(
    `select s.id, s.correct_answers as correct,
            (select count(*)::int from user_answers a where a.quiz_session_id = s.id) as answers
     from quiz_sessions s where s.id = any($1::uuid[])`,
    [[...acks.starts.keys()]],
  );
  const byId = new Map(sessions.rows.map((row) => [row.id, row]));
  for (const id of missing(acks.starts.keys(), new Set(byId.keys()))) lost.push(`quiz start ${id}`);
  for (const [id, done] of acks.completions) {
    const row = byId.get(id);
    if (!row || row.correct !== done.correctAnswers || row.answers !== done.answered) {
      lost.push(
        `quiz completion ${id}: acknowledged ${JSON.stringify(done)}, found ${JSON.stringify(row)}`,
      );
    }
  }

  const questions = await pool.query<{ id: string }>(
    'select id from questions where id = any($1::uuid[]) and deleted_at is null',
    [[...acks.questions.keys()]],
  );
  for (const id of missing(acks.questions.keys(), new Set(questions.rows.map((r) => r.id))))
    lost.push(`question ${id}`);

  const checks = await pool.query<{ key: string; n: number }>(
    `select user_id || ' ' || question_id as key, count(*)::int as n from user_answers
     where source = 'shared-question' group by user_id, question_id`,
  );
  const recorded = new Map(checks.rows.map((row) => [row.key, row.n]));
  for (const [key, n] of acks.sharedChecks) {
    // A kill between commit and response leaves an unacknowledged answer: more is fine, less not.
    if ((recorded.get(key) ?? 0) < n)
      lost.push(`shared answers ${key}: ${n} acknowledged, ${recorded.get(key) ?? 0} recorded`);
  }
  return lost;
}

/**
 * Quiz sessions half written: answers recorded without the completion, or a completion without
 * its answers (the drill's clients answer every question). One transaction writes both.
 */
export async function tornSessions(pool: pg.Pool): Promise<string[]> {
  const result = await pool.query<{ id: string }>(
    `select s.id from quiz_sessions s
     where s.user_id is not null
       and (s.completed_at is null) = exists (select 1 from user_answers a where a.quiz_session_id = s.id)`,
  );
  return result.rows.map((row) => `torn quiz session ${row.id}`);
}

/** The round's new completions and questions, read back through the restarted server. */
export async function lostThroughApi(
  port: number,
  acks: Acknowledged,
  completions: string[],
  questions: string[],
): Promise<string[]> {
  const lost: string[] = [];
  for (const id of completions) {
    const done = acks.completions.get(id)!;
    const response = await request(port, 'GET', `/api/quiz-sessions/${id}/result`, {
      cookie: done.user.cookie,
    });
    const body = response.body as { correctAnswers?: number };
    if (response.status !== 200 || body.correctAnswers !== done.correctAnswers)
      lost.push(`result of quiz ${id}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  }
  for (const id of questions) {
    const written = acks.questions.get(id)!;
    const response = await request(port, 'GET', `/api/questions/${id}`, {
      cookie: written.user.cookie,
    });
    const body = response.body as { questionText?: string };
    if (response.status !== 200 || body.questionText !== written.questionText)
      lost.push(`question ${id}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  }
  return lost;
}
