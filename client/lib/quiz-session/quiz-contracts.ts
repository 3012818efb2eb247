// The quiz sessions' shared Zod contracts, loaded beside the first request that needs them rather
// than with /answer's and /exam's first JavaScript, which Zod would weigh down (ADR 044, 067).
import type * as exam from '#shared/contract/exam.ts';
import type * as quiz from '#shared/contract/quiz.ts';
import type * as progress from '#shared/contract/quiz-progress.ts';

export interface QuizContracts {
  quiz: typeof quiz;
  exam: typeof exam;
  /** a quiz's answers kept per answer, and tutor mode (ADR 075) */
  progress: typeof progress;
}

let loading: Promise<QuizContracts> | undefined;
let loaded: QuizContracts | undefined;

/** Loads the contracts once; every request's parse awaits this beside its fetch. */
export const loadQuizContracts = (): Promise<QuizContracts> =>
  (loading ??= Promise.all([
    import('#shared/contract/quiz.ts'),
    import('#shared/contract/exam.ts'),
    import('#shared/contract/quiz-progress.ts'),
  ])
    .then(([quiz, exam, progress]) => (loaded = { quiz, exam, progress }))
    .catch((error: unknown) => {
      // A failed chunk load (offline, a new deploy) is tried again by the next request.
      loading = undefined;
      throw error;
    }));

/** The contracts once loaded, for the synchronous read of a kept quiz (quiz-storage.ts). */
export function loadedQuizContracts(): QuizContracts {
  if (!loaded) throw new Error('the quiz contracts are read before loadQuizContracts() resolved');
  return loaded;
}
