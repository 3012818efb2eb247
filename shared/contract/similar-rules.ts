// The similar-questions bounds (ADR 037), without Zod: Write Question's first script decides with
// them whether to ask, and must not carry Zod (ADR 044); similar-questions.ts re-exports
// them beside its schemas.
/** Below this a stem says too little to compare: "A 45-year-old man" matches half the bank. */
export const similarTextMin = 20;
export const similarTextMax = 2000;
/** The list is a prompt to look, not a search: a handful is enough. */
export const similarQuestionsLimit = 5;
/** How much of each similar stem comes back. */
export const similarTextPreview = 200;
