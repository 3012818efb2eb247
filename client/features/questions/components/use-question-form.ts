// The write-question form's state and actions: the draft (kept in localStorage as it is typed),
// Create / Save Changes (validated with the shared schema first), Preview Question, Start over,
// and the 2-second celebration before moving on to returnTo or My Questions
// [product#authoring-flow, #constants].
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { OptionId, QuestionDetail } from '#shared/contract/questions.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { firstIssue } from '#client/lib/first-issue.ts';
import { friendlyMessages } from '#client/lib/friendly-error.ts';
import { useErrorToast } from '#client/lib/use-error-toast.ts';
import { paths } from '#client/lib/paths.ts';
import { useCreateQuestion } from '../api/create-question.ts';
import { useTopics } from '../api/topics.ts';
import { useUpdateQuestion } from '../api/update-question.ts';
import {
  clearEditDraft,
  clearNewDraft,
  draftFromQuestion,
  emptyDraft,
  handOverToPreview,
  sameDraft,
  saveEditDraft,
  saveNewDraft,
  type QuestionDraft,
} from '../draft.ts';
import { questionRules } from '../question-rules.ts';

/** The celebration shows this long before the app moves on [product#authoring-flow, #constants]. */
export const celebrationMs = 2000;

export type QuestionFormMode = { kind: 'create' } | { kind: 'edit'; question: QuestionDetail };

/** The form as the schema reads it: an unpicked correct answer is missing, not ''; an image is
 * its hash and alt text. */
function toInput(draft: QuestionDraft) {
  return {
    ...draft,
    correctAnswer: draft.correctAnswer || undefined,
    images: draft.images.map(({ hash, alt }) => ({ hash, alt })),
  };
}

/** The server's own words for validation and the hourly limit; the spec's for the rest. */
function saveFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.code === 'VALIDATION_FAILED' || error.code === 'RATE_LIMITED') return error.message;
    if (error.code === 'UNAUTHENTICATED') return friendlyMessages.sessionExpired;
    if (error.code === 'NETWORK') return friendlyMessages.network;
  }
  return fallback;
}

export function useQuestionForm({
  mode,
  initial,
  returnTo,
}: {
  mode: QuestionFormMode;
  /** a restored draft (new question) or unsaved edits (edit), if any */
  initial: QuestionDraft | null;
  returnTo: string | null;
}) {
  const navigate = useNavigate();
  const editing = mode.kind === 'edit' ? mode.question : null;
  const saved = useMemo(() => (editing ? draftFromQuestion(editing) : emptyDraft), [editing]);
  const [draft, setDraft] = useState<QuestionDraft>(initial ?? saved);
  const [restoredNotice, setRestoredNotice] = useState(initial !== null);
  const [celebrating, setCelebrating] = useState(false);
  const finished = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  /** a submit waiting for the rules: a second press must not send the question twice */
  const validating = useRef(false);
  const topics = useTopics();
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const saving = create.isPending || update.isPending;
  const busy = saving || celebrating;

  useErrorToast(topics.errorUpdatedAt, topics.isError, 'Failed to load topics');

  // Keep the draft as it is typed [product#authoring-flow]; never after it was saved.
  useEffect(() => {
    if (finished.current) return;
    if (!editing) return saveNewDraft(draft);
    if (sameDraft(draft, saved)) clearEditDraft(editing.id);
    else saveEditDraft(editing.id, draft);
  }, [draft, editing, saved]);

  const knownNames = useMemo(
    () => new Map((editing?.topics ?? []).map((topic) => [topic.id, topic.name])),
    [editing],
  );

  const set = <K extends keyof QuestionDraft>(key: K, value: QuestionDraft[K]) =>
    setDraft((previous) => ({ ...previous, [key]: value }));
  const setAnswer = (option: OptionId, value: string) =>
    setDraft((previous) => ({ ...previous, answers: { ...previous.answers, [option]: value } }));

  /** Focus the field a validation message is about (the wrapper's control, or the field). */
  const focusField = (path: string) => {
    const form = formRef.current;
    if (!form || !path) return;
    const field = `[data-field="${path}"]`;
    const target =
      form.querySelector<HTMLElement>(`${field} select, ${field} input, ${field} textarea`) ??
      form.querySelector<HTMLElement>(field);
    target?.focus();
  };

  const destination = returnTo ?? paths.myQuestions;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || validating.current) return;
    // Loaded on the form's first focus (question-rules.ts), so this wait is over by now.
    validating.current = true;
    const rules = await questionRules()
      .catch(() => null)
      .finally(() => {
        validating.current = false;
      });
    // The rules' chunk did not load (offline before it was cached): the draft stays, try again.
    if (!rules) return void toast.error(friendlyMessages.network);
    const parsed = rules.questionInputSchema.safeParse(toInput(draft));
    if (!parsed.success) {
      const message = firstIssue(parsed.error);
      // One toast per message: pressing again does not stack copies.
      toast.error(message, { id: message });
      focusField(parsed.error.issues[0]?.path.join('.') ?? '');
      return;
    }
    if (editing) {
      update.mutate(
        { id: editing.id, input: parsed.data },
        {
          onSuccess: () => {
            finished.current = true;
            clearEditDraft(editing.id);
            toast.success('Changes saved');
            navigate(destination);
          },
          onError: (error) => toast.error(saveFailure(error, 'Failed to save changes')),
        },
      );
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: () => {
        finished.current = true;
        clearNewDraft();
        setCelebrating(true);
      },
      onError: (error) => toast.error(saveFailure(error, 'Failed to create question')),
    });
  };

  // After the celebration: on to returnTo or My Questions [product#authoring-flow].
  useEffect(() => {
    if (!celebrating) return;
    const timer = window.setTimeout(() => navigate(destination), celebrationMs);
    return () => window.clearTimeout(timer);
  }, [celebrating, destination, navigate]);

  const preview = () => {
    const names = draft.topicIds.map(
      (id) => topics.data?.find((topic) => topic.id === id)?.name ?? knownNames.get(id) ?? '',
    );
    handOverToPreview({
      draft,
      topicNames: names.filter(Boolean),
      editId: editing?.id ?? null,
      returnTo,
    });
    navigate(paths.previewQuestion);
  };

  const startOver = () => {
    setDraft(saved);
    setRestoredNotice(false);
    if (editing) clearEditDraft(editing.id);
    else clearNewDraft();
  };

  return {
    editing,
    draft,
    set,
    setAnswer,
    restoredNotice,
    startOver,
    formRef,
    submit,
    preview,
    saving,
    busy,
    celebrating,
    destination,
    topics,
    knownNames,
  };
}
