// Migration 0005 (ADR 031) on a real database: apply the migrations up to 0004, record answers
// the old way (user_question_status only), then migrate to head and find the review cards that
// ts-fsrs gives for one review at last_answered_at: Again for a wrong last answer, Good for a
// right one; none for own or deleted questions.
import type pg from 'pg';
import { createEmptyCard, type Card } from 'ts-fsrs';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { runMigrations } from '#server/db/migrate.ts';
import {
  createMigrationDatabase,
  type MigrationDatabase,
} from '#server/test/migration-database.ts';
import { ratingFor, scheduler } from './review-schedule.ts';

let db: MigrationDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  db = await createMigrationDatabase(inject('testDatabase').adminUrl);
  pool = db.pool;
});

afterAll(async () => {
  await db?.close();
});

it('0005 backfills a review card per answered question, as ts-fsrs schedules it', async () => {
  await db.migrateUpTo(4);

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
