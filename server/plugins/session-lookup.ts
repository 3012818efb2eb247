// A signed-in request's session when the session cache misses (ADR 055): the cookie's signature
// checked in process and the session with its user read in one prepared statement, where Better
// Auth's getSession took two statements through its adapter and most of a quick start's own Node
// time. Whatever that read cannot settle alone goes to Better Auth itself: an expired session
// (Better Auth deletes it) and one due for its daily refresh (Better Auth extends it), so the
// session rules stay Better Auth's.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { queryPrepared } from '#server/db/prepared.ts';

/** Better Auth's session lifetimes, in seconds (its `session` options). */
export interface SessionPolicy {
  expiresIn: number;
  updateAge: number;
}

export interface FoundSession {
  expiresAt: Date;
  user: { id: string; email: string; name: string; emailVerified: boolean };
}

/**
 * The token of a signed session cookie's value (already URL-decoded), or null when the signature
 * is not ours. Better Auth signs as `${token}.${base64(HMAC-SHA256(secret, token))}` (better-call's
 * signCookieValue) and accepts only a 44-character signature ending in "=".
 */
export function verifiedSessionToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  // Node's base64 decoder skips characters outside the alphabet: compare the canonical form too
  if (given.length !== expected.length || given.toString('base64') !== signature) return null;
  return timingSafeEqual(given, expected) ? token : null;
}

/** Whether Better Auth's getSession would change the session: delete it, or extend it. */
export function needsBetterAuth(found: FoundSession, policy: SessionPolicy, now: number): boolean {
  const expiresAt = found.expiresAt.getTime();
  if (expiresAt <= now) return true;
  // Better Auth's own test (api/routes/session.ts): the session is older than updateAge
  return expiresAt - policy.expiresIn * 1000 + policy.updateAge * 1000 <= now;
}

interface SessionRow {
  expires_at: Date;
  user_id: string;
  email: string;
  name: string;
  email_verified: boolean;
}

/** The session with this token and its user, or null. */
export async function findSession(db: Database, token: string): Promise<FoundSession | null> {
  const [row] = await queryPrepared<SessionRow>(
    db,
    sql`select s.expires_at, u.id as user_id, u.email, u.name, u.email_verified
        from session s join "user" u on u.id = s.user_id
        where s.token = ${token}`,
  );
  if (!row) return null;
  return {
    expiresAt: row.expires_at,
    user: { id: row.user_id, email: row.email, name: row.name, emailVerified: row.email_verified },
  };
}
