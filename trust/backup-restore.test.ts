// Backup and restore (npm run db:backup / db:restore, ADR 022): a database filled through the app
// is backed up with the real scripts, restored into a fresh database, and every table compared by
// row count and checksum; the restored database then serves a session signed in before the
// backup. Runs on the embedded PostgreSQL, or on TEST_DATABASE_URL's server.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { listTables, readSequences } from '#server/db/backup/catalog.ts';
import { restoreDatabase } from '#server/db/backup/restore.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { seedDemoContent } from '#server/db/seed/index.ts';
import { createQuestion } from '#server/features/questions/questions.service.ts';
import { authPost, getSession, signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { questionForm, request, shareOk, writeOk } from '#server/test/authoring.ts';
import { databaseUrl } from '#server/test/database-url.ts';
import { pngOf, uploadImageOk } from '#server/test/images.ts';
import {
  answerQuestions,
  createTopic,
  relaxedRateLimits,
  startReady,
} from '#server/test/quiz-fixtures.ts';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';

const run = promisify(execFile);
const bulkRows = 100_000;
type Account = Awaited<ReturnType<typeof signUpAndSignIn>>;

let source: TestApp;
let workDir: string;
let backupFile: string;
const restoredName = `hive_restored_${randomBytes(4).toString('hex')}`;
const restoredUrl = () => databaseUrl(inject('testDatabase').adminUrl, restoredName);
let learner: Account;

/** Runs one of the db scripts as `npm run` would, on the given database. */
async function script(name: string, args: string[], url: string) {
  const started = performance.now();
  const result = await run(process.execPath, [`scripts/${name}.ts`, ...args], {
    env: { ...process.env, DATABASE_URL: url },
  });
  return { ...result, seconds: (performance.now() - started) / 1000 };
}

async function admin<T>(body: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('testDatabase').adminUrl });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
}

const createEmptyDatabase = (name: string) =>
  admin((client) => client.query(`create database ${name} template template0`));
const dropDatabase = (name: string) =>
  admin((client) => client.query(`drop database if exists ${name} with (force)`));

/** Per table: its row count and an md5 over its rows in a fixed order; plus the sequences. */
async function fingerprint(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables: Record<string, { rows: number; md5: string }> = {};
    for (const table of await listTables(client)) {
      const result = await client.query<{ rows: number; md5: string }>(
        `select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), ''))
           from ${table.name} t`,
      );
      tables[table.name] = result.rows[0]!;
    }
    return { tables, sequences: await readSequences(client) };
  } finally {
    await client.end();
  }
}

