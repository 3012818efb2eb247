// A shared quiz in progress, kept in session storage per share code: a reload (or a phone that
// drops the tab in the background) resumes the same quiz session with its answers and, once
// finished, its result. Blocked storage only means a reload starts again.
import { optionIds, type OptionId } from '#shared/contract/questions.ts';
import {
  quizResultSchema,
  startQuizResponseSchema,
  type QuizResult,
  type StartQuizResponse,
} from '#shared/contract/quiz.ts';
import { storageKeys } from '#client/lib/storage-keys.ts';

/** The shared-quiz session as the server issued it: questions without their answers. */
export type SharedQuizSession = Extract<StartQuizResponse, { status: 'ready' }>['session'];

export interface TakeQuizProgress {
  session: SharedQuizSession;
  answers: Record<string, OptionId>;
  index: number;
  result: QuizResult | null;
}

const key = (code: string) => `${storageKeys.takeQuizProgress}:${code}`;

const isOption = (value: unknown): value is OptionId =>
  typeof value === 'string' && (optionIds as readonly string[]).includes(value);

export function loadTakeQuizProgress(code: string): TakeQuizProgress | null {
  try {
    const raw = sessionStorage.getItem(key(code));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<TakeQuizProgress>;
    const started = startQuizResponseSchema.safeParse({ status: 'ready', session: parsed.session });
    if (!started.success || started.data.status !== 'ready') return null;
    const session = started.data.session;
    const total = session.questions.length;
    if (session.quizType !== 'shared-quiz' || total === 0) return null;
    const ids = new Set(session.questions.map((q) => q.id));
    const answers: Record<string, OptionId> = {};
    for (const [id, option] of Object.entries(parsed.answers ?? {})) {
      if (ids.has(id) && isOption(option)) answers[id] = option;
    }
    const index =
      typeof parsed.index === 'number' && Number.isInteger(parsed.index)
        ? Math.min(Math.max(parsed.index, 0), total - 1)
        : 0;
    const result = quizResultSchema.safeParse(parsed.result);
    return {
      session,
      answers,
      index,
      result: result.success && result.data.sessionId === session.id ? result.data : null,
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
