// Who a session cookie belongs to, remembered for a few seconds in this process: Better Auth's
// getSession (two statements) costs more than most requests' own work (ADR 043, ADR 064). Only found sessions are kept (a junk cookie
// cannot fill the cache), keyed by the whole signed cookie value, never past the session's expiry.
// Better Auth's session deletes (sign-out, password reset revoking every session) and user
// updates forget the entries here at once; another app process forgets them within the TTL.

/** How long another process may still accept a revoked session (ADR 043, ADR 064). */
export const sessionCacheTtlMs = 5_000;
/** Bounds memory: past this many signed-in cookies the oldest entries go first. */
const maxEntries = 10_000;

interface Entry<T> {
  value: T;
  token: string;
  userId: string;
  expiresAt: number;
}

export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Moves on every forget: a lookup that began before a revocation must not cache its answer. */
  revision = 0;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(ttlMs = sessionCacheTtlMs, now = () => Date.now()) {
    this.ttlMs = ttlMs;
    this.now = now;
  }

  get(cookie: string): T | undefined {
    const entry = this.entries.get(cookie);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(cookie);
      return undefined;
    }
    return entry.value;
  }

  /** `token` is the session's unsigned token (what Better Auth deletes by); `revision`, read
   * before the lookup began. */
  set(
    cookie: string,
    value: T,
    session: { token: string; userId: string; expiresAt: Date },
    revision = this.revision,
  ) {
    if (revision !== this.revision) return;
    if (this.entries.size >= maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const expiresAt = Math.min(this.now() + this.ttlMs, session.expiresAt.getTime());
    this.entries.set(cookie, { value, token: session.token, userId: session.userId, expiresAt });
  }

  /** A session was deleted (sign-out, revocation). */
  forgetSession(token: string) {
    this.revision++;
    for (const [key, entry] of this.entries) if (entry.token === token) this.entries.delete(key);
  }

  /** A user changed (name, verification) or lost every session. */
  forgetUser(userId: string) {
    this.revision++;
    for (const [key, entry] of this.entries) if (entry.userId === userId) this.entries.delete(key);
  }
}
