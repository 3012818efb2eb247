// A question's four option ids, without Zod: the client's runner keys and forms read them on
// routes whose first script must not carry Zod (ADR 044); question-view.ts builds its
// schemas from them and re-exports them.
export const optionIds = ['a', 'b', 'c', 'd'] as const;
export type OptionId = (typeof optionIds)[number];
