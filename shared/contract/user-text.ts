// Text that people send: every string field of the contract is built from these helpers, so one
// rule keeps out what PostgreSQL refuses (NUL fails the whole query: a 500) and what is never typed
// but can disguise content (control and bidi override characters).
import { z } from 'zod';

/**
 * Never allowed: C0 and C1 control characters and DEL; lone UTF-16 surrogates (they have no UTF-8
 * form, so the driver would silently store something else); and the bidi embedding, override and
 * isolate controls (U+202A-U+202E, U+2066-U+2069), which make text read differently from how it
 * is stored. Bidi marks (LRM, RLM, ALM) stay allowed: right-to-left writing needs them.
 */
const forbidden = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;
/** The same, less the tab and the newline that multi-line fields keep. */
const forbiddenInMultiline = /(?![\t\n])[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;

export function isPlainText(value: string, { multiline = false } = {}): boolean {
  return !(multiline ? forbiddenInMultiline : forbidden).test(value);
}

/**
 * What shows nothing on screen: whitespace and the default-ignorable characters (zero-width
 * spaces and joiners, U+2060-U+2064, the BOM, bidi marks and controls, variation selectors, Hangul
 * fillers ...). A value made only of these looks empty, so it counts as empty.
 */
const invisible = /[\s\p{Default_Ignorable_Code_Point}]/gu;

const hasVisibleText = (value: string) => value.replace(invisible, '') !== '';

export const controlCharactersMessage = (label: string) =>
  `${label} must not contain control characters`;

export interface UserTextRules {
  /** what the field is called in the control-character message: "Name", "Answer A" */
  label: string;
  /** the spec's message for a missing, too short or blank (nothing visible) value */
  required: string;
  /** at least this many characters after trimming; 1 by default */
  min?: number;
  max: number;
  tooLong: string;
  /** question text, explanation, flag reason: newlines and tabs allowed, \r\n and \r become \n */
  multiline?: boolean;
}

/** A trimmed form field with the spec's length messages and the plain-text rule above. */
export function userText({
  label,
  required,
  min = 1,
  max,
  tooLong,
  multiline = false,
}: UserTextRules) {
  const trimmed = z.string({ error: required }).trim();
  const text = multiline ? trimmed.overwrite((v) => v.replace(/\r\n?/g, '\n')) : trimmed;
  return (
    text
      .min(min, { error: required })
      // Only once long enough, so a short value gets the message once.
      .refine((v) => v.length < min || hasVisibleText(v), { error: required })
      .max(max, { error: tooLong })
      .refine((v) => isPlainText(v, { multiline }), { error: controlCharactersMessage(label) })
  );
}

/** A string the app itself issued or built (tokens, redirect paths): bounded, no controls. */
export const plainString = (max: number, message: string) =>
  z
    .string({ error: message })
    .max(max, { error: message })
    .refine((v) => isPlainText(v), { error: message });
