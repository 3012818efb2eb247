// Small rules the quiz screens share: the public link, the card date, the attempt id.
import { absoluteUrl, paths } from '#client/lib/paths.ts';

/** {origin}/take-quiz/{shareCode} [001 §2, §9]. */
export const takeQuizUrl = (shareCode: string) => absoluteUrl(paths.takeQuiz(shareCode));

/** Short month format, e.g. "21 Nov 2026" [001 §2]. */
export function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-NZ', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/**
 * A v4 UUID for a quiz attempt. crypto.randomUUID exists only in secure contexts (https,
 * localhost); a trainee opening the app over a plain-http LAN address still gets a valid id.
 */
export function newAttemptId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** "1 question", "3 questions". */
export const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