/** Everything a term of use leaves behind, written through the app's own routes. */
async function fill(t: TestApp) {
  await seedDemoContent(t.db, createQuestion);
  const topic = await createTopic(t.db, 'Backup');
  const authors: Account[] = [];
  const written: string[] = [];
  for (let i = 0; i < 3; i++) {
    const author = await signUpAndSignIn(t.app, { name: `Author ${i}` });
    await request(t.app, 'POST', '/api/profile/onboarding', author.cookie, {
      gpepClass: 'Wellington',
      gpepYear: 2026,
    });
    // A picture (bytea: every byte value, backslashes included, must survive COPY) on the first
    // question, with alt text COPY has to escape.
    const image = await uploadImageOk(t.app, author.cookie, await pngOf(`#${i}0a0b0`, 90, 60));
    for (let j = 0; j < 4; j++) {
      // Tabs, newlines, backslashes, quotes and non-ASCII text: what COPY has to escape.
      const explanation = `Line one\twith a tab,\nline two with \\ and "quotes" — tēnā koe 🐝 ${i}${j}`;
      const images = j === 0 ? [{ hash: image.hash, alt: `ECG \\ "lead II" tēnā ${i}` }] : [];
      written.push(
        await writeOk(t.app, author.cookie, questionForm([topic.id], { explanation, images })),
      );
    }
    authors.push(author);
  }
  await shareOk(t.app, authors[0]!.cookie, written[0]!);
  const quiz = await request(t.app, 'POST', '/api/quizzes', authors[0]!.cookie, {
    name: 'Backup quiz',
    questionIds: written.slice(0, 4),
  });
  const { shareCode } = quiz.json() as { shareCode: string };

  let reportable: { questionId: string; id: string } | undefined;
  for (let i = 0; i < 3; i++) {
    learner = await signUpAndSignIn(t.app, { name: `Learner ${i}` });
    const session = await startReady(t.app, learner.cookie, { type: 'quick', questionCount: 10 });
    // Some answers carry a confidence rating, so the column round-trips with values in it.
    const answers = session.questions.map((q, n) => ({
      questionId: q.id,
      selectedAnswer: 'b',
      ...(n % 2 === 0 ? { confidence: n % 4 === 0 ? 'sure' : 'guess' } : {}),
    }));
    await request(t.app, 'POST', `/api/quiz-sessions/${session.id}/complete`, learner.cookie, {
      answers,
    });
    const taken = await startReady(t.app, learner.cookie, { type: 'shared-quiz', shareCode });
    await request(t.app, 'POST', `/api/quiz-sessions/${taken.id}/complete`, learner.cookie, {
      answers: taken.questions.map((q) => ({ questionId: q.id, selectedAnswer: 'c' })),
    });
    await answerQuestions(t, learner.cookie, [written[i + 4]!]); // flaggers answered (ADR 058)
    await request(t.app, 'POST', `/api/questions/${written[i + 4]}/flag`, learner.cookie, {
      reason: `Two answers look right (${i})`,
    });
    // The flag's thread (ADR 039): the author replies; the first flag is dismissed with it.
    const [flag] = (
      await request(t.app, 'GET', `/api/questions/${written[i + 4]}/flags`, authors[1]!.cookie)
    ).json() as { id: string }[];
    await request(
      t.app,
      'POST',
      `/api/flags/${flag!.id}/${i === 0 ? 'dismiss' : 'messages'}`,
      authors[1]!.cookie,
      { body: `Which two? "b" and "c"?\nTēnā koe (${i})` },
    );
    // A saved question with a private note (only an answered one can be saved).
    await request(t.app, 'PUT', `/api/saved/${answers[0]!.questionId}`, learner.cookie, {
      note: `Revise this before the exam (${i})`,
    });
    // A rating, a comment (the author hears of it) and a report of another learner's comment,
    // on a question of the shared quiz, which every learner has answered.
    const discussed = written[0]!;
    await request(t.app, 'PUT', `/api/questions/${discussed}/ratings`, learner.cookie, {
      quality: 4,
      difficulty: 'medium',
    });
    const comment = await request(
      t.app,
      'POST',
      `/api/questions/${discussed}/comments`,
      learner.cookie,
      {
        body: `Why not "b"?\nTēnā koe (${i})`,
      },
    );
    if (reportable) {
      await request(
        t.app,
        'POST',
        `/api/questions/${reportable.questionId}/comments/${reportable.id}/report`,
        learner.cookie,
      );
    }
    reportable ??= { questionId: discussed, id: (comment.json() as { id: string }).id };
  }
  await authPost(t.app, 'request-password-reset', {
    email: authors[1]!.email,
    redirectTo: `${testOrigin}/reset-password`,
  });
  // Volume: only a table larger than the stream buffers makes COPY wait for its reader (the
  // back-pressure paths, and a protocol buffer that is reused under queued data).
  await t.db.execute(sql`
    insert into rate_limits (key, window_start, count)
    select 'bulk:' || g || ':' || repeat(md5(g::text), 6), now() - g * interval '1 second', g
      from generate_series(1, ${bulkRows}::int) g`);
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'hive-backup-'));
  backupFile = join(workDir, 'hive.backup.gz');
  source = await createTestApp({ rateLimits: relaxedRateLimits });
  await fill(source);
  // The source is compared with its restored copy long after the backup: nothing may write to it
  // meanwhile, and the app's background jobs would (each turn is claimed on app_state, ADR 045).
  await source.disconnect();
});

