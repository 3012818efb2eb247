// A comment's rule (shared/contract/discussion.ts, the server's own) is a Zod schema, too heavy for
// the results screens' first JavaScript (ADR 044): the comment form loads
// it when first focused (warmCommentRules) and a submit waits for it (commentRules), as the
// account forms do (auth/account-rules.ts).
import type * as discussionContract from '#shared/contract/discussion.ts';

type CommentRules = typeof discussionContract;

let loading: Promise<CommentRules> | undefined;

export const commentRules = (): Promise<CommentRules> =>
  (loading ??= import('#shared/contract/discussion.ts').catch((error: unknown) => {
    // A failed chunk load (offline, a new deploy) is tried again by the next submit.
    loading = undefined;
    throw error;
  }));

/** Start loading before the submit: the form's onFocus (it bubbles from the field). */
export const warmCommentRules = () => void commentRules();
