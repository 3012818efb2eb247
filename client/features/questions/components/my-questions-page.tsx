// /my-questions [product#my-questions]: the trainee's own questions, newest first. Each shows its
// topics, Published or Draft, '5 points' and the date written, with Preview, Edit, Share and Delete
// (no confirmation: the spec's behaviour; the server soft-deletes and takes the nectar back).
// Under the topics, what trainees who answered it think of it (ADR 038). Questions with open
// flags come first with a badge, and the flags' panel arrives from app/routes; each question has
// an analytics expander (ADR 039).
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  CalendarDays,
  CircleCheck,
  Eye,
  FilePen,
  Flag,
  LoaderCircle,
  PenLine,
  Share2,
  Star,
  Trash2,
} from 'lucide-react';
import type { MyQuestion } from '#shared/contract/questions.ts';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '#client/components/ui/states.tsx';
import { cn } from '#client/lib/cn.ts';
import { useErrorToast } from '#client/lib/use-error-toast.ts';
import { useDeleteQuestion } from '../api/delete-question.ts';
import { useMyQuestions } from '../api/my-questions.ts';
import { PageShell, PageTitle, PointsBadge, shortDate } from './bits.tsx';
import { TopicBadges } from '#client/components/topic-badges.tsx';
import { paths } from '#client/lib/paths.ts';
import { QuestionAnalyticsExpander } from './question-analytics.tsx';

/** the flags' panel of one question (flags feature), composed in by app/routes */
type FlagPanel = (question: MyQuestion) => ReactNode;

export function MyQuestionsPage({ flagPanel }: { flagPanel?: FlagPanel } = {}) {
  const questions = useMyQuestions();
  useErrorToast(questions.errorUpdatedAt, questions.isError, 'Failed to load your questions');
  const list = questions.data;

  return (
    <PageShell busy={questions.isPending}>
      <PageTitle
        title="My Questions"
        text={
          list && list.length > 0
            ? `${list.length} question${list.length === 1 ? '' : 's'} in the hive, ${
                list.some((q) => q.openFlags > 0)
                  ? 'flagged ones first, then newest'
                  : 'newest first'
              }.`
            : 'The questions you have added to the hive.'
        }
        action={
          list && list.length > 0 ? (
            <Link
              to={paths.writeQuestion}
              className={cn(buttonClasses('primary', 'md'), 'shrink-0')}
            >
              <PenLine className="size-4" aria-hidden />
              Write Question
            </Link>
          ) : undefined
        }
      />

      {questions.isPending ? (
        <ListSkeleton />
      ) : questions.isError && !list ? (
        <ErrorState
          title="Your questions could not be loaded"
          onRetry={() => void questions.refetch()}
          retrying={questions.isFetching}
        />
      ) : list && list.length === 0 ? (
        <EmptyState
          icon={PenLine}
          title="You haven't written any questions yet"
          text="Write your first one: it earns you 5 nectar and helps your whole class."
          action={
            <Link to={paths.writeQuestion} className={buttonClasses('primary', 'lg')}>
              <PenLine className="size-5" aria-hidden />
              Write Question
            </Link>
          }
        />
      ) : (
        <ul className="flex flex-col gap-4">
          {list?.map((question) => (
            <QuestionItem key={question.id} question={question} flagPanel={flagPanel} />
          ))}
        </ul>
      )}
    </PageShell>
  );
}

