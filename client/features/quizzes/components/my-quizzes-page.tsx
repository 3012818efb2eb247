// /my-quizzes [product#my-quizzes, #authoring-flow]: the trainee's quizzes, newest first. Each card
// copies its share link, expands to its numbered questions (fetched the first time) and can be
// deleted after a confirm.
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Collapsible } from 'radix-ui';
import {
  CalendarDays,
  Check,
  ChevronDown,
  Copy,
  FolderHeart,
  ListOrdered,
  Plus,
  Trash2,
  Users,
} from 'lucide-react';
import type { MyQuiz } from '#shared/contract/quizzes.ts';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '#client/components/ui/states.tsx';
import { copyText } from '#client/lib/clipboard.ts';
import { cn } from '#client/lib/cn.ts';
import { useErrorToast } from '#client/lib/use-error-toast.ts';
import { useDeleteQuiz } from '../api/delete-quiz.ts';
import { useMyQuizzes } from '../api/my-quizzes.ts';
import { useQuizQuestions } from '../api/quiz-questions.ts';
import { count, shortDate, takeQuizUrl } from '../quiz-links.ts';
import { useCopied } from '../use-copied.ts';
import { paths } from '#client/lib/paths.ts';

export function MyQuizzesPage() {
  const quizzes = useMyQuizzes();
  useErrorToast(quizzes.errorUpdatedAt, quizzes.isError, 'Failed to load quizzes');

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">My Quizzes</h1>
          <p className="mt-1 text-muted">Quizzes you have built and shared with your class.</p>
        </div>
        <Link to={paths.createQuiz} className={buttonClasses()}>
          <Plus className="size-4" aria-hidden />
          Create New Quiz
        </Link>
      </div>

      {quizzes.isPending ? (
        <ListSkeleton />
      ) : quizzes.isError ? (
        <ErrorState
          title="Failed to load quizzes"
          onRetry={() => void quizzes.refetch()}
          retrying={quizzes.isFetching}
        />
      ) : quizzes.data.length === 0 ? (
        <EmptyState
          icon={FolderHeart}
          title="No quizzes yet"
          text="Bundle a few of your questions into a quiz and share one link with your class."
          action={
            <Link to={paths.createQuiz} className={buttonClasses()}>
              <Plus className="size-4" aria-hidden />
              Create Quiz
            </Link>
          }
        />
      ) : (
        <ul className="flex flex-col gap-4">
          {quizzes.data.map((quiz) => (
            <QuizCard key={quiz.id} quiz={quiz} />
          ))}
        </ul>
      )}
    </div>
  );
}

