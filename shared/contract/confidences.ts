// The three confidence ratings, without Zod: /answer's reload reads the kept ratings on its first
// load, whose script must not carry Zod (ADR 044); confidence.ts builds its schema from
// them and re-exports them.
/** In the order the runner shows them. */
export const confidences = ['sure', 'unsure', 'guess'] as const;
export type Confidence = (typeof confidences)[number];
