// Better Auth: e-mail + password accounts, server sessions in PostgreSQL, verification and reset
// mails through our mailer. Exposes `app.auth` and `request.currentUser()` to the routes.
// The mails' wording belongs to features/auth (auth.mails.ts); app.ts hands it in, since plugins
// never import features (ADR 027).
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
// The minimal build: the full one also loads Kysely, which only its built-in database adapters use;
// ours is Drizzle's. 3 MB less heap and 970 fewer module resolutions at start (ADR 043).
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { getSessionCookie, parseCookies } from 'better-auth/cookies';
import { fromNodeHeaders } from 'better-auth/node';
import { account, session, user, verification } from '#server/db/schema/index.ts';
import { scryptPasswordHasher } from '#server/lib/password-hash.ts';
import { hitRateLimit } from '#server/lib/rate-limit.ts';
import type { AppConfig } from '#server/config.ts';
import type { MailMessage } from '#server/lib/mailer.ts';
import { SessionCache } from './session-cache.ts';

type Auth = ReturnType<typeof createAuth>;

/** Where Better Auth's endpoints live; features/auth mounts its allowlist there. */
export const authBasePath = '/api/auth';

/** The two mails Better Auth asks for, worded by the auth feature. */
interface AuthMails {
  resetPassword(to: string, name: string, url: string): MailMessage;
  verification(to: string, name: string, url: string): MailMessage;
}

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** After a change to the auth user made outside Better Auth (the profile's name): this
     * process's session cache forgets the user's sessions at once, others within its TTL. */
    forgetCachedSessions(userId: string): void;
  }
  interface FastifyRequest {
    /** the signed-in user, or null; read from the session cookie once per request */
    currentUser(): Promise<CurrentUser | null>;
  }
}

/** Better Auth's cookie names start with this ("hive.session_token"). */
const cookiePrefix = 'hive';

/**
 * Whether the request carries a session cookie at all, valid or not: no database read, for
 * choices where a stale cookie costs nothing but a slower path (the prerendered /auth, ADR 051).
 */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return getSessionCookie(fromNodeHeaders(request.headers), { cookiePrefix }) !== null;
}

