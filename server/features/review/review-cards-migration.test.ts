// Migration 0005 (ADR 031) on a real database: apply the migrations up to 0004, record answers
// the old way (user_question_status only), then migrate to head and find the review cards that
// ts-fsrs gives for one review at last_answered_at: Again for a wrong last answer, Good for a
// right one; none for own or deleted questions.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { createEmptyCard, type Card } from 'ts-fsrs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { migrationsFolder, runMigrations } from '#server/db/migrate.ts';
import { databaseUrl } from '#server/test/database-url.ts';
import { ratingFor, scheduler } from './review-schedule.ts';

const { adminUrl } = inject('testDatabase');
const name = `hive_migrate5_${randomBytes(6).toString('hex')}`;
let pool: pg.Pool;
let dir: string;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  pool = new pg.Pool({ connectionString: databaseUrl(adminUrl, name), max: 2 });
  pool.on('error', () => {});
  dir = await mkdtemp(join(tmpdir(), 'hive-migrations-'));
});

afterAll(async () => {
  await pool.end();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  await rm(dir, { recursive: true, force: true });
});

it('0005 backfills a review card per answered question, as ts-fsrs schedules it', async () => {
  const folder = join(dir, 'migrations');
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= 4);
  await writeFile(journalPath, JSON.stringify(journal));
  const client = await pool.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    client.release();
  }

  const q = (text: string, values: unknown[] = []) => pool.query(text, values);
  await q(`insert into "user" (id, name, email) values
    ('author', 'Ana Author', 'a@hive.test'), ('taker', 'Tom Taker', 't@hive.test')`);
  const question = async (author: string, deleted = false) =>
    (
      (
        await q(
          `insert into questions (question_text, explanation, reference, correct_answer,
             created_by, deleted_at) values ('Q', 'e', 'r', 'a', $1, $2) returning id`,
          [author, deleted ? new Date() : null],
        )
      ).rows[0] as { id: string }
    ).id;
  const right = await question('author');
  const wrong = await question('author');
  const own = await question('taker');
  const gone = await question('author', true);
  const at = new Date('2026-11-20T08:30:00Z');
  for (const [id, correct] of [
    [right, true],
    [wrong, false],
    [own, false],
    [gone, false],
  ] as const) {
    await q(
      `insert into user_question_status (user_id, question_id, last_is_correct,
         last_selected_answer, attempts, last_answered_at) values ('taker', $1, $2, 'a', 2, $3)`,
      [id, correct, at],
    );
  }

  await runMigrations(pool);

  const rows = (
    await q(
      `select question_id, due, stability, difficulty, elapsed_days, scheduled_days,
              learning_steps, reps, lapses, state, last_review
       from review_cards where user_id = 'taker'`,
    )
  ).rows as Record<string, unknown>[];
  expect(rows.map((r) => r.question_id).sort()).toEqual([right, wrong].sort());
  const expected = (isCorrect: boolean): Card =>
    scheduler.next(createEmptyCard<Card>(at), at, ratingFor(isCorrect)).card;
  for (const [id, isCorrect] of [
    [right, true],
    [wrong, false],
  ] as const) {
    const row = rows.find((r) => r.question_id === id);
    const card = expected(isCorrect);
    expect(row).toEqual({
      question_id: id,
      due: card.due,
      stability: card.stability,
      difficulty: card.difficulty,
      elapsed_days: card.elapsed_days,
      scheduled_days: card.scheduled_days,
      learning_steps: card.learning_steps,
      reps: card.reps,
      lapses: card.lapses,
      state: card.state,
      last_review: card.last_review,
    });
  }
});
