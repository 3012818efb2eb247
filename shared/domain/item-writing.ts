// Writing tips for the question form (ADR 037): the classic item-writing flaws, found in the
// draft as it is typed. They are advice, never a block: the form submits whatever they say.
// Thresholds and their reasons: docs/decisions/037-writing-help.md.

type TipOptionId = 'a' | 'b' | 'c' | 'd';

const optionOrder: readonly TipOptionId[] = ['a', 'b', 'c', 'd'];

/** What the rules read: the stem, the four options, and the correct one once picked. */
export interface ItemDraft {
  questionText: string;
  answers: Record<TipOptionId, string>;
  correctAnswer: TipOptionId | '';
}

export type WritingTipCode =
  | 'not-a-question'
  | 'negative-stem'
  | 'all-or-none-of-the-above'
  | 'absolute-word'
  | 'correct-is-longest';

export interface WritingTip {
  /** stable: tests and the UI key on it */
  code: WritingTipCode;
  message: string;
  /** the option a tip is about, when it is about one */
  option?: TipOptionId;
}

/** Below the schema's 10-character minimum the stem is not written yet: no stem tips. */
const stemMinimum = 10;

/** The correct option is "clearly the longest" at this many times the longest distractor... */
const longestRatio = 1.5;
/** ...and at least this many characters longer than it (short options differ by chance). */
const longestMargin = 20;

/** Words that open an instruction or a question: a stem ending in one asks something. */
const askingWords = new Set([
  'choose',
  'select',
  'pick',
  'identify',
  'name',
  'give',
  'state',
  'list',
  'indicate',
  'determine',
  'calculate',
  'match',
  'which',
  'what',
  'how',
  'why',
  'when',
  'where',
  'who',
  'whom',
  'whose',
]);

/** Absolute words: in an option they are usually false, and test-wise candidates know it. */
const absoluteWords = ['always', 'never', 'invariably', 'absolutely'] as const;

const allOrNone = /\b(all|none) of (the (above|options|answers)|these)\b/i;

/**
 * The last sentence of the stem, where the question is asked: the text after the last sentence
 * end (. ! ? followed by space) or line break that still has words after it.
 */
function lastSentence(stem: string): string {
  const parts = stem
    .trim()
    .split(/(?<=[.!?])\s+|\n+/)
    .map((part) => part.trim())
    .filter((part) => /\p{L}/u.test(part));
  return parts.at(-1) ?? '';
}

function words(text: string): string[] {
  return text.toLowerCase().match(/\p{L}+(?:'\p{L}+)?/gu) ?? [];
}

/** No '?' anywhere, and the last sentence does not open with an instruction or question word. */
function isNotAQuestion(stem: string): boolean {
  if (stem.includes('?')) return false;
  const first = words(lastSentence(stem))[0];
  return first === undefined || !askingWords.has(first);
}

/**
 * Negative: EXCEPT or NOT written in capitals anywhere (the writer's way of stressing it), or
 * not / except / least / a "n't" word in the last sentence, the one that asks. A "does not smoke"
 * in the case history is not a negative question.
 */
function isNegative(stem: string): boolean {
  if (/\b(NOT|EXCEPT)\b/.test(stem)) return true;
  return words(lastSentence(stem)).some(
    (word) => word === 'not' || word === 'except' || word === 'least' || word.endsWith("n't"),
  );
}

function absoluteWordIn(option: string): string | undefined {
  const found = new Set(words(option));
  return absoluteWords.find((word) => found.has(word));
}

/** Correct ≥ 1.5 × the longest distractor and ≥ 20 characters longer; all four written. */
function correctIsLongest(draft: ItemDraft): boolean {
  const correct = draft.correctAnswer;
  if (correct === '') return false;
  const lengths = optionOrder.map((id) => draft.answers[id].trim().length);
  if (lengths.some((length) => length === 0)) return false;
  const correctLength = draft.answers[correct].trim().length;
  const longestOther = Math.max(
    ...optionOrder.filter((id) => id !== correct).map((id) => draft.answers[id].trim().length),
  );
  return (
    correctLength >= longestRatio * longestOther && correctLength >= longestOther + longestMargin
  );
}

const letter = (option: TipOptionId) => option.toUpperCase();

const writingTipMessages = {
  notAQuestion: 'The stem is not a question: end it with a question or a clear instruction.',
  negativeStem:
    'The stem is negative (NOT / EXCEPT): ask what is true instead, or make the negative bold and unmistakable.',
  allOrNone:
    'Avoid “all of the above” and “none of the above”: they reward test-taking, not knowledge.',
  absoluteWord: (option: TipOptionId, word: string) =>
    `Option ${letter(option)} says “${word}”: absolute words are usually false and give the answer away.`,
  correctIsLongest: 'The correct option is clearly the longest: make the distractors as detailed.',
} as const;

/** Every tip for the draft, stem tips first, then options in a-d order. Never throws. */
export function writingTips(draft: ItemDraft): WritingTip[] {
  const tips: WritingTip[] = [];
  const stem = draft.questionText.trim();
  if (stem.length >= stemMinimum) {
    if (isNotAQuestion(stem))
      tips.push({ code: 'not-a-question', message: writingTipMessages.notAQuestion });
    if (isNegative(stem))
      tips.push({ code: 'negative-stem', message: writingTipMessages.negativeStem });
  }
  if (optionOrder.some((id) => allOrNone.test(draft.answers[id])))
    tips.push({ code: 'all-or-none-of-the-above', message: writingTipMessages.allOrNone });
  for (const option of optionOrder) {
    const word = absoluteWordIn(draft.answers[option]);
    if (word)
      tips.push({
        code: 'absolute-word',
        option,
        message: writingTipMessages.absoluteWord(option, word),
      });
  }
  if (correctIsLongest(draft))
    tips.push({ code: 'correct-is-longest', message: writingTipMessages.correctIsLongest });
  return tips;
}
