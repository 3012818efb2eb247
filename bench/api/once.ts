// A scenario's requests sent once, in order, with fetch: what autocannon would send on one
// connection for one round (the EXPLAIN check runs each scenario this way).
import type { Request } from 'autocannon';

export async function sendOnce(base: string, requests: Request[]): Promise<number[]> {
  const context: Record<string, unknown> = {};
  const statuses: number[] = [];
  for (const r of requests) {
    const request = r.setupRequest ? r.setupRequest({ ...r }, context) : r;
    if (!request) break;
    const response = await fetch(base + request.path, {
      method: request.method ?? 'GET',
      headers: request.headers ?? {},
      ...(request.body === undefined ? {} : { body: request.body }),
    });
    const body = await response.text();
    statuses.push(response.status);
    r.onResponse?.(response.status, body, context);
  }
  return statuses;
}
