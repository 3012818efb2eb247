// Every rate limit of ours on a request, declared in the route's config and counted here:
// `config: { ...access.public, rateLimit: { limit: 'quizStarts', message } }`, or a list of them.
// By default a signed-in caller is counted per account, a visitor per client (an IPv4 address or
// an IPv6 /64), so that neither an account nor an address can inflate counters or fill tables at
// machine speed (ADR 024). The auth routes count per client and per account e-mail
// (ADR 019). Counters live in PostgreSQL (lib/rate-limit.ts); a refusal is a 429 with retry-after.
import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimits } from '#server/config.ts';
import { AppError } from '#server/lib/app-error.ts';
import { rateLimitSubject } from '#server/lib/client-address.ts';
import { hitRateLimit } from '#server/lib/rate-limit.ts';

export interface RouteRateLimit {
  /** which of config.rateLimits applies */
  limit: keyof RateLimits;
  /** the 429 message, or a function of the seconds until the window resets */
  message: string | ((retryAfterSeconds: number) => string);
  /**
   * Whom to count. 'caller' (the default): the account when signed in, else the client.
   * 'client': the client address, signed in or not. A function: a subject read from the
   * validated request (an e-mail in the body, say), or null to skip this limit.
   */
  per?: 'caller' | 'client' | ((request: FastifyRequest) => string | null);
  /**
   * 'request' (the default): counted in onRequest, after the access check and before the body is
   * read, so a refused request costs no parsing. 'validated': counted once the body has passed
   * the route's schema, so malformed input is a 400 and is not counted; required when `per`
   * reads the body.
   */
  countedAt?: 'request' | 'validated';
  /** Not a refusal but a slowdown: once this limit's count passes config.rateLimits[past].max,
   * the request waits `delayMs` before going on. */
  slowDownPast?: { past: keyof RateLimits; delayMs: number };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit | readonly RouteRateLimit[];
  }
}

/** A route's declared limits as a list, in order. */
const listOf = (declared: RouteRateLimit | readonly RouteRateLimit[] | undefined) =>
  declared === undefined ? [] : 'limit' in declared ? [declared] : declared;

export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      for (const limit of listOf(route.config?.rateLimit)) {
        if (typeof limit.per === 'function' && limit.countedAt !== 'validated') {
          throw new Error(
            `${String(route.method)} ${route.url}: a limit that reads the request counts at 'validated' (plugins/route-limits.ts)`,
          );
        }
      }
    });

    async function count(request: FastifyRequest, reply: FastifyReply, declared: RouteRateLimit) {
      const client = rateLimitSubject(request.ip);
      let subject: string | null;
      if (typeof declared.per === 'function') subject = declared.per(request);
      else if (declared.per === 'client') subject = client;
      else {
        const user = await request.currentUser();
        subject = user ? `user:${user.id}` : `ip:${client}`;
      }
      if (subject === null) return;

      const limits = app.config.rateLimits;
      const hit = await hitRateLimit(
        app.db,
        `${declared.limit}:${subject}`,
        limits[declared.limit],
      );
      if (!hit.allowed) {
        const { message } = declared;
        reply.header('retry-after', String(hit.retryAfterSeconds));
        throw new AppError(
          'RATE_LIMITED',
          429,
          typeof message === 'function' ? message(hit.retryAfterSeconds) : message,
        );
      }
      const slowDown = declared.slowDownPast;
      if (slowDown && hit.count > limits[slowDown.past].max) await sleep(slowDown.delayMs);
    }

    async function countAt(
      request: FastifyRequest,
      reply: FastifyReply,
      stage: 'request' | 'validated',
    ) {
      for (const declared of listOf(request.routeOptions.config.rateLimit)) {
        if ((declared.countedAt ?? 'request') === stage) await count(request, reply, declared);
      }
    }

    // After the access check (plugins/access.ts), before the body is parsed ...
    app.addHook('onRequest', async (request, reply) => countAt(request, reply, 'request'));
    // ... or after validation, before the handler.
    app.addHook('preHandler', async (request, reply) => countAt(request, reply, 'validated'));
  },
  { name: 'route-limits', dependencies: ['auth', 'access'] },
);
