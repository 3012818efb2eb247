// Requests with the path sent byte for byte. app.inject normalises URLs ("/a/./b" becomes "/a/b"),
// which hides exactly the dot-segment and encoding tricks an attacker sends over a socket; tests
// of path handling listen on a real port and send through node:http instead.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

interface RawResponse {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export type RawSend = (
  method: string,
  path: string,
  options?: { headers?: Record<string, string>; body?: unknown },
) => Promise<RawResponse>;

/** Starts listening on a free loopback port (once per app) and returns a raw sender. */
export async function rawSender(app: FastifyInstance): Promise<RawSend> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return (method, path, { headers = {}, body } = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          headers: {
            ...(payload === undefined
              ? {}
              : {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(payload),
                }),
            ...headers,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body: text }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
}