afterAll(async () => {
  await source?.close();
  await dropDatabase(restoredName);
  await rm(workDir, { recursive: true, force: true });
});

describe('db:backup then db:restore into a fresh database', () => {
  it('restores every table with the same rows, and every sequence', async () => {
    const backup = await script('db-backup', [backupFile], source.url);
    await createEmptyDatabase(restoredName);
    const restore = await script('db-restore', [backupFile], restoredUrl());

    const before = await fingerprint(source.url);
    const after = await fingerprint(restoredUrl());
    const names = Object.keys(before.tables);
    expect(names).toContain('"public"."user"');
    expect(names).toContain('"drizzle"."__drizzle_migrations"');
    // Every table holds data, so no comparison below is trivially true.
    expect(Object.entries(before.tables).filter(([, t]) => t.rows === 0)).toEqual([]);
    expect(after.tables).toEqual(before.tables);
    expect(after.sequences).toEqual(before.sequences);

    const rows = Object.values(before.tables).reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `backup-restore: ${names.length} tables, ${rows} rows, ` +
        `${(await readFile(backupFile)).length} bytes; ` +
        `db:backup ${backup.seconds.toFixed(2)} s, db:restore ${restore.seconds.toFixed(2)} s ` +
        '(wall clock, including Node start-up)',
    );
    expect(restore.stdout).toContain(`${names.length} tables, ${rows} rows`);
  });

  it('refuses a non-empty database without --force, and replaces it with --force', async () => {
    const refused = script('db-restore', [backupFile], restoredUrl());
    await expect(refused).rejects.toMatchObject({
      stderr: expect.stringMatching(/not empty.*--force/s),
    });
    const client = new pg.Client({ connectionString: restoredUrl() });
    await client.connect();
    await client.query('delete from notifications');
    await client.end();
    await script('db-restore', [backupFile, '--force'], restoredUrl());
    expect(await fingerprint(restoredUrl())).toEqual(await fingerprint(source.url));
  });

  it('refuses a damaged backup and leaves the database untouched', async () => {
    const text = gunzipSync(await readFile(backupFile)).toString('utf8');
    const damaged = join(workDir, 'damaged.backup.gz');
    await writeFile(damaged, gzipSync(text.replace('Learner 1', 'Learner 9')));
    const name = `hive_damaged_${randomBytes(4).toString('hex')}`;
    await createEmptyDatabase(name);
    const url = databaseUrl(inject('testDatabase').adminUrl, name);
    try {
      await expect(restoreDatabase(url, damaged)).rejects.toThrow(/does not match its checksum/);
      // Rolled back: still empty, so a good file could be restored into it straight away.
      expect((await fingerprint(url)).tables).toEqual({});
      await expect(restoreDatabase(url, backupFile)).resolves.toBeDefined();
    } finally {
      await dropDatabase(name);
    }
  });

  it('serves a session signed in before the backup, and takes new writes', async () => {
    // The same AUTH_SECRET as the source (createTestApp's), as when DATA_DIR/auth-secret is kept.
    const restored = await createTestApp(
      { rateLimits: relaxedRateLimits },
      { database: restoredName },
    );
    try {
      await runMigrations(restored.pool); // nothing to apply: the backup's migrations are recorded
      const session = await getSession(restored.app, learner.cookie);
      expect(session.statusCode).toBe(200);
      expect(session.json()).toMatchObject({ user: { id: learner.userId } });
      // Sequences continue past the restored rows.
      await createTopic(restored.db, 'After restore');
      const id = await writeOk(restored.app, learner.cookie, questionForm([1]));
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await restored.close();
    }
  });
});
