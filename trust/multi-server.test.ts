// Two app servers on one PostgreSQL behind a round-robin proxy behave as one (ADR 045;
// docs/deploy.md): a session made on one works on the other and a sign-out on
// one holds on the other; a rate limit counts across both (not N per server); a picture uploaded
// through one is served by the other; a quiz completion retried or raced on the other server is
// counted once; each background job's turn runs on one server only; and the stats read through
// one show a write made through the other at once.
// Real processes (`node server/index.ts` with DATABASE_URL), a fresh database on the suite's
// PostgreSQL (the embedded one, or TEST_DATABASE_URL's), real sockets.
import { createHash, randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { sessionCacheTtlMs } from '#server/plugins/session-cache.ts';
import { databaseUrl } from '#server/test/database-url.ts';
import { multipartFile } from '#server/test/multipart.ts';
import { questionForm } from './support/hive-api.ts';
import { startRoundRobinProxy, type Proxy } from './support/round-robin-proxy.ts';
import {
  freePort,
  makeDataDir,
  startServer,
  waitHealthy,
  type ServerProcess,
} from './support/server-process.ts';

interface Node {
  name: 'a' | 'b';
  port: number;
  dataDir: string;
  server: ServerProcess;
  /** every log line, parsed (pino JSON) */
  logs: Record<string, unknown>[];
}

const { adminUrl } = inject('testDatabase');
const database = `hive_multi_${randomBytes(6).toString('hex')}`;
let db: pg.Pool;
let proxy: Proxy;
const nodes: Node[] = [];

interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON read in the test
  upstream: string | null;
  cookie: string;
  bytes: Buffer;
}

/** One request to a port (the proxy's or a server's), from the public origin, as a browser. */
async function call(
  port: number,
  method: string,
  path: string,
  {
    cookie,
    json,
    raw,
  }: { cookie?: string; json?: unknown; raw?: { type: string; bytes: Buffer } } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { origin: proxy.origin };
  if (cookie) headers.cookie = cookie;
  if (json !== undefined) headers['content-type'] = 'application/json';
  if (raw) headers['content-type'] = raw.type;
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers,
    body: raw ? new Uint8Array(raw.bytes) : json === undefined ? undefined : JSON.stringify(json),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  let body: unknown = null;
  try {
    body = JSON.parse(bytes.toString());
  } catch {
    // an image
  }
  const cookiePairs = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!.trim())
    .filter((pair) => !pair.endsWith('='));
  return {
    status: response.status,
    body,
    upstream: response.headers.get('x-hive-upstream'),
    cookie: cookiePairs.join('; '),
    bytes,
  };
}

const viaProxy = (method: string, path: string, options?: Parameters<typeof call>[3]) =>
  call(proxy.port, method, path, options);
const nodeA = () => nodes[0]!;
const nodeB = () => nodes[1]!;

/** How long another server may still accept a signed-out session: the session cache's TTL
 * (ADR 043) and a second for a busy machine. */
const revocationBoundMs = sessionCacheTtlMs + 1_000;

