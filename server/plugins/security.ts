// Security headers, and a same-origin rule for every state-changing API request: a browser
// always sends Origin on cross-site POST/PUT/DELETE, so a foreign Origin is refused.
// Strict-Transport-Security only when the public address is https (a TLS proxy in front): over
// plain http it would be ignored, and localhost must stay reachable without TLS.
// The headers are helmet's own, its middleware built once here: @fastify/helmet built it again on
// every request, parsing the CSP directives each time (4 % of a short read's server CPU; ADR 043).
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { sendError } from './errors.ts';

export default fp<{ trustedOrigins: string[]; inlineScriptHashes?: string[]; hsts?: boolean }>(
  async (app, { trustedOrigins, inlineScriptHashes = [], hsts = false }) => {
    const setSecurityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // and the build's inline scripts by their hashes (lib/inline-scripts.ts), nothing else
          scriptSrc: ["'self'", ...inlineScriptHashes],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // A year, this host only: subdomains may be other services the operator runs without TLS.
      hsts: hsts ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    });
    // On every response, errors and 404s included, as the route's own handler runs after it.
    app.addHook('onRequest', (request, reply, done) => {
      setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });

    const allowed = new Set(trustedOrigins);
    app.addHook('onRequest', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS')
        return;
      // Judged by the route that matched, not the raw URL (which may hide dot segments); the auth
      // routes get this check too, before Better Auth's own.
      if (!request.routeOptions.url?.startsWith('/api/')) return;
      const origin = request.headers.origin;
      if (origin !== undefined && !allowed.has(origin)) {
        return sendError(reply, request, 403, 'FORBIDDEN', 'permission denied: untrusted origin');
      }
    });
  },
  { name: 'security', dependencies: ['errors'] },
);
