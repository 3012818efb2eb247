// The only Better Auth endpoints the app exposes: the ones our screens and mails use. Everything
// else under /api/auth (update-user, change-password, send-verification-email, list-sessions ...)
// is simply not routed, so it answers 404. Each endpoint's guard states the exact body it accepts
// (unknown fields are dropped before Better Auth sees them) and the limits that apply.
import { z } from 'zod';
import {
  resetPasswordSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
} from '#shared/contract/auth.ts';
import { plainString } from '#shared/contract/user-text.ts';
import type { RateLimits } from '#server/config.ts';

/** Where Better Auth may send the browser after a mailed link: a path or URL, checked by it
 * against the trusted origins. */
const redirectField = plainString(2000, 'Invalid redirect URL').optional();

export interface AuthGuard {
  /** the whole body Better Auth receives: the form's rules plus the wire-only fields */
  schema: z.ZodType<Record<string, unknown>>;
  /** counted per client (an IPv4 address or an IPv6 /64) */
  perIp: keyof RateLimits;
  /** counted per account e-mail, where the body names one */
  perAccount?: keyof RateLimits;
  /** sign-in: per account and client, with an account-wide ceiling (auth.routes.ts) */
  passwordGuess?: boolean;
}

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
      perIp: 'signUpPerIp',
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
      perIp: 'signInPerIp',
      passwordGuess: true,
    },
  },
  { method: 'POST', url: '/sign-out' },
  {
    method: 'POST',
    url: '/request-password-reset',
    guard: {
      schema: resetRequestSchema.extend({ redirectTo: redirectField }),
      perIp: 'resetPerIp',
      perAccount: 'resetPerAccount',
    },
  },
  {
    method: 'POST',
    url: '/reset-password',
    guard: { schema: resetPasswordSchema, perIp: 'resetPerIp' },
  },
  // The link in the reset mail: Better Auth checks the token and redirects to /reset-password.
  { method: 'GET', url: '/reset-password/:token' },
  // The link in the verification mail (only sent when SMTP is configured).
  { method: 'GET', url: '/verify-email' },
];
