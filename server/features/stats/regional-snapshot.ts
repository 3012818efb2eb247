// The regional totals (the landing page leaderboard and My Progress) from memory: summing every
// profile per class on each request was the only sequential scan of profiles on a request path
// (issue 11, ADR 043). The snapshot is recomputed when a reader finds it stale:
// - after any API write answered by this process (a non-GET request: answers, questions,
//   onboarding move points and classes), so what a user just did shows at once, as before;
// - and at most `regionalSnapshotMaxAgeMs` after the last computation, which bounds how long
//   writes made elsewhere (another app server, SQL outside the app) take to appear.
// Concurrent readers share one computation.
import fp from 'fastify-plugin';
import type { Database } from '#server/db/client.ts';
import type { RegionalStat } from '#shared/contract/stats.ts';
import { regionalStats } from './stats.service.ts';

/** The longest a snapshot is served without recomputing (documented in docs/performance.md). */
export const regionalSnapshotMaxAgeMs = 5_000;

export class RegionalSnapshot {
  private value: RegionalStat[] | null = null;
  private computedAt = 0;
  private stale = true;
  private pending: Promise<RegionalStat[]> | null = null;
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Something that may move points or classes has committed. */
  markStale() {
    this.stale = true;
  }

  async get(): Promise<RegionalStat[]> {
    const fresh =
      this.value && !this.stale && Date.now() - this.computedAt < regionalSnapshotMaxAgeMs;
    if (fresh) return this.value!;
    if (!this.pending) {
      // Cleared before reading: a write that commits during the computation marks it stale again.
      this.stale = false;
      const startedAt = Date.now();
      this.pending = regionalStats(this.db)
        .then((value) => {
          this.value = value;
          this.computedAt = startedAt;
          return value;
        })
        .catch((error: unknown) => {
          this.stale = true;
          throw error;
        })
        .finally(() => {
          this.pending = null;
        });
    }
    return this.pending;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    regionalSnapshot: RegionalSnapshot;
  }
}

export const regionalSnapshotPlugin = fp(
  async (app) => {
    const snapshot = new RegionalSnapshot(app.db);
    app.decorate('regionalSnapshot', snapshot);
    // onSend runs once the handler has finished, so its transaction has committed.
    app.addHook('onSend', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') snapshot.markStale();
    });
  },
  { name: 'regional-snapshot', dependencies: ['db'] },
);
