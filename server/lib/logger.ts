// The server's logger: JSON lines on stdout (pino). No secret reaches it: cookies and authorization
// headers are redacted, and each request's URL is logged with its tokens masked (ADR 059), since a
// log is read by more people, and kept longer, than the secrets it would hold.
import type { FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type LevelWithSilent } from 'pino';

const masked = '[redacted]';
/** The e-mailed reset link carries its token in the path (Better Auth's route). */
const resetPathToken = /^(\/api\/auth\/reset-password\/)[^/?#]+/;
/** Query parameters whose value is a secret: token, claimToken, secret, api_key, password ... */
const secretName = /token|secret|password|key|signature/i;

function isSecretName(name: string): boolean {
  try {
    return secretName.test(decodeURIComponent(name));
  } catch {
    return secretName.test(name);
  }
}

/** The URL as it may be logged: the reset path token and every token-like query value masked. */
export function logSafeUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(
    resetPathToken,
    `$1${masked}`,
  );
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1 || !isSecretName(pair.slice(0, equals))) return pair;
      return `${pair.slice(0, equals + 1)}${masked}`;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's own request serializer, with the URL made safe. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: logSafeUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function createLogger(level: LevelWithSilent, destination?: DestinationStream) {
  return pino(
    {
      level,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      serializers: { req: requestForLog },
    },
    destination,
  );
}
