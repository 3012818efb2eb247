// "Rate this question" (ADR 038): five stars as radio buttons and Easy / Medium / Hard toggles,
// each saved as soon as it is chosen and changeable; below, what everyone thinks. The author
// (and anyone on a deleted question) sees only the summary.
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Star } from 'lucide-react';
import type { RateQuestionInput, RatingSummary } from '#shared/contract/discussion.ts';
import { difficulties, type Difficulty } from '#shared/contract/discussion-rules.ts';
import { cn } from '#client/lib/cn.ts';
import { friendlyMessage } from '#client/lib/friendly-error.ts';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useQuestionRating } from '../api/question-rating.ts';
import { useRateQuestion } from '../api/rate-question.ts';

const difficultyLabel: Record<Difficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

export function RatingPanel({ questionId, load = true }: { questionId: string; load?: boolean }) {
  const query = useQuestionRating(questionId, load);
  const rate = useRateQuestion(questionId);
  const name = useId();
  /** the choice just made, shown at once while the server saves it */
  const [chosen, setChosen] = useState<RateQuestionInput>({});

  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-1.5">
        <p role="status" className="sr-only">
          Loading ratings
        </p>
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-56" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="flex items-center gap-2 text-sm text-muted">
        Couldn&apos;t load the ratings.
        <Button variant="link" size="sm" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </p>
    );
  }

  const { canRate, summary } = query.data;
  const mine = {
    quality: chosen.quality ?? query.data.mine?.quality ?? null,
    difficulty: chosen.difficulty ?? query.data.mine?.difficulty ?? null,
  };
  const send = (input: RateQuestionInput) => {
    setChosen((c) => ({ ...c, ...input }));
    rate.mutate(input, {
      onSuccess: () => toast.success('Thanks for rating this question'),
      onError: (error) => toast.error(friendlyMessage(error)),
      // The server's answer (or the old rating, after a failure) is what shows from now on.
      onSettled: () => setChosen({}),
    });
  };

  return (
    <div className="flex flex-col gap-2">
      {canRate && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-bold">Rate this question</legend>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <div role="radiogroup" aria-label="Quality" className="flex items-center">
              {[1, 2, 3, 4, 5].map((value) => {
                const lit = (mine.quality ?? 0) >= value;
                return (
                  <label
                    key={value}
                    className="flex size-9 cursor-pointer items-center justify-center rounded-full hover:bg-honey-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-honey-700"
                  >
                    <input
                      type="radio"
                      name={name}
                      value={value}
                      checked={mine.quality === value}
                      onChange={() => send({ quality: value })}
                      className="sr-only"
                    />
                    <Star
                      aria-hidden
                      className={cn('size-5', lit ? 'fill-honey-500 text-honey-700' : 'text-muted')}
                    />
                    <span className="sr-only">
                      {value} {value === 1 ? 'star' : 'stars'}
                    </span>
                  </label>
                );
              })}
            </div>
            <div role="group" aria-label="Difficulty" className="flex gap-1.5">
              {difficulties.map((d) => (
                <Button
                  key={d}
                  variant="secondary"
                  size="sm"
                  aria-pressed={mine.difficulty === d}
                  onClick={() => send({ difficulty: d })}
                  className={cn(mine.difficulty === d && 'border-honey-500 bg-honey-100')}
                >
                  {difficultyLabel[d]}
                </Button>
              ))}
            </div>
          </div>
        </fieldset>
      )}
      <RatingSummaryLine summary={summary} />
    </div>
  );
}

/** "Quality 4.2 / 5 (5 ratings) · Easy 1 · Medium 3 · Hard 1", or "No ratings yet". */
function RatingSummaryLine({ summary }: { summary: RatingSummary }) {
  if (summary.count === 0) return <p className="text-sm text-muted">No ratings yet</p>;
  const { easy, medium, hard } = summary.difficulty;
  return (
    <p className="tabular text-sm text-muted">
      {summary.qualityAverage !== null && (
        <span className="font-semibold text-ink">
          Quality {summary.qualityAverage.toFixed(1)} / 5{' '}
        </span>
      )}
      ({summary.count} {summary.count === 1 ? 'rating' : 'ratings'})
      {easy + medium + hard > 0 && ` · Easy ${easy} · Medium ${medium} · Hard ${hard}`}
    </p>
  );
}
