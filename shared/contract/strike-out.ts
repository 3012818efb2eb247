// Struck-out options [product#strike-out] (ADR 079): per question, the options a trainee ruled
// out, kept with the quiz's or the exam's progress. They never count in scoring or nectar.
import { z } from 'zod';
import { optionIds, type OptionId } from './option-ids.ts';

export const strikeMessages = {
  struckAnswer: 'A struck-out option cannot be the answer. Restore it to choose it.',
} as const;

/** A question's struck options as sent with its save; absent: none. */
export const struckOptionsSchema = z.array(z.enum(optionIds)).max(optionIds.length);

/** The struck options of each question that has any, by question id. */
export const struckByQuestionSchema = z.record(z.string(), z.array(z.enum(optionIds)));
export type StruckByQuestion = Record<string, OptionId[]>;

/** The options in a b c d order, each once: how they are stored and compared. */
export const normalStruck = (struck: readonly OptionId[]): OptionId[] =>
  optionIds.filter((id) => struck.includes(id));

export const sameStruck = (a: readonly OptionId[], b: readonly OptionId[]) =>
  a.length === b.length && a.every((id, i) => b[i] === id);

/** The map with this question's list replaced; a question with none leaves it. */
export function withStruck(
  map: Readonly<StruckByQuestion> | undefined,
  questionId: string,
  struck: readonly OptionId[],
): StruckByQuestion {
  const next = { ...map };
  if (struck.length === 0) delete next[questionId];
  else next[questionId] = normalStruck(struck);
  return next;
}
