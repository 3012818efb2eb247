// /create-quiz [product#create-quiz, #authoring-flow, #quiz-validation]: a name and a pick of the
// trainee's own questions, in the order they are ticked. Saving creates the quiz in one request and
// opens its share screen.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Check, ListPlus, PenLine } from 'lucide-react';
import { createQuizSchema } from '#shared/contract/quizzes.ts';
import type { MyQuestion } from '#shared/contract/questions.ts';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Field } from '#client/components/ui/input.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '#client/components/ui/states.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import { firstIssue } from '#client/lib/first-issue.ts';
import { storageKeys } from '#client/lib/storage-keys.ts';
import { useErrorToast } from '#client/lib/use-error-toast.ts';
import { useCreateQuiz } from '../api/create-quiz.ts';
import { useMyQuestions } from '../api/my-questions.ts';
import { shortDate } from '../quiz-links.ts';
import { paths } from '#client/lib/paths.ts';

const nameMax = 100;
const writeQuestionPath = `${paths.writeQuestion}?returnTo=${paths.createQuiz}`;

interface Draft {
  name: string;
  selected: string[];
}

/** The form survives a trip to Write New Question and back (this tab only). */
function loadDraft(): Draft {
  try {
    const raw = sessionStorage.getItem(storageKeys.createQuizDraft);
    const parsed = raw ? (JSON.parse(raw) as Partial<Draft>) : {};
    return {
      name: typeof parsed.name === 'string' ? parsed.name.slice(0, nameMax) : '',
      selected: Array.isArray(parsed.selected)
        ? parsed.selected.filter((id): id is string => typeof id === 'string')
        : [],
    };
  } catch {
    return { name: '', selected: [] };
  }
}

function saveDraft(draft: Draft) {
  try {
    if (draft.name === '' && draft.selected.length === 0) {
      sessionStorage.removeItem(storageKeys.createQuizDraft);
    } else {
      sessionStorage.setItem(storageKeys.createQuizDraft, JSON.stringify(draft));
    }
  } catch {
    // storage blocked: the form simply starts empty next time
  }
}

