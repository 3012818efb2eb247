// Small rules the quiz screens share: the public link, the card date, the counts.
import { absoluteUrl, paths } from '#client/lib/paths.ts';

/** {origin}/take-quiz/{shareCode} [product#take-quiz, #constants]. */
export const takeQuizUrl = (shareCode: string) => absoluteUrl(paths.takeQuiz(shareCode));

/** Short month format, e.g. "21 Nov 2026" [product#my-quizzes]. */
export function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-NZ', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** "1 question", "3 questions". */
export const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
