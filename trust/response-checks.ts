// What every API response must be, whatever was sent: no 5xx, nothing of the server's insides
// (stack frames, SQL, error class names) in the body, and every error in the one envelope.
import { errorBodySchema } from '#shared/contract/errors.ts';

export interface SeenResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** Traces of internals. "select" alone is not one: the spec's messages say "Please select". */
const leaks: [what: string, pattern: RegExp][] = [
  ['a stack frame', /\n\s*at \S|\bat [\w$.<>]+ \(|\.[cm]?[jt]s:\d+|node:internal|node_modules/],
  [
    'SQL or a database message',
    /\bselect\b[^"]{0,200}\bfrom\b|insert into|syntax error|violates|relation "|duplicate key|postgres/i,
  ],
  ['an error class', /\b[A-Z]?[a-z]*Error:|\bError\b \[/],
];

/** The problems with one response; [] when it is fine. */
export function problemsWith(response: SeenResponse): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`status ${response.statusCode}`);
  for (const [what, pattern] of leaks) {
    const match = pattern.exec(response.body);
    if (match) problems.push(`${what} in the body: "${match[0]}"`);
  }
  if (response.statusCode >= 400) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(response.body);
    } catch {
      parsed = undefined;
    }
    const envelope = errorBodySchema.safeParse(parsed);
    if (!envelope.success || !envelope.data.error.requestId) {
      problems.push(`an error outside the envelope: ${response.body.slice(0, 200)}`);
    }
  }
  return problems;
}
