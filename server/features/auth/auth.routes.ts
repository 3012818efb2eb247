// Mounts Better Auth under /api/auth/*. Before handing a request over we apply the spec's form
// rules with its messages, and our per-IP and per-account rate limits; afterwards its errors are
// rewritten into our envelope so the client has one error format.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  messages,
  resetPasswordSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
} from '#shared/contract/auth.ts';
import type { ErrorCode } from '#shared/contract/errors.ts';
import { hitRateLimit, type Limit } from '#server/lib/rate-limit.ts';
import { sendError } from '#server/plugins/errors.ts';
import type { RateLimits } from '#server/config.ts';

interface Guard {
  schema: z.ZodType<Record<string, unknown>>;
  /** limits keyed by the client IP, and by the account's e-mail where the body names one */
  perIp?: keyof RateLimits;
  perAccount?: keyof RateLimits;
}

const guards: Record<string, Guard> = {
  '/api/auth/sign-in/email': {
    schema: signInSchema,
    perIp: 'signInPerIp',
    perAccount: 'signInPerAccount',
  },
  '/api/auth/sign-up/email': { schema: signUpSchema, perIp: 'signUpPerIp' },
  '/api/auth/request-password-reset': {
    schema: resetRequestSchema,
    perIp: 'resetPerIp',
    perAccount: 'resetPerAccount',
  },
  '/api/auth/reset-password': { schema: resetPasswordSchema, perIp: 'resetPerIp' },
};

/** Better Auth's error codes, mapped to ours with the message a user should read. */
function translate(
  code: string | undefined,
  status: number,
  message: string,
): [number, ErrorCode, string] {
  switch (code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
      return [401, 'INVALID_CREDENTIALS', 'Invalid email or password'];
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return [409, 'ACCOUNT_EXISTS', 'An account with this email already exists. Please sign in.'];
    case 'EMAIL_NOT_VERIFIED':
      return [
        403,
        'EMAIL_NOT_VERIFIED',
        'Please verify your email address first. Check your inbox for the link.',
      ];
    case 'INVALID_TOKEN':
      return [400, 'INVALID_TOKEN', messages.resetLinkInvalid];
    case 'INVALID_ORIGIN':
    case 'MISSING_OR_NULL_ORIGIN':
      return [403, 'FORBIDDEN', 'permission denied: untrusted origin'];
  }
  if (status === 401) return [401, 'UNAUTHENTICATED', message || 'Auth session missing!'];
  if (status === 403) return [403, 'FORBIDDEN', message || 'permission denied'];
  if (status === 404) return [404, 'NOT_FOUND', message || 'Not found'];
  if (status >= 500) return [500, 'INTERNAL', 'An unexpected error occurred. Please try again.'];
  return [status, 'VALIDATION_FAILED', message || 'Invalid input'];
}

async function checkLimit(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  name: keyof RateLimits,
  subject: string,
): Promise<boolean> {
  const limit: Limit = app.config.rateLimits[name];
  const { allowed, retryAfterSeconds } = await hitRateLimit(app.db, `${name}:${subject}`, limit);
  if (allowed) return true;
  reply.header('retry-after', String(retryAfterSeconds));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  sendError(
    reply,
    request,
    429,
    'RATE_LIMITED',
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
  return false;
}

export async function authRoutes(app: FastifyInstance) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      let body: unknown = request.body;

      const guard = request.method === 'POST' ? guards[path] : undefined;
      if (guard) {
        const parsed = guard.schema.safeParse(body ?? {});
        if (!parsed.success) {
          const issues = parsed.error.issues.map((i) => ({
            path: i.path.join('.'),
            message: i.message,
          }));
          return sendError(
            reply,
            request,
            400,
            'VALIDATION_FAILED',
            issues[0]?.message ?? messages.credentialsMissing,
            issues,
          );
        }
        // Forward the trimmed values, keeping fields Better Auth knows (callbackURL, redirectTo ...).
        body = { ...(body as object), ...parsed.data };
        if (guard.perIp && !(await checkLimit(app, request, reply, guard.perIp, request.ip)))
          return reply;
        const email =
          typeof parsed.data.email === 'string' ? parsed.data.email.toLowerCase() : undefined;
        if (
          guard.perAccount &&
          email &&
          !(await checkLimit(app, request, reply, guard.perAccount, email))
        ) {
          return reply;
        }
      }

      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers)) {
        if (value === undefined || key === 'content-length') continue;
        headers.set(key, Array.isArray(value) ? value.join(', ') : value);
      }
      // The client IP as Fastify resolved it (TRUST_PROXY aware); never the client's own header.
      headers.set('x-forwarded-for', request.ip);
      const response = await app.auth.handler(
        new Request(new URL(request.url, app.config.publicUrl), {
          method: request.method,
          headers,
          ...(request.method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
        }),
      );

      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding')
          reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);

      const text = await response.text();
      if (response.status >= 400) {
        let code: string | undefined;
        let message: string;
        try {
          const parsed = JSON.parse(text) as { code?: string; message?: string };
          code = parsed.code;
          message = parsed.message ?? '';
        } catch {
          message = text;
        }
        if (response.status >= 500) request.log.error({ code, message }, 'auth handler failed');
        const [status, ourCode, ourMessage] = translate(code, response.status, message);
        return sendError(reply, request, status, ourCode, ourMessage);
      }
      return reply.send(text.length > 0 ? text : undefined);
    },
  });
}
