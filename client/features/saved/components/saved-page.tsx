// /saved (ADR 033): the trainee's saved questions, newest first, each with its reveal and a
// private note edited in place; a search over question text and notes; a quiz of the saved set.
import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Bookmark, Search, Trash2, Zap } from 'lucide-react';
import { savedQuizSize } from '#shared/contract/quiz.ts';
import type { SavedQuestion } from '#shared/contract/saved.ts';
import { QuestionReview } from '#client/components/question/question-review.tsx';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '#client/components/ui/states.tsx';
import { cn } from '#client/lib/cn.ts';
import { paths, type AnswerState } from '#client/lib/paths.ts';
import { useRemoveSaved } from '../api/remove-saved.ts';
import { useSavedQuestions } from '../api/saved-list.ts';
import { NoteEditor } from './note-editor.tsx';

/** The saved quiz: the newest `savedQuizSize` saved questions, or every one of them. */
const savedQuiz = (questionCount: typeof savedQuizSize | 'all'): AnswerState => ({
  type: 'saved',
  questionCount,
});

export function SavedPage() {
  const [search, setSearch] = useState('');
  const words = useDeferredValue(search);
  const saved = useSavedQuestions(words);
  // The quiz takes every saved question whatever the search: its size is the unsearched list's.
  const savedCount = useSavedQuestions().data?.items.length ?? 0;
  const searchId = useId();
  const items = saved.data?.items;
  const searching = words.trim() !== '';

  return (
    <div
      aria-busy={saved.isPending || undefined}
      className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-5 sm:py-8"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight">Saved Questions</h1>
          <p className="text-sm text-muted">
            Questions you bookmarked after answering, with your private notes.
          </p>
        </div>
        <SavedQuizLinks count={savedCount} />
      </div>

      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Search saved questions
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          maxLength={200}
          placeholder="Search questions and notes"
          className="min-h-11 w-full rounded-xl border border-line bg-white py-2 pr-3 pl-9 text-base text-ink placeholder:text-muted/70 focus:border-honey-500 focus:ring-2 focus:ring-honey-700 focus:outline-none"
        />
      </div>

      {saved.isPending ? (
        <div className="flex flex-col gap-4" role="status" aria-label="Loading saved questions">
          <Skeleton className="h-48 w-full rounded-[var(--radius-card)]" />
          <Skeleton className="h-48 w-full rounded-[var(--radius-card)]" />
        </div>
      ) : saved.isError && !items ? (
        <ErrorState
          title="Your saved questions could not be loaded"
          onRetry={() => void saved.refetch()}
          retrying={saved.isFetching}
        />
      ) : items && items.length === 0 ? (
        searching ? (
          <EmptyState
            icon={Search}
            title="No saved questions match"
            text="Try other words from the question or your note."
          />
        ) : (
          <EmptyState
            icon={Bookmark}
            title="No saved questions yet"
            text="After a quiz, press Save on a question in Review Your Answers to keep it here with a note."
            action={
              <Link to={paths.quick10} className={buttonClasses('primary', 'lg')}>
                <Zap className="size-5" aria-hidden />
                Start a Quick 10
              </Link>
            }
          />
        )
      ) : (
        <ul className={cn('flex flex-col gap-4', saved.isPlaceholderData && 'opacity-60')}>
          {items?.map((item) => (
            <SavedItem key={item.questionId} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Start a quiz of the saved set: one link while it fits in one quiz, else the newest
 * `savedQuizSize` or all of them.
 */
function SavedQuizLinks({ count }: { count: number }) {
  if (count === 0) return null;
  if (count <= savedQuizSize) {
    return (
      <Link to={paths.answer} state={savedQuiz('all')} className={buttonClasses('primary', 'md')}>
        <Zap className="size-4" aria-hidden />
        Quiz saved questions
      </Link>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Link
        to={paths.answer}
        state={savedQuiz(savedQuizSize)}
        className={buttonClasses('primary', 'md')}
        aria-label={`Quiz ${savedQuizSize} newest saved questions`}
      >
        <Zap className="size-4" aria-hidden />
        Quiz {savedQuizSize}
      </Link>
      <Link
        to={paths.answer}
        state={savedQuiz('all')}
        className={buttonClasses('secondary', 'md')}
        aria-label={`Quiz all ${count} saved questions`}
      >
        Quiz all {count}
      </Link>
    </div>
  );
}

function SavedItem({ item }: { item: SavedQuestion }) {
  const headingId = useId();
  const remove = useRemoveSaved();
  return (
    <li>
      <QuestionReview
        question={item}
        selectedAnswer={item.selectedAnswer}
        correctAnswer={item.correctAnswer}
        explanation={item.explanation}
        reference={item.reference}
        peerStats={item.peerStats}
        labelledBy={headingId}
        header={
          <div className="flex items-center justify-between gap-2">
            <h2 id={headingId} className="text-sm font-bold text-honey-700">
              Saved {new Date(item.savedAt).toLocaleDateString('en-NZ')}
            </h2>
            <span
              className={cn(
                'rounded-full px-2 py-1 text-xs font-bold',
                item.isCorrect ? 'bg-ok-soft text-ok' : 'bg-bad-soft text-bad',
              )}
            >
              Last answer {item.isCorrect ? 'correct' : 'incorrect'}
            </span>
          </div>
        }
        actions={
          <>
            <Button
              variant="secondary"
              size="md"
              className="px-3"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(item.questionId, {
                  onSuccess: () => toast.success('Removed from saved questions'),
                  onError: () => toast.error('Failed to remove the saved question'),
                })
              }
            >
              <Trash2 className="size-4" aria-hidden />
              Remove
            </Button>
            <div className="order-last w-full">
              <NoteEditor key={item.updatedAt} questionId={item.questionId} note={item.note} />
            </div>
          </>
        }
      />
    </li>
  );
}
