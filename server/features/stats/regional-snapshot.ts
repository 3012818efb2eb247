// The regional totals (the landing page leaderboard and My Progress) from memory: summing every
// profile per class is O(users), so requests share one sum, never one each (ADR 043). Each
// process refreshes its own snapshot:
// - on the first read after any API write answered by this process (a non-GET request: answers,
//   questions, onboarding move points and classes); that read and those that arrive while its
//   refresh runs wait for it, so what a user just did shows on their next read. Not at the write
//   itself: a burst of writes would start sums for reads that mostly never come;
// - and every `regionalSnapshotMaxAgeMs`, which bounds how long writes made elsewhere (another app
//   server, SQL outside the app) take to appear. Reads never wait for these.
import fp from 'fastify-plugin';
import type { Database } from '#server/db/client.ts';
import type { RegionalStat } from '#shared/contract/stats.ts';
import { regionalStats } from './stats.service.ts';

/** How often the snapshot is refreshed in the background (documented in docs/performance.md). */
export const regionalSnapshotMaxAgeMs = 5_000;

export class RegionalSnapshot {
  private value: RegionalStat[] | null = null;
  /** the computation in flight, if any */
  private running: Promise<RegionalStat[]> | null = null;
  /** a write has committed since the last sum that reads wait for began */
  private stale = false;
  /** what reads must wait for: a refresh that began after a write committed */
  private awaited: Promise<RegionalStat[]> | null = null;
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /**
   * Something that may move points or classes has committed: the next read waits for a sum begun
   * after now. Only marked here, not summed: writes that no read follows (a burst of answers, quiz
   * starts) then cost no sum each, and the reads after a burst share one.
   */
  markStale() {
    this.stale = true;
  }

  async get(): Promise<RegionalStat[]> {
    if (this.stale) {
      this.stale = false;
      const fresh = this.refreshAfterNow();
      this.awaited = fresh;
      fresh
        .catch(() => undefined) // a failed refresh leaves the last snapshot; the next one retries
        .finally(() => {
          if (this.awaited === fresh) this.awaited = null;
        });
    }
    if (this.awaited) return this.awaited;
    if (this.value) return this.value;
    return this.running ?? this.compute(); // the first read: any computation will do
  }

  /** The background refresh (a failure is retried on the next tick). */
  async refresh(): Promise<void> {
    await this.refreshAfterNow().catch(() => undefined);
  }

  /** Resolves when no computation is in flight. */
  async settled(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined);
  }

  /** A computation that starts no earlier than now: one in flight may predate a write that has
   * just committed, so the caller gets the next one, queued behind it (shared by callers). */
  private refreshAfterNow(): Promise<RegionalStat[]> {
    if (!this.running) return this.compute();
    return this.running.catch(() => undefined).then(() => this.running ?? this.compute());
  }

  private compute(): Promise<RegionalStat[]> {
    const computation = regionalStats(this.db)
      .then((value) => (this.value = value))
      .finally(() => {
        if (this.running === computation) this.running = null;
      });
    this.running = computation;
    return computation;
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
    const timer = setInterval(() => void snapshot.refresh(), regionalSnapshotMaxAgeMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await snapshot.settled(); // a computation in flight ends before the pool closes
    });
  },
  { name: 'regional-snapshot', dependencies: ['db'] },
);
