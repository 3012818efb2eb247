// One scenario under load: autocannon, 50 connections, for a few seconds. Returns the figures
// the report needs; the status codes seen tell a 4xx/5xx run apart from a slow one.
import autocannon, { type Request } from 'autocannon';

export const connections = 50;

export interface LoadFigures {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  non2xx: number;
  /** connection errors and timeouts */
  errors: number;
  statuses: Record<string, number>;
}

export async function load(
  base: string,
  requests: Request[],
  seconds: number,
): Promise<LoadFigures> {
  const result = await autocannon({ url: base, connections, duration: seconds, requests });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
  );
  return {
    rps: Math.round(result.requests.total / result.duration),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses,
  };
}
