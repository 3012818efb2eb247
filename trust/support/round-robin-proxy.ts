// The smallest load balancer: each request goes to the next app server in turn, with
// X-Forwarded-For set (the servers run with TRUST_PROXY=1) and the answering server named in the
// x-hive-upstream response header, so a test can show which server answered what.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Upstream {
  name: string;
  port: number;
}

export interface Proxy {
  port: number;
  origin: string;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: Upstream[]): Promise<Proxy> {
  let turn = 0;
  const server = http.createServer((req, res) => {
    const upstream = upstreams[turn++ % upstreams.length]!;
    const forwarded = http.request(
      {
        host: '127.0.0.1',
        port: upstream.port,
        method: req.method,
        path: req.url,
        agent: false,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          'x-hive-upstream': upstream.name,
        });
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'x-hive-upstream': upstream.name });
      res.end();
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
