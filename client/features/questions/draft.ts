// The Write Question form as the browser keeps it
// [product#write-question, #browser-storage, #authoring-flow]:
// - a new question's draft lives in localStorage (questionDraft) while any field is filled in,
//   and comes back when the page is opened again;
// - unsaved edits of an existing question live in sessionStorage, per question, so Preview and
//   back does not lose them (and they go when the tab closes);
// - Preview receives the form through sessionStorage (questionPreview) and clears it once read.
// Storage can be blocked or full: every call degrades to "nothing stored", never to an error.
import { imageHashPattern, maxQuestionImages } from '#shared/contract/image-rules.ts';
import { optionIds, type OptionId } from '#shared/contract/option-ids.ts';
import type { QuestionDetail } from '#shared/contract/questions.ts';
import type { QuestionOption } from '#shared/contract/question-view.ts';
import { storageKeys } from '#client/lib/storage-keys.ts';
import { paths } from '#client/lib/paths.ts';

/** An uploaded image in the form: stored already (ADR 040), so a draft can keep it by hash. */
export interface DraftImage {
  hash: string;
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface QuestionDraft {
  questionText: string;
  topicIds: number[];
  answers: Record<OptionId, string>;
  correctAnswer: OptionId | '';
  explanation: string;
  reference: string;
  images: DraftImage[];
}

export const emptyDraft: QuestionDraft = {
  questionText: '',
  topicIds: [],
  answers: { a: '', b: '', c: '', d: '' },
  correctAnswer: '',
  explanation: '',
  reference: '',
  images: [],
};

// Reading what storage holds (JSON, or anything another version of the app left there) without
// Zod, which Write Question's first script must not carry (ADR 044). Each field falls back on its
// own (a bad image list is no images, a long text is blank); only a value that is not an object
// is no draft at all. draft.test.ts checks these readers against the Zod schemas they replaced.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value.length <= 10_000 ? value : '');
const positiveInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function imageOf(value: unknown): DraftImage | null {
  if (!isRecord(value)) return null;
  const { hash, url, width, height, alt } = value;
  if (typeof hash !== 'string' || !imageHashPattern.test(hash)) return null;
  if (typeof url !== 'string' || url.length > 200) return null;
  if (!positiveInt(width) || !positiveInt(height)) return null;
  return { hash, url, width, height, alt: text(alt) };
}

function imagesOf(value: unknown): DraftImage[] {
  if (!Array.isArray(value) || value.length > maxQuestionImages) return [];
  const images = value.map(imageOf);
  return images.every((image) => image !== null) ? images : [];
}

/** A stored draft's fields, each checked, or null when the value is not a draft at all. */
export function draftOf(value: unknown): QuestionDraft | null {
  if (!isRecord(value)) return null;
  const { topicIds, answers, correctAnswer } = value;
  return {
    questionText: text(value.questionText),
    topicIds:
      Array.isArray(topicIds) && topicIds.length <= 3 && topicIds.every(positiveInt)
        ? [...topicIds]
        : [],
    answers: isRecord(answers)
      ? { a: text(answers.a), b: text(answers.b), c: text(answers.c), d: text(answers.d) }
      : emptyDraft.answers,
    correctAnswer:
      correctAnswer === '' || optionIds.some((id) => id === correctAnswer)
        ? (correctAnswer as OptionId | '')
        : '',
    explanation: text(value.explanation),
    reference: text(value.reference),
    images: imagesOf(value.images),
  };
}

/** True when every field is blank: such a draft is not worth keeping. */
export function isDraftEmpty(draft: QuestionDraft): boolean {
  return (
    draft.questionText.trim() === '' &&
    draft.topicIds.length === 0 &&
    optionIds.every((id) => draft.answers[id].trim() === '') &&
    draft.correctAnswer === '' &&
    draft.explanation.trim() === '' &&
    draft.reference.trim() === '' &&
    draft.images.length === 0
  );
}

export const sameDraft = (a: QuestionDraft, b: QuestionDraft) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The form's four answers as the question view lists them, a to d. */
export const optionsOfDraft = (answers: QuestionDraft['answers']): QuestionOption[] =>
  optionIds.map((id) => ({ id, text: answers[id] }));

/** A stored question's options as the form keeps them (a missing one stays blank). */
function draftAnswers(options: QuestionOption[]): QuestionDraft['answers'] {
  const text = (id: OptionId) => options.find((option) => option.id === id)?.text ?? '';
  return { a: text('a'), b: text('b'), c: text('c'), d: text('d') };
}

/** The form filled with a stored question (edit mode). */
export function draftFromQuestion(question: QuestionDetail): QuestionDraft {
  return {
    questionText: question.questionText,
    topicIds: question.topics.map((topic) => topic.id),
    answers: draftAnswers(question.answers),
    correctAnswer: question.correctAnswer,
    explanation: question.explanation,
    reference: question.reference,
    images: question.images.map(({ hash, url, width, height, alt }) => ({
      hash,
      url,
      width,
      height,
      alt,
    })),
  };
}

function read(storage: () => Storage, key: string): unknown {
  try {
    const raw = storage().getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: unknown) {
  try {
    storage().setItem(key, JSON.stringify(value));
  } catch {
    // blocked or full: the form still works, it just will not come back after a reload
  }
}

function remove(storage: () => Storage, key: string) {
  try {
    storage().removeItem(key);
  } catch {
    // nothing to clean up when storage is blocked
  }
}

function parseDraft(value: unknown): QuestionDraft | null {
  if (value === null) return null;
  const draft = draftOf(value);
  if (!draft || isDraftEmpty(draft)) return null;
  return draft;
}

const local = () => localStorage;
const session = () => sessionStorage;
const editKey = (questionId: string) => `${storageKeys.questionEditDraft}:${questionId}`;

/** The new-question draft, or null. */
export const readNewDraft = () => parseDraft(read(local, storageKeys.questionDraft));

/** Keeps the draft while any field is filled in; forgets it once the form is blank. */
export function saveNewDraft(draft: QuestionDraft) {
  if (isDraftEmpty(draft)) remove(local, storageKeys.questionDraft);
  else write(local, storageKeys.questionDraft, draft);
}

export const clearNewDraft = () => remove(local, storageKeys.questionDraft);

export const readEditDraft = (questionId: string) => parseDraft(read(session, editKey(questionId)));
export const saveEditDraft = (questionId: string, draft: QuestionDraft) =>
  write(session, editKey(questionId), draft);
export const clearEditDraft = (questionId: string) => remove(session, editKey(questionId));

/** What Write Question hands to Preview. */
export interface PreviewHandoff {
  draft: QuestionDraft;
  /** names of the chosen topics, in order (the draft keeps only their ids) */
  topicNames: string[];
  /** the question being edited, or null for a new one */
  editId: string | null;
  /** the returnTo of the form, kept for the way back */
  returnTo: string | null;
}

const stringOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

/** A stored handoff, or null unless every part of it is right. */
export function handoffOf(value: unknown): PreviewHandoff | null {
  if (!isRecord(value)) return null;
  const draft = draftOf(value.draft);
  const { topicNames, editId, returnTo } = value;
  if (!draft || !Array.isArray(topicNames) || topicNames.length > 3) return null;
  if (!topicNames.every((name) => typeof name === 'string')) return null;
  if (!stringOrNull(editId) || !stringOrNull(returnTo)) return null;
  return { draft, topicNames: [...(topicNames as string[])], editId, returnTo };
}

export const handOverToPreview = (handoff: PreviewHandoff) =>
  write(session, storageKeys.questionPreview, handoff);

/** Reads the handoff without clearing it (a render may run twice); clear it in an effect. */
export function peekPreviewHandoff(): PreviewHandoff | null {
  return handoffOf(read(session, storageKeys.questionPreview));
}

export const clearPreviewHandoff = () => remove(session, storageKeys.questionPreview);

/** Only paths inside the app: a returnTo must never send anyone to another site. */
export function safeReturnTo(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return value;
}

/** /write-question with the edit id and returnTo it was opened with. */
export function writeQuestionPath(editId: string | null, returnTo: string | null): string {
  const params = new URLSearchParams();
  if (editId) params.set('edit', editId);
  if (returnTo) params.set('returnTo', returnTo);
  const query = params.toString();
  return query ? `${paths.writeQuestion}?${query}` : paths.writeQuestion;
}
