// /question-bank/review-options [product#review-options]: every question of the scope has been
// attempted; offer a review of the incorrect or the correct ones (10 at a time).
import { Link, Navigate, useLocation } from 'react-router';
import { CircleCheck, CircleX, Hexagon, RotateCcw, Target } from 'lucide-react';
import { reviewQuizSize } from '#shared/contract/quiz.ts';
import { percent } from '#shared/domain/scoring.ts';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { QuizPageShell, StatTile } from '#client/components/quiz-page.tsx';
import { cn } from '#client/lib/cn.ts';
import { paths } from '#client/lib/paths.ts';
import { type AnswerState, type ReviewOptionsState } from './components/navigation.ts';

function isReviewState(value: unknown): value is ReviewOptionsState {
  const state = value as Partial<ReviewOptionsState> | null;
  const stats = state?.stats;
  return (
    (state?.type === 'quick' || state?.type === 'topic') &&
    typeof stats?.totalQuestions === 'number' &&
    typeof stats.correctCount === 'number' &&
    typeof stats.incorrectCount === 'number'
  );
}

export function ReviewOptionsPage() {
  const location = useLocation();
  if (!isReviewState(location.state)) return <Navigate to={paths.questionBank} replace />;
  const { type, topic, stats } = location.state;
  const accuracyPercent = percent(stats.correctCount, stats.totalQuestions);

  const review = (reviewMode: 'incorrect' | 'correct'): AnswerState => ({
    type,
    ...(topic ? { topicId: topic.id, topicName: topic.name } : {}),
    questionCount: reviewQuizSize,
    reviewMode,
  });

  return (
    <QuizPageShell>
      <div className="flex flex-col items-center gap-2 pt-2 text-center">
        <span className="hex flex size-20 items-center justify-center bg-honey-500">
          <CircleCheck className="size-9" aria-hidden />
        </span>
        {topic?.name && (
          <p className="text-sm font-bold tracking-wide text-honey-700 uppercase">{topic.name}</p>
        )}
        <h1 className="text-3xl font-extrabold tracking-tight">All Questions Completed!</h1>
        <p className="max-w-md text-muted">
          You have attempted every question {topic?.name ? 'in this topic' : 'in the hive'}. Review
          them to lock in what you know.
        </p>
      </div>

      <div className="grid grid-cols-3 gap-2.5 sm:gap-3">
        <StatTile icon={Hexagon} label="Total" value={stats.totalQuestions} />
        <StatTile icon={CircleCheck} tone="ok" label="Correct" value={stats.correctCount} />
        <StatTile icon={CircleX} tone="bad" label="Incorrect" value={stats.incorrectCount} />
      </div>

      <div className="flex items-center gap-4 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-[var(--shadow-card)]">
        <span className="hex flex size-12 shrink-0 items-center justify-center bg-honey-100 text-honey-700">
          <Target className="size-6" aria-hidden />
        </span>
        <div className="flex-1">
          <p className="text-sm font-semibold text-muted">Overall accuracy</p>
          <p className="tabular text-2xl font-extrabold">{accuracyPercent}%</p>
        </div>
        <div
          className="h-2.5 w-1/3 overflow-hidden rounded-full bg-honey-100"
          role="img"
          aria-label={`${accuracyPercent}% accuracy`}
        >
          <div
            className="h-full rounded-full bg-honey-500"
            style={{ width: `${accuracyPercent}%` }}
          />
        </div>
      </div>

      <div className="flex flex-col gap-2.5">
        {stats.incorrectCount > 0 && (
          <Link
            to={paths.answer}
            state={review('incorrect')}
            className={cn(buttonClasses('primary'), 'min-h-12')}
          >
            <RotateCcw className="size-5" aria-hidden />
            Review Incorrect Answers ({stats.incorrectCount})
          </Link>
        )}
        {stats.correctCount > 0 && (
          <Link
            to={paths.answer}
            state={review('correct')}
            className={cn(
              buttonClasses(stats.incorrectCount > 0 ? 'secondary' : 'primary'),
              'min-h-12',
            )}
          >
            <CircleCheck className="size-5" aria-hidden />
            Review Correct Answers ({stats.correctCount})
          </Link>
        )}
        <Link to={paths.questionBank} className={cn(buttonClasses('ghost'), 'min-h-12')}>
          Back to Question Bank
        </Link>
      </div>
    </QuizPageShell>
  );
}
