// A shared quiz in progress, kept in session storage per share code: a reload (or a phone that
// drops the tab in the background) keeps the answers, the attempt id and, once finished, the
// result. Blocked storage only means a reload starts again.
import { quizAttemptResultSchema, type QuizAttemptResult } from '#shared/contract/quizzes.ts';
import { optionIds, type OptionId } from '#shared/contract/questions.ts';
import { storageKeys } from '#client/lib/storage-keys.ts';

export interface TakeQuizProgress {
  attemptId: string;
  answers: Record<string, OptionId>;
  index: number;
  result: QuizAttemptResult | null;
}

const key = (code: string) => `${storageKeys.takeQuizProgress}:${code}`;

const isOption = (value: unknown): value is OptionId =>
  typeof value === 'string' && (optionIds as readonly string[]).includes(value);

export function loadTakeQuizProgress(code: string): TakeQuizProgress | null {
  try {
    const raw = sessionStorage.getItem(key(code));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<TakeQuizProgress>;
    if (typeof parsed.attemptId !== 'string') return null;
    const answers: Record<string, OptionId> = {};
    for (const [id, option] of Object.entries(parsed.answers ?? {})) {
      if (isOption(option)) answers[id] = option;
    }
    const result = quizAttemptResultSchema.safeParse(parsed.result);
    return {
      attemptId: parsed.attemptId,
      answers,
      index: typeof parsed.index === 'number' ? parsed.index : 0,
      result: result.success ? result.data : null,
    };
  } catch {
    return null;
  }
}

export function saveTakeQuizProgress(code: string, progress: TakeQuizProgress) {
  try {
    sessionStorage.setItem(key(code), JSON.stringify(progress));
  } catch {
    // storage full or blocked: the quiz goes on, a reload starts again
  }
}

export function clearTakeQuizProgress(code: string) {
  try {
    sessionStorage.removeItem(key(code));
  } catch {
    // nothing to clear
  }
}