function createAuth(
  app: FastifyInstance,
  config: AppConfig,
  mails: AuthMails,
  sessions: SessionCache<CurrentUser>,
) {
  const verify = app.mailer.delivers;
  const backstop = config.rateLimits.authLibraryPerIp;
  return betterAuth({
    appName: 'Hive',
    baseURL: config.publicUrl,
    basePath: authBasePath,
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(app.db, {
      provider: 'pg',
      schema: { user, session, account, verification },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 72,
      // Without real mail (the embedded default) nobody could read a verification link.
      requireEmailVerification: verify,
      autoSignIn: !verify,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Better Auth's own scrypt and format, with the cost from the config (ADR 054).
      password: scryptPasswordHasher(config.passwordScryptCost),
      // app.mailer sends in the background: a reset for a known address answers as fast as one
      // for an unknown address, whatever the relay's speed.
      sendResetPassword: async ({ user: target, url }) => {
        app.mailer.send('reset', mails.resetPassword(target.email, target.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: verify,
      // The only way to ask for another link (the send-verification-email endpoint is not routed):
      // signing in before verifying mails one, within the per-address allowance.
      sendOnSignIn: verify,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user: target, url }) => {
        app.mailer.send('verification', mails.verification(target.email, target.name, url));
      },
    },
    // A session lasts 30 days, extended by the first request of each day.
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // The second line behind our own limits (auth.routes.ts): Better Auth's limiter, per client
    // address and endpoint, counting in our rate_limits table so that it survives restarts and
    // holds across app processes. Its built-in rules (3 sign-ins per 10 s per address) would stop
    // a class signing up together on one hospital network; one ceiling applies to every endpoint.
    rateLimit: {
      enabled: true,
      window: backstop.windowSeconds,
      max: backstop.max,
      customRules: Object.fromEntries(
        ['/sign-in/email', '/sign-up/email', '/request-password-reset'].map((path) => [
          path,
          { window: backstop.windowSeconds, max: backstop.max },
        ]),
      ),
      customStorage: {
        consume: async (key, rule) => {
          const { allowed, retryAfterSeconds } = await hitRateLimit(app.db, `authLibrary:${key}`, {
            max: rule.max,
            windowSeconds: rule.window,
          });
          return { allowed, retryAfter: allowed ? null : retryAfterSeconds };
        },
      },
    },
    advanced: {
      cookiePrefix,
      // Better Auth silently skips its Origin/CSRF check when NODE_ENV=test or TEST is set
      // (vitest sets NODE_ENV=test); say explicitly that it always runs.
      disableOriginCheck: false,
      // The auth route overwrites this header with Fastify's request.ip (TRUST_PROXY aware).
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    // A deleted session or a changed user must not outlive its change in the session cache.
    databaseHooks: {
      session: { delete: { after: async (row) => sessions.forgetSession(row.token) } },
      user: { update: { after: async (row) => sessions.forgetUser(row.id) } },
    },
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        const fn =
          level === 'error' ? app.log.error : level === 'warn' ? app.log.warn : app.log.debug;
        fn.call(app.log, { args }, `auth: ${message}`);
      },
    },
  });
}

export default fp<{ config: AppConfig; mails: AuthMails }>(
  async (app, { config, mails }) => {
    const sessions = new SessionCache<CurrentUser>();
    const auth = createAuth(app, config, mails, sessions);
    app.decorate('auth', auth);
    app.decorate('forgetCachedSessions', (userId: string) => sessions.forgetUser(userId));

    // The session cookie's name as Better Auth resolved it (__Secure- prefixed on https).
    const cookieName = (await auth.$context).authCookies.sessionToken.name;

    // The cookies getSession sets (a session extended, an expired one cleared), sent with the
    // response of the request that looked the session up: without them the browser's cookie
    // would expire 30 days after sign-in however often the trainee comes back.
    const renewedCookies = new WeakMap<FastifyRequest, string[]>();
    app.addHook('onSend', async (request, reply, payload) => {
      const renewed = renewedCookies.get(request);
      if (renewed) {
        const existing = reply.getHeader('set-cookie') ?? [];
        reply.header('set-cookie', [...[existing].flat().map(String), ...renewed]);
      }
      return payload;
    });

    /** Better Auth's getSession, remembered by the session cache when it finds a session. */
    async function lookUp(request: FastifyRequest, cookie: string): Promise<CurrentUser | null> {
      const revision = sessions.revision;
      const { headers, response: found } = await auth.api.getSession({
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      });
      const setCookies = headers.getSetCookie();
      if (setCookies.length > 0) renewedCookies.set(request, setCookies);
      if (!found) return null;
      const { id, email, name, emailVerified } = found.user;
      const current = { id, email, name, emailVerified };
      sessions.set(cookie, current, found.session, revision);
      return current;
    }

    // Requests arriving together with one cookie (a page's parallel API calls) share one lookup.
    const inFlight = new Map<string, Promise<CurrentUser | null>>();
    async function currentUserOf(request: FastifyRequest): Promise<CurrentUser | null> {
      const header = request.headers.cookie;
      if (!header) return null;
      const cookie = parseCookies(header).get(cookieName);
      if (!cookie) return null;
      const remembered = sessions.get(cookie);
      if (remembered) return remembered;
      let pending = inFlight.get(cookie);
      if (!pending) {
        pending = lookUp(request, cookie).finally(() => inFlight.delete(cookie));
        inFlight.set(cookie, pending);
      }
      return pending;
    }

    const perRequest = new WeakMap<FastifyRequest, Promise<CurrentUser | null>>();
    app.decorateRequest('currentUser', function (this: FastifyRequest) {
      let pending = perRequest.get(this);
      if (!pending) {
        pending = currentUserOf(this);
        perRequest.set(this, pending);
      }
      return pending;
    });
  },
  { name: 'auth', dependencies: ['db', 'mail'] },
);
