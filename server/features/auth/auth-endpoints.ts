// The only Better Auth endpoints the app exposes: the ones our screens and mails use. Everything
// else under /api/auth (update-user, change-password, send-verification-email, list-sessions ...)
// is simply not routed, so it answers 404. Each endpoint's guard states the exact body it accepts
// (unknown fields are dropped before Better Auth sees them) and the limits that apply, which
// plugins/route-limits.ts counts once the body has passed (an invalid form is a 400, uncounted).
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  resetPasswordSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
} from '#shared/contract/auth.ts';
import { plainString } from '#shared/contract/user-text.ts';
import { rateLimitSubject } from '#server/lib/client-address.ts';
import type { RouteRateLimit } from '#server/plugins/route-limits.ts';

/** Where Better Auth may send the browser after a mailed link: a path or URL, checked by it
 * against the trusted origins. */
const redirectField = plainString(2000, 'Invalid redirect URL').optional();

interface AuthGuard {
  /** the whole body Better Auth receives: the form's rules plus the wire-only fields */
  schema: z.ZodType<Record<string, unknown>>;
  /** in order; the first one past its allowance answers 429 */
  limits: RouteRateLimit[];
}

/** "Too many attempts. Please try again in 3 minutes." */
const tooManyAttempts = (retryAfterSeconds: number) => {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/** The account the body names (its e-mail, lower-cased), or null when it names none. */
const accountOf = (request: FastifyRequest): string | null => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email !== '' ? email.toLowerCase() : null;
};

/** Counted per client (an IPv4 address or an IPv6 /64). */
const perClient = (limit: RouteRateLimit['limit']): RouteRateLimit => ({
  limit,
  per: 'client',
  countedAt: 'validated',
  message: tooManyAttempts,
});

/** Counted per account e-mail, where the body names one. */
const perAccount = (limit: RouteRateLimit['limit']): RouteRateLimit => ({
  limit,
  per: accountOf,
  countedAt: 'validated',
  message: tooManyAttempts,
});

/** How long a sign-in waits once an account is being guessed at from elsewhere: it slows a
 * distributed attack without locking the owner out. */
const contestedAccountDelayMs = 1000;

/**
 * Password guesses: the wall stands per account AND client, so guessing from one place stops
 * there while the owner, elsewhere, can still sign in. The account-wide ceiling is much higher;
 * past one client's allowance every attempt at the account is slowed down instead.
 */
const passwordGuesses: RouteRateLimit[] = [
  {
    limit: 'signInPerAccountAndIp',
    per: (request) => {
      const account = accountOf(request);
      return account && `${account}|${rateLimitSubject(request.ip)}`;
    },
    countedAt: 'validated',
    message: tooManyAttempts,
  },
  {
    ...perAccount('signInPerAccount'),
    slowDownPast: { past: 'signInPerAccountAndIp', delayMs: contestedAccountDelayMs },
  },
];

export interface AuthEndpoint {
  method: 'GET' | 'POST';
  /** the Fastify route under /api/auth (authBasePath); with its parameters filled in and the
   * base path in front, also the path Better Auth is given */
  url: string;
  guard?: AuthGuard;
}

export const authEndpoints: AuthEndpoint[] = [
  {
    method: 'POST',
    url: '/sign-up/email',
    guard: {
      schema: signUpSchema.extend({ callbackURL: redirectField }),
      limits: [perClient('signUpPerIp')],
    },
  },
  {
    method: 'POST',
    url: '/sign-in/email',
    guard: {
      schema: signInSchema.extend({
        rememberMe: z.boolean().optional(),
        callbackURL: redirectField,
      }),
      limits: [perClient('signInPerIp'), ...passwordGuesses],
    },
  },
  { method: 'POST', url: '/sign-out' },
  {
    method: 'POST',
    url: '/request-password-reset',
    guard: {
      schema: resetRequestSchema.extend({ redirectTo: redirectField }),
      limits: [perClient('resetPerIp'), perAccount('resetPerAccount')],
    },
  },
  {
    method: 'POST',
    url: '/reset-password',
    guard: { schema: resetPasswordSchema, limits: [perClient('resetPerIp')] },
  },
  // The link in the reset mail: Better Auth checks the token and redirects to /reset-password.
  { method: 'GET', url: '/reset-password/:token' },
  // The link in the verification mail (only sent when SMTP is configured).
  { method: 'GET', url: '/verify-email' },
];
