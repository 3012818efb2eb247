// Every API route declares who may call it (plugins/access.ts); these tests walk the routes the
// real app registered, so a new endpoint is covered without a test of its own.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';
import { cookieHeader, signIn, signUpAndSignIn } from '#server/test/auth-helpers.ts';
import accessPlugin, { access } from './access.ts';

/** The public routes, each with the reason a visitor may call it. Anything else needs sign-in. */
const approvedPublic: Record<string, string> = {
  'GET /api/health': 'load balancers and uptime checks',
  'GET /api/topics': 'the question bank is browsable signed out',
  'GET /api/session': 'answers "signed out" to visitors',
  'GET /api/stats/regional': 'the landing page leaderboard [product#regional-leaderboard]',
  'GET /api/stats/questions': 'visitors see the bank counts; personal counts only when signed in',
  'POST /api/quiz-sessions':
    'visitors may take quizzes and shared quizzes [product#visitor-attempts, #shared-quizzes]',
  'POST /api/quiz-sessions/:id/complete': "a visitor completes with the session's claim token",
  'GET /api/quiz-sessions/:id/result': "a visitor reads a result with the session's claim token",
  'GET /api/quiz-sessions/:id': 'a visitor resumes an open quiz with its claim token (ADR 075)',
  'PUT /api/quiz-sessions/:id/answers/:questionId':
    "a visitor's answers are saved as given, with the session's claim token (ADR 075)",
  'POST /api/quiz-sessions/:id/answers/:questionId/check':
    "a visitor's tutor quiz checks a question, with the session's claim token (ADR 075)",
  'GET /api/quizzes/shared/:code':
    "a shared quiz's name (only) for anyone with its link, on /share-quiz",
  'GET /api/shared/:code':
    'a shared question opens for anyone with the link [product#shared-question]',
  'POST /api/shared/:code/check': 'anyone with the link may answer it [product#shared-question]',
  'GET /api/images/:file':
    "question images show on shared questions to visitors; the name is the content's SHA-256 (ADR 040)",
  'POST /api/auth/sign-up/email': 'creating an account',
  'POST /api/auth/sign-in/email': 'signing in',
  'POST /api/auth/sign-out': 'signing out (a no-op without a session)',
  'POST /api/auth/request-password-reset': 'a forgotten password',
  'POST /api/auth/reset-password': 'setting a new password with the mailed token',
  'GET /api/auth/reset-password/:token': 'the link in the reset mail',
  'GET /api/auth/verify-email': 'the link in the verification mail',
  'GET /api/openapi.json': 'the API reference describes routes, never data (ADR 046)',
  'GET /api/docs': 'the API reference page (ADR 046)',
  'GET /api/docs/json': "the reference page's copy of /api/openapi.json",
  'GET /api/docs/yaml': 'the same, as YAML',
  'GET /api/docs/static/index.html': 'redirects to the reference page',
  'GET /api/docs/static/swagger-initializer.js': "the reference page's start-up script",
  'GET /api/docs/static/*': "the reference page's scripts, styles and icons",
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The route's URL with its parameters filled with well-formed values that name nothing. */
function concrete(url: string): string {
  return url
    .replace(':id', randomUUID())
    .replace(':code', 'abcdef12')
    .replace(':token', 'no-such-token');
}

const routes = () => t.app.apiRoutes.filter((r) => r.method !== 'HEAD');
const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('route access declarations', () => {
  it('refuses to start an app with an API route that declares no access', async () => {
    const app = Fastify();
    await app.register(fp(async () => {}, { name: 'auth' }));
    await app.register(accessPlugin);
    expect(() => app.get('/api/undeclared', async () => ({ ok: true }))).toThrow(
      /GET \/api\/undeclared declares no access/,
    );
    await app.close();
  });

  it('has exactly the approved public routes', () => {
    const isPublic = routes()
      .filter((r) => r.access === 'public')
      .map(key)
      .sort();
    expect(isPublic).toEqual(Object.keys(approvedPublic).sort());
  });

  it('answers 401 to a visitor on every route that needs sign-in, before its handler runs', async () => {
    const guarded = routes().filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(15);
    for (const route of guarded) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { origin: testOrigin },
        // A body that would fail validation: the 401 must come first.
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(response.statusCode, key(route)).toBe(401);
      expect(response.json().error.code, key(route)).toBe('UNAUTHENTICATED');
    }
  });
});

describe('request.user', () => {
  /** An app with a stand-in for the auth plugin: signed in as Ana when the header says so. */
  async function appWithStandInAuth() {
    const app = Fastify();
    await app.register(
      fp(
        async (instance) => {
          instance.decorateRequest('currentUser', function (this: FastifyRequest) {
            const signedIn = this.headers['x-test-user'] === 'ana';
            return Promise.resolve(
              signedIn
                ? { id: 'ana', email: 'ana@example.test', name: 'Ana', emailVerified: true }
                : null,
            );
          });
        },
        { name: 'auth' },
      ),
    );
    await app.register(accessPlugin);
    app.get('/api/mine', { config: access.user }, async (request) => ({ id: request.user.id }));
    app.get('/api/open', { config: access.public }, async (request) => ({ id: request.user.id }));
    return app;
  }

  it('is the signed-in caller on a user route, set before the handler runs', async () => {
    const app = await appWithStandInAuth();
    const mine = await app.inject({
      method: 'GET',
      url: '/api/mine',
      headers: { 'x-test-user': 'ana' },
    });
    expect(mine.json()).toEqual({ id: 'ana' });
    expect((await app.inject({ method: 'GET', url: '/api/mine' })).statusCode).toBe(401);
    await app.close();
  });

  it('cannot be read on a public route: that is a programming error, not a visitor', async () => {
    const app = await appWithStandInAuth();
    const open = await app.inject({
      method: 'GET',
      url: '/api/open',
      headers: { 'x-test-user': 'ana' },
    });
    expect(open.statusCode).toBe(500);
    await app.close();
  });
});

describe('personal responses', () => {
  it('mark every API response no-store and never put the session token in a body', async () => {
    const user = await signUpAndSignIn(t.app, { name: 'Cache Probe' });
    const token = decodeURIComponent(user.cookie.split('hive.session_token=')[1]!).split('.')[0]!;
    expect(token.length).toBeGreaterThan(10);

    for (const route of routes()) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { origin: testOrigin, cookie: user.cookie },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(response.headers['cache-control'], key(route)).toBe('no-store');
      expect(response.body, key(route)).not.toContain(token);
    }
  });

  it('sign-in answers without the session token in its body, and no-store', async () => {
    const user = await signUpAndSignIn(t.app);
    const response = await signIn(t.app, { email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    const token = decodeURIComponent(cookieHeader(response).split('hive.session_token=')[1]!);
    expect(response.body).not.toContain(token.split('.')[0]!);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('marks an unknown API path no-store too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
