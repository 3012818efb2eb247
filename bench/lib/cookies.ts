// Session cookies for the generated users, signed the way Better Auth signs its own
// (better-call: `${token}.${base64 HMAC-SHA256(token, secret)}`, URI-encoded, prefix "hive").
// The generator writes the session rows; signing here saves thousands of slow sign-ups.
import { createHmac } from 'node:crypto';
import { sessionToken } from '../dataset/sql.ts';
import { authSecret } from './server.ts';

/** The cookie of any session row's token (the capacity load's trainees have their own rows). */
export function cookieOf(token: string): string {
  const signature = createHmac('sha256', authSecret).update(token).digest('base64');
  return `hive.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

export const sessionCookie = (i: number) => cookieOf(sessionToken(i));

/** The heavy user's cookie (user 0): every signed-in read is measured as them. */
export const heavyCookie = () => sessionCookie(0);
