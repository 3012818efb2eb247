// Serves the built SPA (precompressed .br/.gz files) and index.html for every other GET that is
// not under /api, so client-side routes work on reload. Pictures are served from the database
// (/api/images, ADR 040). A visitor's /auth gets auth.html instead, the same shell with the
// landing page already drawn in it (scripts/prerender.ts, ADR 051).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { hasSessionCookie } from './auth.ts';
import { sendError } from './errors.ts';

export default fp<{ clientDir?: string | undefined }>(
  async (app, { clientDir }) => {
    const hasClient = clientDir !== undefined && existsSync(join(clientDir, 'index.html'));
    const hasLanding = hasClient && existsSync(join(clientDir, 'auth.html'));
    const sendShell = (reply: FastifyReply) => {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', clientDir!);
    };
    if (hasClient) {
      await app.register(fastifyStatic, {
        root: clientDir,
        prefix: '/',
        preCompressed: true,
        wildcard: true,
        index: false,
        setHeaders(reply, path) {
          // hashed assets never change; everything else is revalidated
          reply.header(
            'cache-control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
      // The root is a directory to the static handler (403 without an index): serve the app shell.
      app.get('/', (_request, reply) => sendShell(reply));
    }

    app.setNotFoundHandler((request, reply) => {
      const accepts = request.headers.accept ?? '';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith('/api/') &&
        !request.url.startsWith('/assets/') &&
        accepts.includes('text/html');
      if (hasClient && isPage) {
        const path = request.url.split('?')[0]!;
        // Only a visitor: a signed-in browser is sent on by the client, so it would see the
        // landing page flash before its own page (a stale cookie just gets the plain shell).
        if (hasLanding && path === '/auth') {
          reply.header('cache-control', 'no-cache');
          reply.header('vary', 'cookie');
          return reply.sendFile(hasSessionCookie(request) ? 'index.html' : 'auth.html', clientDir!);
        }
        return sendShell(reply);
      }
      return sendError(reply, request, 404, 'NOT_FOUND', 'Not found');
    });
  },
  { name: 'static', dependencies: ['errors'] },
);
