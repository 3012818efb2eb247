// /quick-10 [product#quick-10]: new, need-review and mastered counts, then Start Quiz — or the
// congratulations page when every question is mastered.
import { useNavigate } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { CircleCheck, RotateCcw, Sparkles, Zap } from 'lucide-react';
import type { QuestionStats } from '#shared/contract/stats.ts';
import { allQuestionsMastered } from '#shared/domain/mastery.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { ErrorState } from '#client/components/ui/states.tsx';
import { BackLink, QuizPageShell, StatTile } from '#client/components/quiz-page.tsx';
import { useErrorToast } from '#client/lib/use-error-toast.ts';
import { useSession } from '#client/lib/session.ts';
import { paths } from '#client/lib/paths.ts';
import { type AnswerState } from './components/navigation.ts';
import { TutorSwitch, useTutorChoice } from './components/tutor-switch.tsx';

/** `stats` is the stats feature's question counts query; app/routes/quick-ten.tsx passes it. */
export function QuickTenPage({ stats }: { stats: UseQueryResult<QuestionStats> }) {
  const navigate = useNavigate();
  const signedIn = Boolean(useSession().data?.user);
  useErrorToast(stats.errorUpdatedAt, stats.isError, 'Failed to load statistics');
  const overall = stats.data?.overall;
  const [tutor, setTutor] = useTutorChoice();

  const start = () => {
    if (overall && allQuestionsMastered(overall)) {
      navigate(paths.congratulations);
      return;
    }
    const state: AnswerState = { type: 'quick', questionCount: 10, tutor };
    navigate(paths.answer, { state });
  };

  return (
    <QuizPageShell>
      <BackLink to={paths.myProgress} />
      <div className="flex items-center gap-4">
        <span className="hex flex size-16 shrink-0 items-center justify-center bg-honey-500">
          <Zap className="size-8" aria-hidden />
        </span>
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">Quick 10</h1>
          <p className="text-muted">
            Ten questions from across the hive: new ones first, then the ones to review.
          </p>
        </div>
      </div>

      {stats.isPending ? (
        <div className="grid grid-cols-3 gap-2.5 sm:gap-3" aria-busy="true">
          <p role="status" className="sr-only">
            Loading your question counts
          </p>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-[7.5rem] rounded-2xl" />
          ))}
        </div>
      ) : overall ? (
        <div className="grid grid-cols-3 gap-2.5 sm:gap-3">
          <StatTile icon={Sparkles} label="New" value={overall.unattemptedQuestions} />
          <StatTile
            icon={RotateCcw}
            tone="bad"
            label="Need Review"
            value={overall.incorrectQuestions}
          />
          <StatTile
            icon={CircleCheck}
            tone="ok"
            label="Mastered"
            value={overall.correctQuestions}
          />
        </div>
      ) : (
        <ErrorState
          title="Failed to load statistics"
          text="You can still start a quiz; the counts will come back when you retry."
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      )}

      {overall && overall.totalQuestions === 0 ? (
        <p className="rounded-2xl border border-dashed border-honey-300 bg-white/70 p-4 text-center text-sm text-muted">
          The hive has no questions yet. Be the first to write one!
        </p>
      ) : null}

      <TutorSwitch tutor={tutor} onChange={setTutor} />

      <Button size="lg" onClick={start} disabled={stats.isPending} className="w-full">
        Start Quiz
      </Button>
      {!signedIn && !stats.isPending && (
        <p className="text-center text-sm text-muted">
          Answering as a guest. Sign up afterwards to keep your score and nectar.
        </p>
      )}
    </QuizPageShell>
  );
}
