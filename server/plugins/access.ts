// Every API route says who may call it, in its config: `config: access.user` and so on. A route
// without a declaration stops the app from starting, so a new endpoint cannot ship without
// someone deciding. 'user' and 'owner' routes answer 401 to visitors here, before their handler
// runs (before the body is even parsed), and put the signed-in user on `request.user` for the
// handler; 'owner' routes also act only on the caller's own objects, which their service checks:
// anyone else's answers exactly as an id that names nothing, 404, so existence does not leak
// (ADR 058). A 403 is left only where the caller may see the object but not do this to it:
// rating their own question, reporting their own comment (ADR 038), flagging a question they
// have not answered (any quiz issues a question to anyone, ADR 058), or a request body naming
// what is not theirs (a quiz of another's questions). Public routes read the optional user with
// `await request.currentUser()`.
// Public routes are listed and justified in access.test.ts.
//
// A third-party plugin's routes cannot carry our config (the API reference UI's pages and assets):
// whoever registers one declares its whole prefix first, with `app.declareAccessUnder(prefix, ..)`,
// and its routes are listed in access.test.ts like any other.
//
// Every API response is also marked `no-store` unless its route chose otherwise: personal data
// must never sit in a shared or browser cache.
import fp from 'fastify-plugin';
import type { FastifyRequest, FastifySchema } from 'fastify';
import { unauthenticated } from '#server/lib/app-error.ts';
import type { CurrentUser } from './auth.ts';

export type RouteAccess = 'public' | 'user' | 'owner';

export interface AccessConfig {
  access?: RouteAccess;
  /** the 401 message for visitors where the spec has its own ("Please sign in to flag ...") */
  signInMessage?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    signInMessage?: string;
  }
  interface FastifyRequest {
    /** the signed-in caller of an `access.user` or `access.owner` route, set before the handler
     * runs; reading it anywhere else is a programming error and throws */
    readonly user: CurrentUser;
  }
  interface FastifyInstance {
    /** every API route as registered, with its declared access and its input schemas (for the
     * access tests and the fuzzer, which derives its payloads from them) */
    apiRoutes: {
      method: string;
      url: string;
      access: RouteAccess;
      schema: Pick<FastifySchema, 'body' | 'querystring' | 'params'>;
    }[];
    /** declares the access of every route registered under `prefix` that declares none itself;
     * for a third-party plugin's routes only (see above), called before registering it */
    declareAccessUnder(prefix: string, access: AccessConfig): void;
  }
}

/** Route configs, so a route reads `{ config: access.user, schema: ... }`. */
export const access = {
  /** anyone, signed in or not */
  public: { access: 'public' },
  /** signed-in users, acting on data that is theirs by definition (their profile, their list) */
  user: { access: 'user' },
  /** signed-in users, acting on an object named in the request that must be their own */
  owner: { access: 'owner' },
} as const satisfies Record<RouteAccess, AccessConfig>;

export default fp(
  async (app) => {
    app.decorate('apiRoutes', []);
    const byPrefix = new Map<string, RouteAccess>();
    app.decorate('declareAccessUnder', (prefix: string, declared: AccessConfig) => {
      if (!prefix.startsWith('/api/') || !declared.access) {
        throw new Error(`declareAccessUnder(${prefix}): an /api prefix and an access, please`);
      }
      byPrefix.set(prefix, declared.access);
    });
    const declaredUnder = (url: string) =>
      [...byPrefix].find(([prefix]) => url === prefix || url.startsWith(`${prefix}/`))?.[1];
    const signedIn = new WeakMap<FastifyRequest, CurrentUser>();
    app.decorateRequest('user', {
      getter(this: FastifyRequest) {
        const user = signedIn.get(this);
        if (!user) {
          throw new Error(
            `request.user read on ${this.method} ${this.routeOptions.url ?? this.url}, which is not an access.user or access.owner route`,
          );
        }
        return user;
      },
    });
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const methods = [route.method].flat();
      const declared = route.config?.access ?? declaredUnder(route.url);
      if (!declared) {
        throw new Error(`${methods.join(',')} ${route.url} declares no access (plugins/access.ts)`);
      }
      // The onRequest hook below and the API reference read it from the route's config.
      route.config = { ...route.config, access: declared };
      const { body, querystring, params } = route.schema ?? {};
      for (const method of methods) {
        app.apiRoutes.push({
          method,
          url: route.url,
          access: declared,
          schema: { body, querystring, params },
        });
      }
    });

    app.addHook('onRequest', async (request) => {
      const { access: declared, signInMessage } = request.routeOptions.config;
      if (declared !== 'user' && declared !== 'owner') return;
      const user = await request.currentUser();
      if (!user) throw unauthenticated(signInMessage);
      signedIn.set(request, user);
    });

    app.addHook('onSend', async (request, reply) => {
      // The raw URL too: an unmatched /api path (404) has no route.
      if (!(request.routeOptions.url ?? request.url).startsWith('/api/')) return;
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'access', dependencies: ['auth'] },
);
