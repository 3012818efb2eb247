// One HTTP request per connection (no keep-alive pool): after a kill, no request can ride a
// socket that belonged to the dead process, and a failure names what happened to its connection.
import http from 'node:http';

export interface Response {
  status: number;
  body: unknown;
  setCookie: string[];
}

export interface RequestOptions {
  cookie?: string;
  body?: unknown;
}

/** What became of a request that got no response. */
export type NetworkFailure = 'refused' | 'reset';

export class NetworkError extends Error {
  readonly failure: NetworkFailure;
  constructor(failure: NetworkFailure, cause: Error) {
    super(`${failure}: ${cause.message}`, { cause });
    this.failure = failure;
  }
}

export function request(
  port: number,
  method: string,
  path: string,
  { cookie, body }: RequestOptions = {},
): Promise<Response> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          // A trusted origin (config.ts): state-changing requests without it are refused.
          origin: `http://127.0.0.1:${port}`,
          ...(cookie ? { cookie } : {}),
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => reject(new NetworkError('reset', error)));
        res.on('end', () => {
          // A response cut short by a kill ends early with `complete` false: not an answer.
          if (!res.complete) return reject(new NetworkError('reset', new Error('response cut')));
          const text = Buffer.concat(chunks).toString();
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON (an HTML error page): keep the text
          }
          resolve({
            status: res.statusCode ?? 0,
            body: parsed,
            setCookie: res.headers['set-cookie'] ?? [],
          });
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      reject(new NetworkError(error.code === 'ECONNREFUSED' ? 'refused' : 'reset', error)),
    );
    req.end(payload);
  });
}

/** The session cookie pairs of a response ("a=1; b=2"), without the ones Better Auth clears. */
export function cookieOf(response: Response): string {
  return response.setCookie
    .map((line) => line.split(';')[0]!.trim())
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}
