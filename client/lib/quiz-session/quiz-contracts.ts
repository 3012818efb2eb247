// The quiz sessions' shared Zod contracts, loaded beside the first request that needs them rather
// than with /answer's and /exam's first JavaScript, which Zod would weigh down (ADR 044, 067).
import type * as exam from '#shared/contract/exam.ts';
import type * as quiz from '#shared/contract/quiz.ts';

export interface QuizContracts {
  quiz: typeof quiz;
  exam: typeof exam;
}

let loading: Promise<QuizContracts> | undefined;
let loaded: QuizContracts | undefined;

/** Loads the contracts once; every request's parse awaits this beside its fetch. */
export const loadQuizContracts = (): Promise<QuizContracts> =>
  (loading ??= Promise.all([import('#shared/contract/quiz.ts'), import('#shared/contract/exam.ts')])
    .then(([quiz, exam]) => (loaded = { quiz, exam }))
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
