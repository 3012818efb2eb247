// Small rules the quiz screens share: the public link, the card date, the counts.
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

/** "1 question", "3 questions". */
export const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
