// SIGKILL drill (docs/trust.md): the real server is killed at random moments while clients
// write, and restarted on the same DATA_DIR each time. Every restart must come up healthy, every
// write acknowledged before the kill must be there afterwards, and profiles.points must equal
// the ledger. Half-written quizzes would show as torn sessions.
// Replay a run with DRILL_SEED=<seed printed>; DRILL_ROUNDS changes the number of kills.
import { afterAll, expect, it } from 'vitest';
import { connectDatabase } from '#server/db/client.ts';
import { ledgerMismatches } from '#server/test/ledger.ts';
import { lostInDatabase, lostThroughApi, tornSessions } from './support/acknowledged-writes.ts';
import {
  clusterProcesses,
  clusterState,
  databaseUrl,
  isAlive,
  discardServer,
  postmasterPid,
} from './support/cluster.ts';
import {
  acknowledgedCount,
  freshBudget,
  noAcknowledged,
  runClient,
  type ClientContext,
  type SharedQuestion,
} from './support/crash-workload.ts';
import {
  firstTopicId,
  questionForm,
  shareQuestion,
  signUp,
  writeQuestion,
  type User,
} from './support/hive-api.ts';
import { drillSeed, seededRandom } from './support/seeded-random.ts';
import {
  freePort,
  makeDataDir,
  startServer,
  waitHealthy,
  type ServerProcess,
} from './support/server-process.ts';

const rounds = Number(process.env.DRILL_ROUNDS ?? 50);
const users = 8;
/** a restart counts as clean when it is healthy within this */
const cleanRestartMs = 30_000;
const seed = drillSeed();

let dataDir: string | undefined;
let server: ServerProcess | undefined;
afterAll(() => discardServer(server, dataDir));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** How the round ends: the server alone (its PostgreSQL lives on, orphaned) or both at once. */
type KillMode = 'server' | 'server and postgres';

it(
  `SIGKILL drill: ${rounds} kills while clients write`,
  async () => {
    console.log(`SIGKILL drill: seed ${seed} (replay with DRILL_SEED=${seed}), ${rounds} rounds`);
    const began = Date.now();
    const random = seededRandom(seed);
    dataDir = await makeDataDir('crash-drill');
    const port = await freePort();
    server = startServer({ dataDir, port });
    // The first start also runs initdb, the migrations and the demo questions.
    await waitHealthy(server, port, 180_000);

    // Accounts once: sign-up is limited per address, and sessions live in PostgreSQL anyway.
    const team: User[] = [];
    for (let i = 0; i < users; i++) team.push(await signUp(port, i, `crash-${seed}`));
    const topicId = await firstTopicId(port);
    const shared: SharedQuestion[] = [];
    for (const author of team.slice(0, 4)) {
      const questionId = await writeQuestion(
        port,
        author,
        questionForm(topicId, `shared ${author.index}`),
      );
      shared.push({ questionId, code: await shareQuestion(port, author, questionId) });
    }

    const acks = noAcknowledged();
    const ctx: ClientContext = { port, topicId, shared, acks, unexpected: [] };
    const budgets = team.map(() => freshBudget());
    const restartMs: number[] = [];
    const failedRestarts: string[] = [];
    const lost: string[] = [];
    const ledger: string[] = [];
    const torn: string[] = [];
    const orphans = { found: 0, leftRunning: 0 };
    const modes = { server: 0, 'server and postgres': 0 };

    for (let round = 1; round <= rounds; round++) {
      const delay = random.int(50, 800);
      const mode: KillMode = random.next() < 1 / 3 ? 'server and postgres' : 'server';
      modes[mode]++;
      const before = {
        completions: new Set(acks.completions.keys()),
        questions: new Set(acks.questions.keys()),
      };
      const clients = team.map((user) =>
        runClient(user, round, budgets[user.index]!, seededRandom(random.int(0, 2 ** 32 - 1)), ctx),
      );

      await sleep(delay);
      const postgresPid = postmasterPid(dataDir);
      server.child.kill('SIGKILL');
      if (mode === 'server and postgres' && postgresPid) process.kill(postgresPid, 'SIGKILL');
      await server.exited;
      await Promise.all(clients);
      const orphan =
        mode === 'server' && postgresPid && isAlive(postgresPid) ? postgresPid : undefined;
      if (orphan) orphans.found++;

      const started = Date.now();
      server = startServer({ dataDir, port });
      try {
        await waitHealthy(server, port, 120_000);
      } catch (error) {
        failedRestarts.push(`round ${round} (${mode}): ${(error as Error).message}`);
        break; // nothing to check against a server that is not there
      }
      const took = Date.now() - started;
      restartMs.push(took);
      if (took > cleanRestartMs) failedRestarts.push(`round ${round}: healthy after ${took} ms`);
      if (orphan && isAlive(orphan)) orphans.leftRunning++;

      const { db, pool } = connectDatabase(databaseUrl(dataDir), { max: 2 });
      try {
        lost.push(...(await lostInDatabase(pool, acks)).map((l) => `round ${round}: ${l}`));
        lost.push(
          ...(
            await lostThroughApi(
              port,
              acks,
              [...acks.completions.keys()].filter((id) => !before.completions.has(id)),
              [...acks.questions.keys()].filter((id) => !before.questions.has(id)),
            )
          ).map((l) => `round ${round}: ${l}`),
        );
        torn.push(...(await tornSessions(pool)).map((l) => `round ${round}: ${l}`));
        for (const m of await ledgerMismatches(db))
          ledger.push(`round ${round}: ${m.id} has ${m.points} points, ledger ${m.ledger}`);
      } finally {
        await pool.end();
      }
    }

    // A clean stop at the end: exit 0, and no PostgreSQL of this DATA_DIR left behind.
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    const figures = {
      seed,
      rounds,
      kills: modes,
      cleanRestarts: restartMs.filter((ms) => ms <= cleanRestartMs).length,
      restartSeconds: {
        median: median(restartMs) / 1000,
        max: Math.max(...restartMs) / 1000,
      },
      orphanedPostgres: orphans,
      acknowledgedWrites: {
        quizStarts: acks.starts.size,
        quizCompletions: acks.completions.size,
        questions: acks.questions.size,
        sharedAnswers: [...acks.sharedChecks.values()].reduce((a, b) => a + b, 0),
        total: acknowledgedCount(acks),
      },
      lost: lost.length,
      ledgerMismatches: ledger.length,
      tornSessions: torn.length,
      unexpectedResponses: ctx.unexpected.length,
      finalExit: exit,
      durationSeconds: Math.round((Date.now() - began) / 1000),
    };
    console.log('SIGKILL drill figures', JSON.stringify(figures, null, 2));

    expect(failedRestarts).toEqual([]);
    expect(figures.cleanRestarts).toBe(rounds);
    expect(orphans.leftRunning).toBe(0);
    expect(lost).toEqual([]);
    expect(torn).toEqual([]);
    expect(ledger).toEqual([]);
    expect(ctx.unexpected).toEqual([]);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(clusterProcesses(dataDir)).toEqual([]);
    expect(clusterState(dataDir)).toBe('shut down');
  },
  // Generous on purpose: a slow machine should report its figures, not time out without them.
  rounds * 60_000 + 300_000,
);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
