// One scenario under load: autocannon, a fixed number of connections, for a few seconds. Returns
// the figures the report needs; the status codes seen tell a 4xx/5xx run apart from a slow one.
import autocannon, { type Request } from 'autocannon';

/** Throughput (the reads' ratio to the ceiling) saturates the server; flat runs at low concurrency
 * so that CPU per request, not queueing, is what grows with the answer log. */
export const connections = { throughput: 50, low: 4 };

export interface LoadFigures {
  rps: number;
  /** responses in all */
  requests: number;
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
  connectionCount: number,
): Promise<LoadFigures> {
  const instance = autocannon({
    url: base,
    connections: connectionCount,
    duration: seconds,
    requests,
  });
  // autocannon's own percentiles come from an integer histogram, whole milliseconds floored; each
  // response's time is reported with microseconds: the percentiles are taken from those.
  const times: number[] = [];
  instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await instance;
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
  );
  return {
    rps: Math.round(result.requests.total / result.duration),
    requests: result.requests.total,
    p50_ms: percentile(times, 0.5),
    p99_ms: percentile(times, 0.99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses,
  };
}

/** The nearest-rank percentile, to a tenth of a millisecond (0 when nothing answered). */
export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = values.toSorted((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(fraction * sorted.length)));
  return Math.round(sorted[rank - 1]! * 10) / 10;
}
