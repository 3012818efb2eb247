// Load with correctness (docs/trust.md): 200 users signed up through the real route and onboarded
// into the 13 classes, 10,000 answers in Quick 10 quizzes over real HTTP with 10% of completions
// replayed, authors deleting questions meanwhile. Then every profile, the class rankings and the
// regional table must equal a recomputation from the answer log, with no 5xx on the way.
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ledgerMismatches } from '#server/test/ledger.ts';
import { relaxedRateLimits } from '#server/test/quiz-fixtures.ts';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';
import { gpepClasses } from '#shared/contract/gpep.ts';
import type { ClassRanking, RegionalStat } from '#shared/contract/stats.ts';
import { LoadClient } from './load/client.ts';
import { inParallel } from './load/in-parallel.ts';
import { signUpUsers, writeQuestions } from './load/population.ts';
import { classRankingFor, recomputeUsers, regionalFrom } from './load/recompute.ts';
import { runTraffic } from './load/traffic.ts';

const users = 200;
const authors = 20;
const questionsPerAuthor = 15;
const answers = 10_000;
const concurrency = 32;

let t: TestApp;
let client: LoadClient;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  client = new LoadClient(`http://127.0.0.1:${port}`, testOrigin);
});
afterAll(async () => {
  await t?.close();
});

const seconds = (since: number) => (performance.now() - since) / 1000;

it('answers 10,000 times for 200 users; every total and table equals the answer log', async () => {
  let started = performance.now();
  // Sign-up hashes the password on libuv's four threads: more at once only queues.
  const people = await signUpUsers(client, users, 4);
  const signUpSeconds = seconds(started);

  const topics = await client.ok<{ id: number }[]>('GET', '/api/topics');
  const questions = await writeQuestions(
    client,
    people.slice(0, authors),
    questionsPerAuthor,
    topics.map((topic) => topic.id),
    concurrency,
  );

  const before = client.requests();
  started = performance.now();
  const tally = await runTraffic(client, {
    users: people,
    questions,
    answers,
    concurrency,
    replayEvery: 10,
    deletes: authors,
    correctShare: 0.7,
  });
  const trafficSeconds = seconds(started);
  const trafficRequests = client.requests() - before;

  // The answer log holds exactly what was sent: replays added nothing.
  const logged = await t.db.execute<{ user_id: string; answers: number; correct: number }>(sql`
    select user_id, count(*)::int as answers, count(*) filter (where is_correct)::int as correct
    from user_answers group by user_id`);
  expect(
    new Map(logged.rows.map((r) => [r.user_id, { answers: r.answers, correct: r.correct }])),
  ).toEqual(tally.sent);
  expect(logged.rows.reduce((n, r) => n + r.answers, 0)).toBe(answers);

  // Every profile: the app's counters == the recomputation, and points == SUM(point_events).
  const recomputed = await recomputeUsers(t.db);
  expect(recomputed).toHaveLength(users);
  const profiles = await t.db.execute<Record<string, unknown>>(sql`
    select id, name, gpep_class as "gpepClass", gpep_year as "gpepYear", points,
           answers_total as "answersTotal", answers_correct as "answersCorrect",
           questions_answered as "questionsAnswered", questions_written as "questionsWritten"
    from profiles where gpep_class is not null order by id`);
  expect(profiles.rows).toEqual(recomputed);
  expect(await ledgerMismatches(t.db)).toEqual([]);

  // Each user's "Your Class" and the public regional table, as the API serves them.
  const byId = new Map(recomputed.map((u) => [u.id, u]));
  const rankings = await inParallel(people, concurrency, (person) =>
    client.ok<ClassRanking>('GET', '/api/stats/class-ranking', { cookie: person.cookie }),
  );
  const rankingMismatches = people.filter(
    (person, i) =>
      !isDeepStrictEqual(rankings[i], classRankingFor(recomputed, byId.get(person.id)!)),
  );
  expect(rankingMismatches.map((p) => p.id)).toEqual([]);
  const regional = await client.ok<RegionalStat[]>('GET', '/api/stats/regional');
  expect(regional).toEqual(regionalFrom(recomputed, gpepClasses));

  expect(tally.replayMismatches).toBe(0);
  expect(client.serverErrors()).toBe(0);
  expect([...client.statuses.keys()]).toEqual([200]);

  console.log(
    `load: ${users} users signed up in ${signUpSeconds.toFixed(1)} s; ` +
      `${answers} answers in ${tally.completions} completions, ${tally.replays} replays, ` +
      `${tally.deleted} questions deleted meanwhile; ${trafficRequests} requests in ` +
      `${trafficSeconds.toFixed(1)} s = ${(trafficRequests / trafficSeconds).toFixed(0)} req/s ` +
      `at ${concurrency} concurrent, p50 ${client.percentile(0.5, before).toFixed(0)} ms, ` +
      `p95 ${client.percentile(0.95, before).toFixed(0)} ms; ${client.requests()} requests in all, ` +
      `${client.serverErrors()} 5xx; 0 mismatches in ${users} profiles, ${users} class ` +
      `rankings, ${gpepClasses.length} regions`,
  );
});
