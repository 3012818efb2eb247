// Mounts the Better Auth endpoints of auth-endpoints.ts, one Fastify route each. The route that
// matched decides everything: its guard (the spec's form rules with their messages as the route's
// body schema, our rate limits as its declared limits, plugins/route-limits.ts) runs, and Better Auth is handed that route's own path, never the raw URL, so a request
// cannot pass one guard and reach another endpoint ("/api/auth/./sign-in/email" matches nothing
// and answers 404). Afterwards Better Auth's errors are rewritten into our envelope, and session
// tokens are taken out of its JSON bodies (the session lives in the httpOnly cookie only).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '#shared/contract/auth.ts';
import type { ErrorCode } from '#shared/contract/errors.ts';
import { sendError } from '#server/plugins/errors.ts';
import { authEndpoints, type AuthEndpoint } from './auth-endpoints.ts';
import { access } from '#server/plugins/access.ts';
import { authBasePath } from '#server/plugins/auth.ts';

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
  if (status === 429)
    return [429, 'RATE_LIMITED', 'Too many attempts. Please try again in a minute.'];
  if (status === 401) return [401, 'UNAUTHENTICATED', message || 'Auth session missing!'];
  if (status === 403) return [403, 'FORBIDDEN', message || 'permission denied'];
  if (status === 404) return [404, 'NOT_FOUND', message || 'Not found'];
  if (status >= 500) return [500, 'INTERNAL', 'An unexpected error occurred. Please try again.'];
  return [status, 'VALIDATION_FAILED', message || 'Invalid input'];
}

/** The path Better Auth receives: the matched route's, with its parameters filled in. */
function canonicalPath(endpoint: AuthEndpoint, params: Record<string, string>): string {
  return (authBasePath + endpoint.url).replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}

/** Better Auth's JSON bodies carry the session token; the browser needs only to know whether a
 * session was started (the httpOnly cookie holds it). */
function withoutToken(text: string): string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text;
  }
  if (value === null || typeof value !== 'object' || !('token' in value)) return text;
  const { token, ...rest } = value as { token: unknown };
  return JSON.stringify({ ...rest, signedIn: typeof token === 'string' && token.length > 0 });
}

async function forward(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  endpoint: AuthEndpoint,
  body: Record<string, unknown> | undefined,
) {
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const path = canonicalPath(endpoint, request.params as Record<string, string>);

  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === 'content-length') continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  // The client IP as Fastify resolved it (TRUST_PROXY aware); never the client's own header.
  headers.set('x-forwarded-for', request.ip);
  const response = await app.auth.handler(
    new Request(new URL(path + query, app.config.publicUrl), {
      method: endpoint.method,
      headers,
      ...(endpoint.method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    }),
  );

  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding')
      reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const retryAfter = response.headers.get('x-retry-after');
  if (response.status === 429 && retryAfter) reply.header('retry-after', retryAfter);

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
  return reply.send(text.length > 0 ? withoutToken(text) : undefined);
}

/** Registered at /api/auth (authBasePath). */
export async function authRoutes(app: FastifyInstance) {
  for (const endpoint of authEndpoints) {
    const { guard } = endpoint;
    app.route({
      method: endpoint.method,
      url: endpoint.url,
      config: guard ? { ...access.public, rateLimit: guard.limits } : access.public,
      exposeHeadRoute: false,
      ...(guard && {
        // Exactly the schema's fields, trimmed, reach Better Auth; a request without a body is
        // judged as an empty form, so it gets the form's own messages.
        schema: { body: guard.schema },
        preValidation: async (request: FastifyRequest) => {
          request.body ??= {};
        },
      }),
      handler: async (request, reply) =>
        forward(
          app,
          request,
          reply,
          endpoint,
          guard ? (request.body as Record<string, unknown>) : undefined,
        ),
    });
  }
}
