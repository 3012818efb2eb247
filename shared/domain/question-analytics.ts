// The rules of author analytics (ADR 039), on counts the server aggregates in SQL: the
// discrimination index and the plain-language warnings. Pure, so the thresholds read in one place.
import {
  minAttemptsForWarnings,
  minGroupAttempts,
  type AnalyticsWarning,
} from '#shared/contract/question-analytics.ts';
import { optionIds, type OptionId } from '#shared/contract/question-view.ts';

export type OptionCounts = Record<OptionId, number>;

export interface GroupCounts {
  /** the group's first attempts on the question */
  attempts: number;
  correct: number;
  chose: OptionCounts;
}

/** p(top) - p(bottom) to two decimals; null unless both groups have 5 first attempts. */
export function discriminationIndex(top: GroupCounts, bottom: GroupCounts): number | null {
  if (top.attempts < minGroupAttempts || bottom.attempts < minGroupAttempts) return null;
  const value = top.correct / top.attempts - bottom.correct / bottom.attempts;
  return Math.round(value * 100) / 100;
}

const letter = (id: OptionId) => id.toUpperCase();

export function analyticsWarnings(input: {
  correctAnswer: OptionId;
  firstAttempts: number;
  correctFirst: number;
  chose: OptionCounts;
  top: GroupCounts;
}): AnalyticsWarning[] {
  const { correctAnswer, firstAttempts, correctFirst, chose, top } = input;
  const warnings: AnalyticsWarning[] = [];
  const enough = firstAttempts >= minAttemptsForWarnings;
  if (enough) {
    for (const id of optionIds) {
      // under 5%, compared exactly (not on a rounded percent)
      if (chose[id] * 20 < firstAttempts) {
        warnings.push({ kind: 'rare-option', text: `Option ${letter(id)} is almost never chosen` });
      }
    }
  }
  if (top.attempts >= minGroupAttempts) {
    // the distractor the strong trainees pick most, if they pick it more often than the key
    let preferred: OptionId | null = null;
    for (const id of optionIds) {
      if (id === correctAnswer) continue;
      if (
        top.chose[id] > top.chose[correctAnswer] &&
        (!preferred || top.chose[id] > top.chose[preferred])
      ) {
        preferred = id;
      }
    }
    if (preferred) {
      warnings.push({
        kind: 'strong-prefer-other',
        text: `Strong trainees prefer option ${letter(preferred)} to your key: check the answer`,
      });
    }
  }
  if (enough && correctFirst * 100 > 95 * firstAttempts) {
    warnings.push({ kind: 'too-easy', text: 'Too easy' });
  }
  return warnings;
}

/** What the discrimination index means, in a sentence for the author. */
export function discriminationText(index: number | null): string {
  if (index === null) return 'Not enough answers from strong and weak trainees yet';
  const value = index.toFixed(2);
  if (index >= 0.3) return `${value}: good — strong trainees get it right more often`;
  if (index >= 0.1) return `${value}: fair — strong trainees get it right a little more often`;
  if (index > -0.1) return `${value}: weak — strong and weak trainees do about the same`;
  return `${value}: check it — weak trainees get it right more often than strong ones`;
}
