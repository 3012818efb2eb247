// Migration 0004 (ADR 025) on a real database: apply the migrations up to 0003, keep shared-quiz
// attempts the old way, then migrate to head and find them as completed quiz sessions.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runMigrations } from './migrate.ts';
import { createMigrationDatabase, type MigrationDatabase } from '../test/migration-database.ts';
import { percent } from '#shared/domain/scoring.ts';

let db: MigrationDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  db = await createMigrationDatabase(inject('testDatabase').adminUrl);
  pool = db.pool;
});

afterAll(async () => {
  await db?.close();
});

describe('0004 one quiz engine', () => {
  it('moves every public_quiz_attempts row into quiz_sessions and drops the table', async () => {
    await db.migrateUpTo(3);

    const q = (text: string, values: unknown[] = []) => pool.query(text, values);
    await q(`insert into "user" (id, name, email) values
      ('author', 'Ana Author', 'a@hive.test'), ('taker', 'Tom Taker', 't@hive.test')`);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const row = await q(
        `insert into questions (question_text, explanation, reference, correct_answer, created_by)
         values ($1, 'e', 'r', 'a', 'author') returning id`,
        [`Question ${i}`],
      );
      ids.push((row.rows[0] as { id: string }).id);
    }
    const quiz = (
      await q(`insert into quizzes (name, created_by, share_code) values
        ('Cardiology basics', 'author', 'ShareCode1234567') returning id`)
    ).rows[0] as { id: string };
    const empty = (
      await q(`insert into quizzes (name, created_by, share_code, deleted_at) values
        ('Gone quiz', 'author', 'ShareCode7654321', now()) returning id`)
    ).rows[0] as { id: string };
    // Selection order differs from creation order: the session keeps the quiz's order.
    for (const [order, id] of [ids[2], ids[0], ids[1]].entries()) {
      await q(
        `insert into quiz_questions (quiz_id, question_id, question_order) values ($1, $2, $3)`,
        [quiz.id, id, order + 1],
      );
    }
    const signedIn = (
      await q(
        `insert into public_quiz_attempts (user_id, quiz_id, score, total_questions, completed_at)
        values ('taker', $1, 2, 3, '2026-11-01T10:00:00Z') returning id`,
        [quiz.id],
      )
    ).rows[0] as { id: string };
    const anonymous = (
      await q(
        `insert into public_quiz_attempts (user_id, quiz_id, score, total_questions, completed_at)
        values (null, $1, 0, 0, '2026-11-02T10:00:00Z') returning id`,
        [empty.id],
      )
    ).rows[0] as { id: string };

    await runMigrations(pool);

    const sessions = await q(
      `select id, user_id, quiz_type, quiz_id, question_ids, total_questions, correct_answers,
              score_percentage, points_earned, created_at, completed_at, result
       from quiz_sessions order by completed_at`,
    );
    expect(sessions.rows).toEqual([
      {
        id: signedIn.id,
        user_id: 'taker',
        quiz_type: 'shared-quiz',
        quiz_id: quiz.id,
        question_ids: [ids[2], ids[0], ids[1]],
        total_questions: 3,
        correct_answers: 2,
        score_percentage: percent(2, 3),
        points_earned: 0,
        created_at: new Date('2026-11-01T10:00:00Z'),
        completed_at: new Date('2026-11-01T10:00:00Z'),
        result: null,
      },
      {
        id: anonymous.id,
        user_id: null,
        quiz_type: 'shared-quiz',
        quiz_id: empty.id,
        question_ids: [],
        total_questions: 0,
        correct_answers: 0,
        score_percentage: 0,
        points_earned: 0,
        created_at: new Date('2026-11-02T10:00:00Z'),
        completed_at: new Date('2026-11-02T10:00:00Z'),
        result: null,
      },
    ]);
    const table = await q(`select to_regclass('public.public_quiz_attempts') as t`);
    expect(table.rows[0]).toEqual({ t: null });
    // The quiz stays pinned by its takers' attempts (ADR 020).
    await expect(q(`delete from quizzes where id = $1`, [quiz.id])).rejects.toThrow(/foreign key/);
  });

  it('rounds the score percentage exactly as percent() does', async () => {
    const rounded = await pool.query(
      `select s, t, floor(s::float8 / t::float8 * 100 + 0.5)::int as p
       from generate_series(0, 200) t, generate_series(0, 200) s where t > 0 and s <= t`,
    );
    for (const r of rounded.rows as { s: number; t: number; p: number }[]) {
      if (r.p !== percent(r.s, r.t)) expect({ ...r, expected: percent(r.s, r.t) }).toBeNull();
    }
  });
});
