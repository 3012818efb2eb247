// Real HTTP for the load test: fetch against a listening server, with the trusted Origin and a
// session cookie as the browser sends them, and a tally of every response's status and latency.
export interface Reply {
  status: number;
  body: unknown;
  /** the cookies the response set, as one Cookie header ("a=1; b=2") */
  cookie: string;
}

export class LoadClient {
  readonly statuses = new Map<number, number>();
  readonly latencies: number[] = [];
  private readonly baseUrl: string;
  private readonly origin: string;

  constructor(baseUrl: string, origin: string) {
    this.baseUrl = baseUrl;
    this.origin = origin;
  }

  async call(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    { cookie, body }: { cookie?: string; body?: unknown } = {},
  ): Promise<Reply> {
    const started = performance.now();
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        origin: this.origin,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    this.latencies.push(performance.now() - started);
    this.statuses.set(response.status, (this.statuses.get(response.status) ?? 0) + 1);
    return {
      status: response.status,
      body: text === '' ? null : (JSON.parse(text) as unknown),
      cookie: response.headers
        .getSetCookie()
        .map((line) => line.split(';')[0]!.trim())
        .filter((pair) => !pair.endsWith('='))
        .join('; '),
    };
  }

  /** call() that insists on a 200 and returns the body. */
  async ok<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    options?: { cookie?: string; body?: unknown },
  ): Promise<T> {
    const reply = await this.call(method, path, options);
    if (reply.status !== 200) {
      throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
    }
    return reply.body as T;
  }

  requests(): number {
    return this.latencies.length;
  }

  serverErrors(): number {
    return [...this.statuses].reduce((n, [status, count]) => n + (status >= 500 ? count : 0), 0);
  }

  /** Latency percentile in milliseconds of the requests from the `from`-th on, e.g. p = 0.95. */
  percentile(p: number, from = 0): number {
    const sorted = this.latencies.slice(from).sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  }
}