let accounts = 0;
async function signUp() {
  accounts += 1;
  const answer = await viaProxy('POST', '/api/auth/sign-up/email', {
    json: {
      name: `Cluster Bee ${accounts}`,
      email: `cluster-${accounts}-${database}@example.com`,
      password: 'Correct1Horse',
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.cookie).not.toBe('');
  return { id: answer.body.user.id as string, cookie: answer.cookie, answeredBy: answer.upstream };
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = databaseUrl(adminUrl, database);
  db = new pg.Pool({ connectionString: url, max: 2 });

  const ports = [await freePort(), await freePort()];
  proxy = await startRoundRobinProxy([
    { name: 'a', port: ports[0]! },
    { name: 'b', port: ports[1]! },
  ]);
  const authSecret = randomBytes(48).toString('base64');
  // Both start at once on an empty database: migrations (advisory lock), the topic seed and the
  // first job turns race, as when a deployment starts its servers together.
  for (const [i, name] of (['a', 'b'] as const).entries()) {
    const dataDir = await makeDataDir(`multi-${name}`);
    const server = startServer({
      dataDir,
      port: ports[i]!,
      logLevel: 'debug',
      env: {
        DATABASE_URL: url,
        AUTH_SECRET: authSecret,
        PUBLIC_URL: proxy.origin,
        TRUST_PROXY: '1',
      },
    });
    const node: Node = { name, port: ports[i]!, dataDir, server, logs: [] };
    createInterface({ input: server.child.stdout! }).on('line', (line) => {
      try {
        node.logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a log line
      }
    });
    nodes.push(node);
  }
  await Promise.all(nodes.map((node) => waitHealthy(node.server, node.port, 90_000)));
});

afterAll(async () => {
  await proxy?.close();
  for (const node of nodes) {
    node.server.child.kill('SIGTERM');
    await node.server.exited;
    await rm(node.dataDir, { recursive: true, force: true });
  }
  await db?.end();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
});

describe('two servers, one database, one proxy', () => {
  it('runs each background job turn on one server only', async () => {
    const turns = (node: Node, job: string) =>
      node.logs.filter(
        (l) => l.job === job && (l.msg === 'job ran' || l.msg === 'job turn taken elsewhere'),
      );
    // Each server has tried its first turn of every job (it does so once ready) ...
    await expect
      .poll(() => nodes.every((n) => turns(n, 'housekeeping').length > 0), { timeout: 10_000 })
      .toBe(true);
    await expect
      .poll(() => nodes.every((n) => turns(n, 'exam-sweep').length > 0), { timeout: 10_000 })
      .toBe(true);
    await expect
      .poll(() => nodes.every((n) => turns(n, 'flag-hold').length > 0), { timeout: 10_000 })
      .toBe(true);
    // ... and exactly one of them ran each.
    for (const job of ['housekeeping', 'exam-sweep', 'flag-hold']) {
      const ran = nodes.flatMap((n) => turns(n, job)).filter((l) => l.msg === 'job ran');
      expect(ran, job).toHaveLength(1);
    }
    const claimed = await db.query<{ key: string }>(
      `select key from app_state where key like 'job:%' order by key`,
    );
    expect(claimed.rows.map((r) => r.key)).toEqual([
      'job:exam-sweep',
      'job:flag-hold',
      'job:housekeeping',
    ]);
  });

  it('takes turns: consecutive requests through the proxy reach different servers', async () => {
    const first = await viaProxy('GET', '/api/topics');
    const second = await viaProxy('GET', '/api/topics');
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(new Set([first.upstream, second.upstream])).toEqual(new Set(['a', 'b']));
    // One topic list, seeded once although both servers seeded at start.
    expect(second.body).toEqual(first.body);
    expect(first.body.length).toBeGreaterThan(0);
  });

  it('honours a session made on one server on the other, and a sign-out on one on the other within the bound', async () => {
    const account = await signUp();
    const onOther = await viaProxy('GET', '/api/session', { cookie: account.cookie });
    expect(onOther.upstream).not.toBe(account.answeredBy);
    expect(onOther.body.user?.id).toBe(account.id);

    // B has just read the session (as it would, serving this user a moment ago); sign out on A.
    const warm = await call(nodeB().port, 'GET', '/api/session', { cookie: account.cookie });
    expect(warm.body.user?.id).toBe(account.id);
    const signOut = await call(nodeA().port, 'POST', '/api/auth/sign-out', {
      cookie: account.cookie,
      json: {},
    });
    expect(signOut.status).toBe(200);
    // B must refuse the cookie within the bound: each process may keep a session for the session
    // cache's TTL (ADR 043), and serve it until it expires.
    const signedOut = performance.now();
    let after = await call(nodeB().port, 'GET', '/api/session', { cookie: account.cookie });
    while (after.body.user && performance.now() - signedOut < revocationBoundMs) {
      await new Promise((r) => setTimeout(r, 100));
      after = await call(nodeB().port, 'GET', '/api/session', { cookie: account.cookie });
    }
    const honouredMs = Math.round(performance.now() - signedOut);
    console.log(`multi-server: the sign-out on A was honoured by B after ${honouredMs} ms`);
    expect(after.status).toBe(200);
    expect(after.body.user, 'B still accepts the session after the bound').toBeNull();
    const profile = await call(nodeB().port, 'GET', '/api/profile', { cookie: account.cookie });
    expect(profile.status).toBe(401);
  });

  it('counts a rate limit across both servers, and serves a picture uploaded through one from the other', async () => {
    const account = await signUp();
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#f5b400' },
    })
      .png()
      .toBuffer();
    const upload = () => {
      const { payload, contentType } = multipartFile({
        filename: 'me.png',
        contentType: 'image/png',
        bytes: png,
      });
      return viaProxy('POST', '/api/profile/avatar', {
        cookie: account.cookie,
        raw: { type: contentType, bytes: payload },
      });
    };
    // avatarUploadsPerUser is 10 an hour. Counted per server, 12 uploads alternating between two
    // servers would all pass (6 each); counted in PostgreSQL, the 11th and 12th are refused.
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await upload());
    expect(answers.map((a) => a.status)).toEqual([...Array(10).fill(200), 429, 429]);
    expect(new Set(answers.slice(10).map((a) => a.upstream))).toEqual(new Set(['a', 'b']));

    const uploaded = answers[0]!;
    const url = uploaded.body.profilePictureUrl as string;
    const hash = /^\/api\/images\/([0-9a-f]{64})\.webp$/.exec(url)?.[1];
    expect(hash).toBeDefined();
    // Ask until the other server answers (the proxy alternates; other tests do not interleave).
    let served = await viaProxy('GET', url);
    if (served.upstream === uploaded.upstream) served = await viaProxy('GET', url);
    expect(served.upstream).not.toBe(uploaded.upstream);
    expect(served.status).toBe(200);
    expect(createHash('sha256').update(served.bytes).digest('hex')).toBe(hash);
  });

  it('counts a quiz completion once when it is retried on the other server, or sent to both at once', async () => {
    const author = await signUp();
    const topics = await viaProxy('GET', '/api/topics');
    const topicId = topics.body[0].id as number;
    for (let i = 0; i < 3; i++) {
      const written = await viaProxy('POST', '/api/questions', {
        cookie: author.cookie,
        json: questionForm(topicId, `cluster ${i}`),
      });
      expect(written.status, JSON.stringify(written.body)).toBe(200);
    }
    const taker = await signUp();
    const start = async () => {
      const started = await viaProxy('POST', '/api/quiz-sessions', {
        cookie: taker.cookie,
        json: { type: 'quick', questionCount: 3, excludeCorrect: false },
      });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      expect(started.body.status).toBe('ready');
      const session = started.body.session as { id: string; questions: { id: string }[] };
      expect(session.questions).toHaveLength(3);
      const answers = session.questions.map((q) => ({ questionId: q.id, selectedAnswer: 'a' }));
      const complete = (port: number) =>
        call(port, 'POST', `/api/quiz-sessions/${session.id}/complete`, {
          cookie: taker.cookie,
          json: { answers },
        });
      return { id: session.id, complete };
    };
    const recorded = async (sessionId: string) =>
      (
        await db.query<{ n: number }>(
          'select count(*)::int as n from user_answers where quiz_session_id = $1',
          [sessionId],
        )
      ).rows[0]!.n;

    // A retry: A completed it (the answer was lost on the way back), the browser retries on B.
    const retried = await start();
    const onA = await retried.complete(nodeA().port);
    const onB = await retried.complete(nodeB().port);
    expect(onA.status).toBe(200);
    expect(onB.status).toBe(200);
    expect(onB.body).toEqual(onA.body);
    expect(onA.body.correctAnswers).toBe(3);
    expect(await recorded(retried.id)).toBe(3);

    // A race: the same completion reaches both servers at once.
    const raced = await start();
    const both = await Promise.all([raced.complete(nodeA().port), raced.complete(nodeB().port)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[1]!.body).toEqual(both[0]!.body);
    expect(await recorded(raced.id)).toBe(3);

    // Two quizzes of 3 answers: 6 answers counted, and the nectar equals the ledger's sum.
    const profile = await db.query<{ answers: number; points: number; ledger: number }>(
      `select p.answers_total as answers, p.points,
              (select coalesce(sum(delta), 0)::int from point_events where user_id = p.id) as ledger
       from profiles p where p.id = $1`,
      [taker.id],
    );
    expect(profile.rows[0]).toEqual({
      answers: 6,
      points: profile.rows[0]!.ledger,
      ledger: profile.rows[0]!.ledger,
    });
    expect(profile.rows[0]!.points).toBeGreaterThan(0);
  });
  it('serves the stats afresh after a write through the other', async () => {
    const author = await signUp();
    const topics = await viaProxy('GET', '/api/topics');
    const topicId = topics.body[1].id as number;
    const written: string[] = [];
    for (let i = 0; i < 2; i++) {
      const answer = await viaProxy('POST', '/api/questions', {
        cookie: author.cookie,
        json: questionForm(topicId, `cached ${i}`),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      written.push(answer.body.id as string);
    }
    const taker = await signUp();
    const onboarded = await viaProxy('POST', '/api/profile/onboarding', {
      cookie: taker.cookie,
      json: { gpepClass: 'Otago', gpepYear: 2044 }, // a class and year of the taker alone
    });
    expect(onboarded.status).toBe(200);
    const read = async (node: Node, path: string, cookie?: string) => {
      const answer = await call(node.port, 'GET', path, cookie ? { cookie } : {});
      expect(answer.status).toBe(200);
      return answer.body;
    };
    const history = '/api/stats/history/answers?limit=20';
    // Both servers read (and keep) the taker's figures, history and class ranking and the
    // visitor's question bank, three times (a history page is kept from its second read).
    for (const node of nodes) {
      for (let i = 0; i < 3; i++) {
        expect((await read(node, '/api/stats/summary', taker.cookie)).answered).toBe(0);
        await read(node, '/api/stats/due', taker.cookie);
        await read(node, '/api/stats/questions');
        expect((await read(node, history, taker.cookie)).items).toEqual([]);
        expect((await read(node, '/api/stats/class-ranking', taker.cookie)).members).toEqual([
          expect.objectContaining({ points: 0, isMe: true }),
        ]);
      }
    }
    const bankBefore = (await read(nodeA(), '/api/stats/questions')).overall.totalQuestions;

    // A quiz of the two new questions, started and completed on A only.
    const started = await call(nodeA().port, 'POST', '/api/quiz-sessions', {
      cookie: taker.cookie,
      json: { type: 'topic', topicId, questionCount: 'all', excludeCorrect: false },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const session = started.body.session as { id: string; questions: { id: string }[] };
    const answers = session.questions.map((q) => ({ questionId: q.id, selectedAnswer: 'b' }));
    const done = await call(nodeA().port, 'POST', `/api/quiz-sessions/${session.id}/complete`, {
      cookie: taker.cookie,
      json: { answers },
    });
    expect(done.status).toBe(200);
    const summary = await read(nodeB(), '/api/stats/summary', taker.cookie);
    expect(summary.answered).toBe(session.questions.length);
    expect(summary.quizzesCompleted).toBe(1);
    expect((await read(nodeB(), '/api/stats/due', taker.cookie)).nextDueAt).not.toBeNull();
    expect((await read(nodeB(), history, taker.cookie)).items).toHaveLength(answers.length);
    const ranking = await read(nodeB(), '/api/stats/class-ranking', taker.cookie);
    expect(ranking.members[0].points).toBe(done.body.pointsEarned);

    // An author's delete through B reaches the visitor's question bank on A.
    const deleted = await call(nodeB().port, 'DELETE', `/api/questions/${written[0]}`, {
      cookie: author.cookie,
    });
    expect(deleted.status).toBe(200);
    expect((await read(nodeA(), '/api/stats/questions')).overall.totalQuestions).toBe(
      bankBefore - 1,
    );
  });
});
