// /write-question [001 §2, §4, §5]: write a multiple-choice question, or (?edit={id}) change one
// of your own. A new question's draft is kept in localStorage while anything is filled in and
// restored on the next visit; Create Question validates with the shared schema (first message
// as a toast, the server answers with the same messages), celebrates the 5 nectar and after
// 2 seconds goes to returnTo or My Questions.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Eye, History, LoaderCircle, PenLine, Save, Undo2 } from 'lucide-react';
import {
  optionIds,
  questionInputSchema,
  type OptionId,
  type QuestionDetail,
} from '#shared/contract/questions.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Field } from '#client/components/ui/input.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { firstIssue } from '#client/lib/first-issue.ts';
import { friendlyMessages } from '#client/lib/friendly-error.ts';
import { useErrorToast } from '#client/lib/use-error-toast.ts';
import { cn } from '#client/lib/cn.ts';
import { useCreateQuestion } from '../api/create-question.ts';
import { useQuestionDetail } from '../api/question-detail.ts';
import { useTopics } from '../api/topics.ts';
import { useUpdateQuestion } from '../api/update-question.ts';
import {
  clearEditDraft,
  clearNewDraft,
  draftFromQuestion,
  emptyDraft,
  handOverToPreview,
  isDraftEmpty,
  readEditDraft,
  readNewDraft,
  safeReturnTo,
  sameDraft,
  saveEditDraft,
  saveNewDraft,
  type QuestionDraft,
} from '../draft.ts';
import { PageShell, PageTitle } from './bits.tsx';
import { AnswerField, clearOfBars, CorrectAnswerPicker, TextAreaField } from './form-fields.tsx';
import { NectarCelebration } from './nectar-celebration.tsx';
import { TopicPicker } from './topic-picker.tsx';
import { paths } from '#client/lib/paths.ts';

/** The two actions of the bottom bar: side by side even on a 360 px phone. */
const barButton =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-2 text-sm font-semibold whitespace-nowrap text-ink transition-colors disabled:cursor-not-allowed disabled:text-muted min-[400px]:text-base';

/** The celebration shows this long before the app moves on [001 §4, §9]. */
const celebrationMs = 2000;
/** Nectar for writing a question [001 §1]. */
const nectarForWriting = 5;

export function WriteQuestionPage() {
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const returnTo = safeReturnTo(params.get('returnTo'));
  if (editId) return <EditQuestion key={editId} questionId={editId} returnTo={returnTo} />;
  return <NewQuestion returnTo={returnTo} />;
}

function NewQuestion({ returnTo }: { returnTo: string | null }) {
  // Read once: the restored draft is where the form starts.
  const [restored] = useState(readNewDraft);
  return <QuestionForm mode={{ kind: 'create' }} initial={restored} returnTo={returnTo} />;
}

function EditQuestion({ questionId, returnTo }: { questionId: string; returnTo: string | null }) {
  const navigate = useNavigate();
  const question = useQuestionDetail(questionId);
  const failed = question.isError;

  useEffect(() => {
    // "On a failed question load, it shows the toast and leaves" [001 §7].
    if (!failed) return;
    toast.error('Failed to load question', { id: 'Failed to load question' });
    navigate(paths.myQuestions, { replace: true });
  }, [failed, navigate]);

  if (!question.data) return <FormSkeleton />;
  return (
    <QuestionForm
      mode={{ kind: 'edit', question: question.data }}
      initial={readEditDraft(questionId)}
      returnTo={returnTo}
    />
  );
}

type Mode = { kind: 'create' } | { kind: 'edit'; question: QuestionDetail };

