// The account forms' rules (shared/contract/auth.ts) are Zod schemas, and Zod is too heavy for
// /auth's first JavaScript (ADR 044): the landing page loads them when a form is first
// focused (warm()) and a submit waits for them (rules()), once for all three forms.
import type * as authContract from '#shared/contract/auth.ts';

type AccountRules = typeof authContract;

let loading: Promise<AccountRules> | undefined;

export const accountRules = (): Promise<AccountRules> =>
  (loading ??= import('#shared/contract/auth.ts'));

/** Start loading before the submit: a form's onFocus (it bubbles from the fields). */
export const warmAccountRules = () => void accountRules();
