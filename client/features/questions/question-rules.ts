// The question form's rules (shared/contract/questions.ts) are Zod schemas, too heavy for Write
// Question's first JavaScript (ADR 044): the form loads them when it is first
// focused (warmQuestionRules) and Create / Save Changes waits for them (questionRules), as the
// account forms do (auth/account-rules.ts). The rules and messages are the server's own.
import type * as questionsContract from '#shared/contract/questions.ts';

type QuestionRules = typeof questionsContract;

let loading: Promise<QuestionRules> | undefined;

export const questionRules = (): Promise<QuestionRules> =>
  (loading ??= import('#shared/contract/questions.ts').catch((error: unknown) => {
    // A failed chunk load (offline, a new deploy) is tried again by the next submit.
    loading = undefined;
    throw error;
  }));

/** Start loading before the submit: the form's onFocus (it bubbles from the fields). */
export const warmQuestionRules = () => void questionRules();