function QuestionItem({
  question,
  flagPanel,
}: {
  question: MyQuestion;
  flagPanel: FlagPanel | undefined;
}) {
  const remove = useDeleteQuestion();
  const textId = useId();
  const id = question.id;
  const deleting = remove.isPending;

  const onDelete = () =>
    remove.mutate(question.id, {
      onSuccess: () => toast.success('Question deleted successfully'),
      onError: () => toast.error('Failed to delete question'),
    });

  const action =
    'flex min-h-11 flex-col items-center justify-center gap-0.5 rounded-xl px-1 text-xs font-semibold transition-colors sm:flex-row sm:gap-1.5 sm:text-sm';

  return (
    <li>
      <article
        aria-labelledby={textId}
        aria-busy={deleting || undefined}
        className={cn(
          'flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-[var(--shadow-card)] transition-opacity sm:p-5',
          deleting && 'opacity-60',
        )}
      >
        <div className="flex flex-wrap items-center gap-1.5">
          {question.isPublished ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-ok-soft px-2.5 py-0.5 text-xs font-bold text-ok">
              <CircleCheck className="size-3.5" aria-hidden />
              Published
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 rounded-full bg-comb px-2.5 py-0.5 text-xs font-bold text-muted">
              <FilePen className="size-3.5" aria-hidden />
              Draft
            </span>
          )}
          <PointsBadge points={question.points} />
          {question.openFlags > 0 && (
            <span className="inline-flex items-center gap-1 rounded-full bg-bad-soft px-2.5 py-0.5 text-xs font-bold text-bad">
              <Flag className="size-3.5" aria-hidden />
              {question.openFlags} open {question.openFlags === 1 ? 'flag' : 'flags'}
            </span>
          )}
          {question.heldByFlags && (
            <span className="text-xs font-semibold text-bad">
              Out of quizzes until you act (a week at most)
            </span>
          )}
          <span className="ml-auto inline-flex items-center gap-1 text-xs text-muted">
            <CalendarDays className="size-3.5" aria-hidden />
            <time dateTime={question.createdAt}>{shortDate(question.createdAt)}</time>
          </span>
        </div>
        <p id={textId} className="line-clamp-4 leading-relaxed font-semibold">
          {question.questionText}
        </p>
        <TopicBadges topics={question.topics} />
        <RatingLine ratings={question.ratings} />
        {flagPanel?.(question)}
        <QuestionAnalyticsExpander questionId={id} />

        <div className="-mx-1 grid grid-cols-4 gap-1 border-t border-line pt-2">
          <Link
            to={paths.previewQuestionById(id)}
            aria-describedby={textId}
            className={cn(action, 'text-ink hover:bg-honey-100')}
          >
            <Eye className="size-5 text-honey-700" aria-hidden />
            Preview
          </Link>
          <Link
            to={paths.editQuestion(id)}
            aria-describedby={textId}
            className={cn(action, 'text-ink hover:bg-honey-100')}
          >
            <PenLine className="size-5 text-honey-700" aria-hidden />
            Edit
          </Link>
          <Link
            to={paths.shareQuestionById(id)}
            aria-describedby={textId}
            className={cn(action, 'text-ink hover:bg-honey-100')}
          >
            <Share2 className="size-5 text-honey-700" aria-hidden />
            Share
          </Link>
          <button
            type="button"
            onClick={onDelete}
            disabled={deleting}
            aria-describedby={textId}
            className={cn(action, 'text-bad hover:bg-bad-soft disabled:cursor-not-allowed')}
          >
            {deleting ? (
              <LoaderCircle className="size-5 animate-spin" aria-hidden />
            ) : (
              <Trash2 className="size-5" aria-hidden />
            )}
            {deleting ? 'Deleting...' : 'Delete'}
          </button>
        </div>
      </article>
    </li>
  );
}

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        Loading your questions
      </p>
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white p-4"
        >
          <div className="flex gap-1.5">
            <Skeleton className="h-5 w-20 rounded-full" />
            <Skeleton className="h-5 w-16 rounded-full" />
            <Skeleton className="ml-auto h-4 w-20" />
          </div>
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-5 w-28 rounded-full" />
          <div className="grid grid-cols-4 gap-1 border-t border-line pt-2">
            {[0, 1, 2, 3].map((j) => (
              <Skeleton key={j} className="h-11 rounded-xl" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** "Quality 4.2 (5 ratings)"; difficulty votes when there are some. Nothing until rated. */
function RatingLine({ ratings }: { ratings: MyQuestion['ratings'] }) {
  if (ratings.count === 0) return null;
  const { easy, medium, hard } = ratings.difficulty;
  const raters = `${ratings.count} ${ratings.count === 1 ? 'rating' : 'ratings'}`;
  return (
    <p className="tabular inline-flex items-center gap-1.5 text-sm text-muted">
      <Star className="size-4 fill-honey-500 text-honey-700" aria-hidden />
      {ratings.qualityAverage === null ? (
        raters
      ) : (
        <span>
          <span className="font-semibold text-ink">
            Quality {ratings.qualityAverage.toFixed(1)}
          </span>{' '}
          ({raters})
        </span>
      )}
      {easy + medium + hard > 0 && (
        <span>
          · Easy {easy} · Medium {medium} · Hard {hard}
        </span>
      )}
    </p>
  );
}
