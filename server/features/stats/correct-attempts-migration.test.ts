// Migration 0015 (ADR 043) on a real database: answers recorded before it (user_answers and
// user_question_status without correct_attempts) get their correct attempts counted from the log.
import type pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { runMigrations } from '#server/db/migrate.ts';
import {
  createMigrationDatabase,
  type MigrationDatabase,
} from '#server/test/migration-database.ts';

let db: MigrationDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  db = await createMigrationDatabase(inject('testDatabase').adminUrl);
  pool = db.pool;
});

afterAll(async () => {
  await db?.close();
});

it('0015 counts each status row’s correct attempts from the answer log', async () => {
  await db.migrateUpTo(14);
  const q = (text: string, values: unknown[] = []) => pool.query(text, values);
  await q(`insert into "user" (id, name, email) values
    ('author', 'Ana Author', 'a@hive.test'), ('taker', 'Tom Taker', 't@hive.test')`);
  const question = async () =>
    (
      (
        await q(`insert into questions (question_text, explanation, reference, correct_answer,
                   created_by) values ('Q', 'e', 'r', 'a', 'author') returning id`)
      ).rows[0] as { id: string }
    ).id;
  const [twiceRight, neverRight] = [await question(), await question()];
  for (const [id, answers] of [
    [twiceRight, [true, false, true]],
    [neverRight, [false, false]],
  ] as const) {
    for (const correct of answers) {
      await q(
        `insert into user_answers (user_id, question_id, selected_answer, is_correct)
         values ('taker', $1, 'a', $2)`,
        [id, correct],
      );
    }
    await q(
      `insert into user_question_status (user_id, question_id, last_is_correct,
         last_selected_answer, attempts) values ('taker', $1, $2, 'a', $3)`,
      [id, answers.at(-1), answers.length],
    );
  }

  await runMigrations(pool);

  const { rows } = await q(
    `select question_id, attempts, correct_attempts from user_question_status order by attempts`,
  );
  expect(rows).toEqual([
    { question_id: neverRight, attempts: 2, correct_attempts: 0 },
    { question_id: twiceRight, attempts: 3, correct_attempts: 2 },
  ]);
});
