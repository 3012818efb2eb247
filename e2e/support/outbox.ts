import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eDataDir } from './paths.ts';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The mails the server wrote to DATA_DIR/outbox.jsonl (no SMTP in the e2e run). */
export function outbox(): OutboxMail[] {
  const file = join(e2eDataDir, 'outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMail);
}

/** The first link of the newest mail to `to`. */
export function latestLinkTo(to: string): string | undefined {
  const mail = outbox()
    .filter((m) => m.to === to)
    .at(-1);
  return mail?.text.match(/https?:\/\/\S+/)?.[0];
}
