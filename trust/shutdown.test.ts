// SIGTERM drill (docs/trust.md): 100 requests (quiz completions and statistics reads) are in the
// server when SIGTERM arrives. Every accepted request must still get its 2xx, the process must
// exit 0 within 10 s, and PostgreSQL must have been stopped cleanly: no process left, no
// postmaster.pid, and pg_control saying "shut down" (so the next start needs no crash recovery).
// Replay a run with DRILL_SEED=<seed printed>.
import { createInterface } from 'node:readline';
import { afterAll, expect, it } from 'vitest';
import { optionIds } from '#shared/contract/questions.ts';
import { clusterProcesses, clusterState, discardServer, postmasterPid } from './support/cluster.ts';
import { signUp, startQuiz, type StartedQuiz, type User } from './support/hive-api.ts';
import { NetworkError, request, type Response } from './support/http.ts';
import { drillSeed, seededRandom } from './support/seeded-random.ts';
import {
  freePort,
  makeDataDir,
  startServer,
  waitHealthy,
  type ServerProcess,
} from './support/server-process.ts';

const seed = drillSeed();
const inFlightTarget = 100;
const completions = 40;
const lateRequests = 20;
const exitLimitMs = 10_000;

let dataDir: string | undefined;
let server: ServerProcess | undefined;
afterAll(() => discardServer(server, dataDir));

type Outcome = { kind: '2xx' } | { kind: 'refused' } | { kind: 'failed'; detail: string };

async function outcomeOf(send: () => Promise<Response>): Promise<Outcome> {
  try {
    const response = await send();
    if (response.status >= 200 && response.status <= 299) return { kind: '2xx' };
    return { kind: 'failed', detail: `${response.status} ${JSON.stringify(response.body)}` };
  } catch (error) {
    if (error instanceof NetworkError && error.failure === 'refused') return { kind: 'refused' };
    return { kind: 'failed', detail: (error as Error).message };
  }
}

const tally = (outcomes: Outcome[]) => ({
  ok: outcomes.filter((o) => o.kind === '2xx').length,
  refused: outcomes.filter((o) => o.kind === 'refused').length,
  failed: outcomes.flatMap((o) => (o.kind === 'failed' ? [o.detail] : [])),
});

/** Statistics reads that go through several queries each. */
const readPaths = [
  '/api/stats/summary',
  '/api/stats/class-ranking',
  '/api/stats/regional',
  '/api/stats/questions',
  '/api/stats/history/answers',
  '/api/profile',
];

it('SIGTERM drill: 100 requests in flight finish, exit 0, PostgreSQL stopped cleanly', async () => {
  console.log(`SIGTERM drill: seed ${seed} (replay with DRILL_SEED=${seed})`);
  const random = seededRandom(seed);
  dataDir = await makeDataDir('shutdown-drill');
  const port = await freePort();
  // 'info' logs "incoming request" for every request the server has read: how we know that a
  // request is in flight (read, not yet answered) rather than still in a socket buffer.
  server = startServer({ dataDir, port, logLevel: 'info' });
  await waitHealthy(server, port, 180_000);

  const team: User[] = [];
  for (let i = 0; i < 10; i++) team.push(await signUp(port, i, `shutdown-${seed}`));
  // Long quizzes: completing one records an answer, a status and the nectar per question. Not the
  // whole bank: 40 of those at once queue past the pool's 5 s connection timeout on a busy machine.
  const quizzes: { user: User; quiz: StartedQuiz }[] = [];
  for (let i = 0; i < completions; i++) {
    const user = team[i % team.length]!;
    quizzes.push({ user, quiz: await startQuiz(port, user, 100) });
  }

  let received = 0;
  const serverErrors: string[] = [];
  createInterface({ input: server.child.stdout! }).on('line', (line) => {
    if (line.includes('"incoming request"') && !line.includes('/api/health')) received++;
    if (/"level":(50|60)/.test(line)) serverErrors.push(line.slice(0, 500));
  });
  const pending = new Set<number>();
  const track = (i: number, send: () => Promise<Response>) => {
    pending.add(i);
    return outcomeOf(send).finally(() => pending.delete(i));
  };
  const wave = Array.from({ length: inFlightTarget }, (_, i) => {
    if (i < completions) {
      const { user, quiz } = quizzes[i]!;
      const answers = quiz.questions.map((q) => ({
        questionId: q.id,
        selectedAnswer: random.pick(optionIds),
      }));
      return track(i, () =>
        request(port, 'POST', `/api/quiz-sessions/${quiz.id}/complete`, {
          cookie: user.cookie,
          body: { answers },
        }),
      );
    }
    const user = random.pick(team);
    return track(i, () => request(port, 'GET', random.pick(readPaths), { cookie: user.cookie }));
  });

  const deadline = Date.now() + 15_000;
  while (received < inFlightTarget && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 5));
  const inFlight = pending.size;
  const receivedAtSignal = received;
  const signalled = performance.now();
  server.child.kill('SIGTERM');
  // Clients that arrive as the shutdown begins: measured, not asserted (docs/trust.md). Their
  // connections sit in the kernel's queue or are accepted unread; closing the listener and
  // Node's closeIdleConnections() reset them, and Fastify answers 503 to one read while closing.
  const late = Array.from({ length: lateRequests }, () =>
    outcomeOf(() => request(port, 'GET', '/api/stats/questions')),
  );
  const exit = await server.exited;
  const exitSeconds = (performance.now() - signalled) / 1000;
  const inWave = tally(await Promise.all(wave));
  const afterSignal = tally(await Promise.all(late));

  const figures = {
    seed,
    requests: inFlightTarget,
    receivedBeforeSignal: receivedAtSignal,
    inFlightAtSignal: inFlight,
    finished2xx: inWave.ok,
    refused: inWave.refused,
    failed: inWave.failed,
    arrivingDuringShutdown: {
      ok: afterSignal.ok,
      refused: afterSignal.refused,
      reset: afterSignal.failed.filter((f) => f.startsWith('reset')).length,
      unavailable503: afterSignal.failed.filter((f) => f.startsWith('503')).length,
    },
    exit,
    exitSeconds: Number(exitSeconds.toFixed(2)),
    postmasterPidFile: postmasterPid(dataDir) ?? 'gone',
    postgresProcessesLeft: clusterProcesses(dataDir),
    clusterState: clusterState(dataDir),
    serverErrors: serverErrors.slice(0, 5),
  };
  console.log('SIGTERM drill figures', JSON.stringify(figures, null, 2));

  expect(receivedAtSignal).toBe(inFlightTarget);
  expect(inFlight, 'requests still unanswered when SIGTERM was sent').toBeGreaterThan(0);
  expect(inWave.failed).toEqual([]);
  expect(inWave.ok + inWave.refused).toBe(inFlightTarget);
  expect(afterSignal.failed.filter((f) => !/^(reset|503)/.test(f))).toEqual([]);
  expect(exit).toEqual({ code: 0, signal: null });
  expect(exitSeconds).toBeLessThan(exitLimitMs / 1000);
  expect(clusterProcesses(dataDir)).toEqual([]);
  expect(postmasterPid(dataDir)).toBeUndefined();
  expect(clusterState(dataDir)).toBe('shut down');

  // The proof the next start sees: it comes up without stopping an orphan or recovering.
  server = startServer({ dataDir, port });
  await waitHealthy(server, port, 60_000);
  server.child.kill('SIGTERM');
  expect(await server.exited).toEqual({ code: 0, signal: null });
});
