// Account helpers for server tests: every call goes through the real /api/auth routes with
// app.inject, exactly as the browser would (JSON body plus an Origin header for Better Auth).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { testOrigin } from './test-app.ts';

/** A password that satisfies every sign-up rule. */
export const goodPassword = 'Correct1Horse';

/** A fresh address per call, so tests in one database never collide. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(6).toString('hex')}@example.com`;
}

export interface Credentials {
  name: string;
  email: string;
  password: string;
}

export function newCredentials(overrides: Partial<Credentials> = {}): Credentials {
  return { name: 'Aroha Ngata', email: uniqueEmail(), password: goodPassword, ...overrides };
}

interface PostOptions {
  /** the client address as the socket would report it (light-my-request defaults to 127.0.0.1) */
  remoteAddress?: string;
  headers?: Record<string, string>;
}

/** POST a JSON body to an /api/auth endpoint with the trusted Origin. */
export function authPost(
  app: FastifyInstance,
  path: string,
  body: unknown,
  { remoteAddress, headers = {} }: PostOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/auth/${path}`,
    headers: { origin: testOrigin, ...headers },
    payload: body as Record<string, unknown>,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export const signUp = (app: FastifyInstance, body: unknown, options?: PostOptions) =>
  authPost(app, 'sign-up/email', body, options);

export const signIn = (app: FastifyInstance, body: unknown, options?: PostOptions) =>
  authPost(app, 'sign-in/email', body, options);

/** The Set-Cookie headers of a response as one Cookie header ("a=1; b=2"); '' when none. */
export function cookieHeader(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return (
    list
      .map((line) => line.split(';')[0]!.trim())
      // Better Auth clears cookies with an empty value; those are not part of a session.
      .filter((pair) => !pair.endsWith('='))
      .join('; ')
  );
}

/** Whether the response set Better Auth's session cookie (prefix "hive"). */
export function hasSessionCookie(response: LightMyRequestResponse): boolean {
  return /(^|; )hive\.session_token=/.test(cookieHeader(response));
}

/** Signs up a new account (embedded mode signs it in too) and returns its session cookie. */
export async function signUpAndSignIn(app: FastifyInstance, overrides: Partial<Credentials> = {}) {
  const credentials = newCredentials(overrides);
  const response = await signUp(app, credentials);
  if (response.statusCode !== 200) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  const cookie = cookieHeader(response);
  if (!cookie) throw new Error('sign-up set no session cookie');
  const userId = (response.json() as { user: { id: string } }).user.id;
  return { ...credentials, cookie, userId };
}

/** GET /api/session with a Cookie header (or none). */
export async function getSession(app: FastifyInstance, cookie?: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/session',
    headers: cookie ? { cookie } : {},
  });
  return response;
}

export interface OutboxLine {
  to: string;
  subject: string;
  text: string;
  html?: string;
  from: string;
  sentAt: string;
}

/** The mails written to DATA_DIR/outbox.jsonl (embedded mode, no SMTP); [] before the first.
 * Mails go out in the background: this waits for the queued ones first. */
export async function readOutbox(app: FastifyInstance, dataDir: string): Promise<OutboxLine[]> {
  await app.mailer.settled();
  let content: string;
  try {
    content = await readFile(join(dataDir, 'outbox.jsonl'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return content
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxLine);
}

/** The first link to our own /api/auth in a mail text, as a path app.inject can request. */
export function authLinkIn(text: string): string {
  const match = /https?:\/\/[^\s"<>]+\/api\/auth\/[^\s"<>]+/.exec(text);
  if (!match) throw new Error(`no /api/auth link in mail:\n${text}`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}
