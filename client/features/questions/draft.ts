// The Write Question form as the browser keeps it [001 §2, §3, §4]:
// - a new question's draft lives in localStorage (questionDraft) while any field is filled in,
//   and comes back when the page is opened again;
// - unsaved edits of an existing question live in sessionStorage, per question, so Preview and
//   back does not lose them (and they go when the tab closes);
// - Preview receives the form through sessionStorage (questionPreview) and clears it once read.
// Storage can be blocked or full: every call degrades to "nothing stored", never to an error.
import { z } from 'zod';
import { optionIds, type OptionId, type QuestionDetail } from '#shared/contract/questions.ts';
import type { QuestionOption } from '#shared/contract/question-view.ts';
import { imageHashSchema, maxQuestionImages } from '#shared/contract/images.ts';
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

const text = z.string().max(10_000).catch('');
const draftSchema = z.object({
  questionText: text,
  topicIds: z.array(z.number().int().positive()).max(3).catch([]),
  answers: z.object({ a: text, b: text, c: text, d: text }).catch(emptyDraft.answers),
  correctAnswer: z.enum([...optionIds, '']).catch(''),
  explanation: text,
  reference: text,
  images: z
    .array(
      z.object({
        hash: imageHashSchema,
        url: z.string().max(200),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
        alt: text,
      }),
    )
    .max(maxQuestionImages)
    .catch([]),
});

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
  const parsed = draftSchema.safeParse(value);
  if (!parsed.success || isDraftEmpty(parsed.data)) return null;
  return parsed.data;
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

const handoffSchema = z.object({
  draft: draftSchema,
  topicNames: z.array(z.string()).max(3),
  editId: z.string().nullable(),
  returnTo: z.string().nullable(),
});

export const handOverToPreview = (handoff: PreviewHandoff) =>
  write(session, storageKeys.questionPreview, handoff);

/** Reads the handoff without clearing it (a render may run twice); clear it in an effect. */
export function peekPreviewHandoff(): PreviewHandoff | null {
  const parsed = handoffSchema.safeParse(read(session, storageKeys.questionPreview));
  return parsed.success ? parsed.data : null;
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
