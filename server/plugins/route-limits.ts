// Per-route rate limits, declared in the route's config: `config: { ...access.public,
// rateLimit: quizStartLimit }`. A signed-in caller is counted per account, a visitor per client
// (an IPv4 address or an IPv6 /64), so that neither an account nor an address can inflate
// counters or fill tables at machine speed (issue 7, defect 10). Counters live in PostgreSQL.
import fp from 'fastify-plugin';
import type { RateLimits } from '#server/config.ts';
import { AppError } from '#server/lib/app-error.ts';
import { rateLimitSubject } from '#server/lib/client-address.ts';
import { hitRateLimit } from '#server/lib/rate-limit.ts';

export interface RouteRateLimit {
  /** which of config.rateLimits applies */
  limit: keyof RateLimits;
  /** the 429 message */
  message: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit;
  }
}

export default fp(
  async (app) => {
    // After the access check (plugins/access.ts), before the body is parsed.
    app.addHook('onRequest', async (request, reply) => {
      const declared = request.routeOptions.config.rateLimit;
      if (!declared) return;
      const user = await request.currentUser();
      const subject = user ? `user:${user.id}` : `ip:${rateLimitSubject(request.ip)}`;
      const { allowed, retryAfterSeconds } = await hitRateLimit(
        app.db,
        `${declared.limit}:${subject}`,
        app.config.rateLimits[declared.limit],
      );
      if (allowed) return;
      reply.header('retry-after', String(retryAfterSeconds));
      throw new AppError('RATE_LIMITED', 429, declared.message);
    });
  },
  { name: 'route-limits', dependencies: ['auth', 'access'] },
);