export function CreateQuizPage() {
  const [initial] = useState(loadDraft);
  const [name, setName] = useState(initial.name);
  /** question ids in the order they were ticked: that is the quiz's order */
  const [selected, setSelected] = useState<string[]>(initial.selected);
  const questions = useMyQuestions();
  const create = useCreateQuiz();
  const navigate = useNavigate();
  const countId = useId();

  useErrorToast(questions.errorUpdatedAt, questions.isError, 'Failed to load your questions');

  // Ticks for questions that no longer exist (deleted meanwhile) are dropped.
  const known = questions.data ? new Set(questions.data.map((q) => q.id)) : null;
  const picked = known ? selected.filter((id) => known.has(id)) : selected;

  useEffect(() => {
    saveDraft({ name, selected });
  }, [name, selected]);

  const toggle = (id: string) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((x) => x !== id) : [...current, id],
    );

  const canSubmit = name.trim() !== '' && picked.length > 0 && !create.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = createQuizSchema.safeParse({ name, questionIds: picked });
    if (!parsed.success) return void toast.error(firstIssue(parsed.error));
    create.mutate(parsed.data, {
      onSuccess: ({ shareCode }) => {
        saveDraft({ name: '', selected: [] });
        toast.success('Quiz created successfully!');
        navigate(paths.shareQuiz(shareCode));
      },
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.code === 'VALIDATION_FAILED'
            ? error.message
            : 'Failed to create quiz',
        ),
    });
  };

  const hasQuestions = (questions.data?.length ?? 0) > 0;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6">
      <div className="flex items-start gap-3">
        <span className="hex flex size-12 shrink-0 items-center justify-center bg-honey-500">
          <ListPlus className="size-5" aria-hidden />
        </span>
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">Create a Quiz</h1>
          <p className="mt-1 text-muted">
            Bundle your own questions into a quiz and send your class one link.
          </p>
        </div>
      </div>

      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <Card>
          <Field
            label="Quiz Name"
            value={name}
            maxLength={nameMax}
            autoComplete="off"
            placeholder="e.g. Cardiology revision, week 3"
            onChange={(e) => setName(e.target.value)}
            hint={
              <span className="tabular">
                {name.length}/{nameMax} characters
              </span>
            }
          />
        </Card>

        <Card className="flex flex-col gap-4" role="group" aria-labelledby="quiz-questions-title">
          <div className="flex items-center justify-between gap-3">
            <h2 id="quiz-questions-title" className="text-lg font-bold">
              Your Questions
            </h2>
            {hasQuestions && (
              <p
                id={countId}
                aria-live="polite"
                className={cn(
                  'tabular rounded-full px-3 py-1 text-sm font-bold',
                  picked.length > 0 ? 'bg-honey-500 text-ink' : 'bg-comb text-muted',
                )}
              >
                {picked.length} selected
              </p>
            )}
          </div>

          {questions.isPending ? (
            <PickerSkeleton />
          ) : questions.isError ? (
            <ErrorState
              title="Failed to load your questions"
              onRetry={() => void questions.refetch()}
              retrying={questions.isFetching}
            />
          ) : !hasQuestions ? (
            <EmptyState
              className="px-3 py-5"
              icon={PenLine}
              title="You haven't written any questions yet."
              text="A quiz is made from your own questions. Write one first: it earns 5 nectar."
              action={
                <Link to={writeQuestionPath} className={buttonClasses()}>
                  <PenLine className="size-4" aria-hidden />
                  Write Your First Question
                </Link>
              }
            />
          ) : (
            <>
              <p className="-mt-2 text-sm text-muted">
                Tick the questions to include. They appear in the quiz in the order you tick them.
              </p>
              <ul
                className="-mx-1 flex max-h-[22rem] flex-col gap-2 overflow-y-auto overscroll-contain px-1 py-1"
                aria-describedby={countId}
              >
                {questions.data.map((question) => (
                  <PickerItem
                    key={question.id}
                    question={question}
                    order={picked.indexOf(question.id) + 1}
                    onToggle={() => toggle(question.id)}
                  />
                ))}
              </ul>
              <Link to={writeQuestionPath} className={cn(buttonClasses('secondary'), 'self-start')}>
                <PenLine className="size-4" aria-hidden />
                Write New Question
              </Link>
            </>
          )}
        </Card>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={paths.learn} className={buttonClasses('secondary', 'lg')}>
            Cancel
          </Link>
          <Button type="submit" size="lg" disabled={!canSubmit}>
            {create.isPending ? 'Creating Quiz...' : 'Create Quiz'}
          </Button>
        </div>
      </form>
    </div>
  );
}

function PickerItem({
  question,
  order,
  onToggle,
}: {
  question: MyQuestion;
  /** 1-based position in the quiz, 0 when not ticked */
  order: number;
  onToggle: () => void;
}) {
  const checked = order > 0;
  return (
    <li>
      <label
        className={cn(
          'relative flex min-h-14 items-start gap-3 rounded-xl border-2 p-3 transition-colors',
          checked ? 'border-honey-500 bg-honey-100/70' : 'border-line bg-white hover:bg-cream',
        )}
      >
        {/* The real control covers the whole row: a tap anywhere ticks it, and focus shows on it. */}
        <input
          type="checkbox"
          checked={checked}
          onChange={onToggle}
          className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-[10px]"
        />
        <span
          aria-hidden
          className={cn(
            'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-md border-2',
            checked ? 'border-honey-700 bg-honey-500 text-ink' : 'border-muted/50 bg-white',
          )}
        >
          {checked && <Check className="size-4" strokeWidth={3} />}
        </span>
        <span className="min-w-0 flex-1">
          <span className="line-clamp-3 leading-snug font-medium">{question.questionText}</span>
          <span className="mt-1 block text-xs text-muted">
            Written <time dateTime={question.createdAt}>{shortDate(question.createdAt)}</time>
          </span>
        </span>
        {checked && (
          <span
            className="hex tabular flex size-8 shrink-0 items-center justify-center bg-honey-500 text-xs font-extrabold"
            title={`Question ${order} in the quiz`}
          >
            <span className="sr-only">, question {order} in the quiz</span>
            <span aria-hidden>{order}</span>
          </span>
        )}
      </label>
    </li>
  );
}

function PickerSkeleton() {
  return (
    <div className="flex flex-col gap-2" aria-busy="true">
      <p role="status" className="sr-only">
        Loading your questions
      </p>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-start gap-3 rounded-xl border-2 border-line p-3">
          <Skeleton className="size-6 rounded-md" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-24" />
          </div>
        </div>
      ))}
    </div>
  );
}