function QuizCard({ quiz }: { quiz: MyQuiz }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { copied, flash } = useCopied();
  const remove = useDeleteQuiz();
  const titleId = `quiz-${quiz.id}`;

  const copy = async () => {
    if (await copyText(takeQuizUrl(quiz.shareCode))) {
      flash();
      toast.success('Share link copied to clipboard!');
    } else {
      toast('Copy this link to share the quiz', {
        description: takeQuizUrl(quiz.shareCode),
        duration: 15_000,
      });
    }
  };

  const confirmDelete = () =>
    remove.mutate(quiz.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Quiz deleted successfully');
      },
      onError: () => toast.error('Failed to delete quiz'),
    });

  return (
    <li>
      <Card className="flex flex-col gap-4 p-4 sm:p-5" role="article" aria-labelledby={titleId}>
        <div className="flex items-start gap-3">
          <span
            aria-hidden
            className="hex tabular flex size-12 shrink-0 items-center justify-center bg-honey-500 text-lg leading-none font-extrabold"
          >
            {quiz.questionCount}
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-lg leading-snug font-bold break-words">
              <Link
                to={paths.shareQuiz(quiz.shareCode)}
                className="underline-offset-4 hover:underline"
              >
                {quiz.name}
              </Link>
            </h2>
          </div>
          <button
            type="button"
            aria-label="Delete quiz"
            title="Delete quiz"
            onClick={() => setConfirming(true)}
            className="-mt-1 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-xl text-muted transition-colors hover:bg-bad-soft hover:text-bad"
          >
            <Trash2 className="size-5" aria-hidden />
          </button>
        </div>

        <p className="-mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1">
            <ListOrdered className="size-4" aria-hidden />
            {count(quiz.questionCount, 'question')}
          </span>
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="size-4" aria-hidden />
            <span className="sr-only">Created </span>
            <time dateTime={quiz.createdAt}>{shortDate(quiz.createdAt)}</time>
          </span>
          <span className="inline-flex items-center gap-1">
            <Users className="size-4" aria-hidden />
            {count(quiz.attemptCount, 'attempt')}
          </span>
        </p>

        <Collapsible.Root open={open} onOpenChange={setOpen} className="flex flex-col gap-3">
          <div className="grid gap-2 min-[440px]:grid-cols-2">
            <Button
              variant="secondary"
              onClick={() => void copy()}
              className={cn(copied && 'border-ok/50 bg-ok-soft text-ok hover:bg-ok-soft')}
            >
              {copied ? (
                <Check className="size-4" aria-hidden />
              ) : (
                <Copy className="size-4" aria-hidden />
              )}
              {copied ? 'Copied' : 'Copy Share Link'}
            </Button>
            <Collapsible.Trigger asChild>
              <Button variant="secondary">
                {open ? 'Hide Questions' : 'See Questions'}
                <ChevronDown
                  className={cn('size-4 transition-transform', open && 'rotate-180')}
                  aria-hidden
                />
              </Button>
            </Collapsible.Trigger>
          </div>
          <Collapsible.Content>
            <QuestionList quizId={quiz.id} />
          </Collapsible.Content>
        </Collapsible.Root>
      </Card>

      <Dialog
        open={confirming}
        onOpenChange={(next) => !remove.isPending && setConfirming(next)}
        title="Delete Quiz"
        description={`“${quiz.name}” will be deleted. This cannot be undone: the quiz and its link are removed. Everyone who took it keeps their results, and your questions themselves stay.`}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            disabled={remove.isPending}
            onClick={() => setConfirming(false)}
          >
            Cancel
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={confirmDelete}>
            <Trash2 className="size-4" aria-hidden />
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      </Dialog>
    </li>
  );
}

/** Mounted only while expanded: the first expand fetches, later ones reuse the cache. */
function QuestionList({ quizId }: { quizId: string }) {
  const questions = useQuizQuestions(quizId, true);
  useErrorToast(questions.errorUpdatedAt, questions.isError, 'Failed to load questions');

  if (questions.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <p role="status" className="sr-only">
          Loading questions
        </p>
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="hex size-7 rounded-none" />
            <Skeleton className="h-4 flex-1" />
          </div>
        ))}
      </div>
    );
  }
  if (questions.isError) {
    return (
      <ErrorState
        title="Failed to load questions"
        onRetry={() => void questions.refetch()}
        retrying={questions.isFetching}
      />
    );
  }
  if (questions.data.length === 0) {
    return (
      <p className="rounded-xl bg-cream p-3 text-sm text-muted">
        This quiz has no questions left: they were deleted.
      </p>
    );
  }
  return (
    <ol className="flex flex-col gap-2 rounded-xl bg-cream p-3" aria-label="Questions in this quiz">
      {questions.data.map((question) => (
        <li key={question.id} className="flex items-start gap-3">
          <span
            aria-hidden
            className="hex tabular flex size-7 shrink-0 items-center justify-center bg-honey-100 text-xs font-extrabold text-honey-700"
          >
            {question.questionOrder}
          </span>
          <p className="pt-0.5 text-sm leading-snug">{question.questionText}</p>
        </li>
      ))}
    </ol>
  );
}

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <p role="status" className="sr-only">
        Loading quizzes
      </p>
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          aria-hidden
          className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-4 sm:p-5"
        >
          <div className="flex items-start gap-3">
            <Skeleton className="hex size-12 rounded-none" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
          <div className="grid grid-cols-2 gap-2">
            <Skeleton className="h-11 rounded-xl" />
            <Skeleton className="h-11 rounded-xl" />
          </div>
        </div>
      ))}
    </div>
  );
}
