// The quiz sessions' shared Zod contracts, loaded beside the first request that needs them rather
// than with /answer's and /exam's first JavaScript: Zod is 25 KiB of it (issue 11, ADR 044). The
// responses are still parsed with the same schemas as the server's, except the start response
// (and the quiz kept from it), which /answer reads first: api/start-quiz-reader.ts.
import type * as exam from '#shared/contract/exam.ts';
import type * as quiz from '#shared/contract/quiz.ts';

export interface QuizContracts {
  quiz: typeof quiz;
  exam: typeof exam;
}

let loading: Promise<QuizContracts> | undefined;

/** Loads the contracts once; every request's parse awaits this beside its fetch. */
export const loadQuizContracts = (): Promise<QuizContracts> =>
  (loading ??= Promise.all([import('#shared/contract/quiz.ts'), import('#shared/contract/exam.ts')])
    .then(([quiz, exam]) => ({ quiz, exam }))
    .catch((error: unknown) => {
      // A failed chunk load (offline, a new deploy) is tried again by the next request.
      loading = undefined;
      throw error;
    }));