/** The form as the schema reads it: an unpicked correct answer is missing, not ''. */
function toInput(draft: QuestionDraft) {
  return { ...draft, correctAnswer: draft.correctAnswer || undefined };
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

function QuestionForm({
  mode,
  initial,
  returnTo,
}: {
  mode: Mode;
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
  const topics = useTopics();
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const busy = create.isPending || update.isPending || celebrating;

  useErrorToast(topics.errorUpdatedAt, topics.isError, 'Failed to load topics');

  // Keep the draft as it is typed [001 §4]; never after it was saved.
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = questionInputSchema.safeParse(toInput(draft));
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

  // After the celebration: on to returnTo or My Questions [001 §4].
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

  return (
    <PageShell className="pb-0 sm:pb-0">
      <PageTitle
        eyebrow={editing ? 'My Questions' : 'Grow the hive'}
        title={editing ? 'Edit Question' : 'Write a Question'}
        text={
          editing
            ? 'Changes apply to everyone who answers it from now on.'
            : `Turn a case from clinic into an MCQ for your class. Worth ${nectarForWriting} nectar.`
        }
      />

      {restoredNotice && !isDraftEmpty(draft) && (
        <div
          role="status"
          className="flex items-center gap-3 rounded-2xl border border-honey-300 bg-honey-100/70 p-3"
        >
          <History className="size-5 shrink-0 text-honey-700" aria-hidden />
          <p className="flex-1 text-sm">
            {editing
              ? 'Your unsaved changes are back.'
              : 'Draft restored: pick up where you left off.'}
          </p>
          <Button variant="ghost" size="sm" onClick={startOver} className="min-h-11 shrink-0">
            <Undo2 className="size-4" aria-hidden />
            {editing ? 'Discard changes' : 'Start over'}
          </Button>
        </div>
      )}

      <form ref={formRef} onSubmit={submit} noValidate className="flex flex-1 flex-col gap-4">
        <Card className="flex flex-col gap-5">
          <TextAreaField
            label="Question"
            field="questionText"
            hint="The stem: a short case and what you are asking. At least 10 characters."
            value={draft.questionText}
            max={1000}
            rows={4}
            placeholder="A 54-year-old presents with..."
            onChange={(event) => set('questionText', event.target.value)}
          />
          <TopicPicker
            topics={topics.data}
            loading={topics.isPending}
            failed={topics.isError}
            retrying={topics.isFetching}
            onRetry={() => void topics.refetch()}
            selected={draft.topicIds}
            onChange={(ids) => set('topicIds', ids)}
            knownNames={knownNames}
          />
        </Card>

        <Card className="flex flex-col gap-4">
          <div>
            <h2 className="text-lg font-bold">Answers</h2>
            <p className="text-sm text-muted">Four options, one of them right.</p>
          </div>
          {optionIds.map((option) => (
            <AnswerField
              key={option}
              option={option}
              value={draft.answers[option]}
              correct={draft.correctAnswer === option}
              onChange={(value) => setAnswer(option, value)}
            />
          ))}
          <CorrectAnswerPicker
            value={draft.correctAnswer}
            answers={draft.answers}
            onChange={(value) => set('correctAnswer', value)}
          />
        </Card>

        <Card className="flex flex-col gap-5">
          <TextAreaField
            label="Explanation"
            field="explanation"
            hint="Why the answer is right (and the others are not). At least 10 characters."
            value={draft.explanation}
            max={2000}
            rows={4}
            onChange={(event) => set('explanation', event.target.value)}
          />
          <div data-field="reference">
            <Field
              label="Reference"
              type="url"
              inputMode="url"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              placeholder="https://bpac.org.nz/..."
              hint="A link to the guideline or article behind the answer."
              className={clearOfBars}
              value={draft.reference}
              onChange={(event) => set('reference', event.target.value)}
            />
          </div>
        </Card>

        <div className="sticky bottom-0 z-10 -mx-4 mt-auto border-t border-line bg-cream/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur">
          <div className="grid grid-cols-2 gap-2.5">
            <button
              type="button"
              className={cn(barButton, 'border border-line bg-white hover:bg-honey-100')}
              onClick={preview}
              disabled={busy}
            >
              <Eye className="hidden size-5 min-[400px]:block" aria-hidden />
              Preview Question
            </button>
            <button
              type="submit"
              className={cn(
                barButton,
                'bg-honey-500 shadow-sm hover:bg-honey-600 disabled:bg-honey-200',
              )}
              disabled={busy}
            >
              {create.isPending || update.isPending ? (
                <LoaderCircle className="size-5 animate-spin" aria-hidden />
              ) : editing ? (
                <Save className="hidden size-5 min-[400px]:block" aria-hidden />
              ) : (
                <PenLine className="hidden size-5 min-[400px]:block" aria-hidden />
              )}
              {editing ? 'Save Changes' : 'Create Question'}
            </button>
          </div>
        </div>
      </form>

      {celebrating && (
        <NectarCelebration
          points={nectarForWriting}
          durationMs={celebrationMs}
          destination={destination === paths.myQuestions ? 'My Questions' : 'where you were'}
        />
      )}
    </PageShell>
  );
}

function FormSkeleton() {
  return (
    <PageShell busy>
      <p role="status" className="sr-only">
        Loading question
      </p>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-9 w-56" />
        <Skeleton className="h-4 w-72 max-w-full" />
      </div>
      {[0, 1, 2].map((card) => (
        <div
          key={card}
          className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5"
        >
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-24 w-full rounded-xl" />
          <Skeleton className="h-11 w-full rounded-xl" />
        </div>
      ))}
    </PageShell>
  );
}
