// A finished quiz's result, for /results and /take-quiz alike (ADR 029): the summary of that
// screen (score, percent, saved or visitor panels), an exam's summary (ADR 036), "Review Your
// Answers" (compact rows that open), Back to Top, and after a saved /results quiz the reward
// pop-up, once per quiz.
import { useEffect, useRef, useState } from 'react';
import { ArrowUp, RotateCcw } from 'lucide-react';
import type { QuizResult } from '#shared/contract/quiz.ts';
import { rewardPopup } from '#shared/domain/scoring.ts';
import { Button } from '#client/components/ui/button.tsx';
import { QuizPageShell } from '#client/components/quiz-page.tsx';
import { useSession } from '#client/lib/session.ts';
import { markRewardShown, rewardAlreadyShown } from '#client/lib/quiz-session/quiz-storage.ts';
import type { NextQuiz } from './next-quiz.ts';
import type { ReviewActions } from './review-actions.ts';
import { RewardPopup } from './components/reward-popup.tsx';
import { ExamResultSummary } from './components/exam-summary.tsx';
import { ReviewList } from './components/review-list.tsx';
import { SessionSummary } from './components/session-summary.tsx';
import { SharedSummary } from './components/shared-summary.tsx';

/** Which screen shows the result: /results, or a shared quiz's own page. */
export type ResultsScreen =
  | {
      kind: 'results';
      reviewActions?: ReviewActions;
      /** what Next 10 starts (null: none) */
      next: NextQuiz | null;
      /** Performance Insights' specific line */
      insightLine: string | null;
    }
  | {
      kind: 'shared-quiz';
      quizName: string;
      onRetake: () => void;
      /** ratings and the thread (ADR 038); the shared quiz has no Flag, Share or Save */
      discuss?: ReviewActions['Discuss'] | undefined;
    };

export function QuizResultsView({ result, screen }: { result: QuizResult; screen: ResultsScreen }) {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reward = screen.kind === 'results' && result.saved ? rewardPopup(result) : null;
  const [showReward, setShowReward] = useState(
    () => reward !== null && !rewardAlreadyShown(result.sessionId),
  );
  useEffect(() => {
    if (showReward) markRewardShown(result.sessionId);
  }, [showReward, result.sessionId]);

  // Arriving from the last question of a long quiz: start at the score, not halfway down.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [result.sessionId]);

  const backToTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    headingRef.current?.focus({ preventScroll: true });
  };

  return (
    <QuizPageShell>
      {screen.kind === 'results' ? (
        <SessionSummary
          result={result}
          signedIn={signedIn}
          sessionKnown={!session.isPending}
          headingRef={headingRef}
          examSummary={result.exam && <ExamResultSummary result={result} exam={result.exam} />}
          next={screen.next}
          insightLine={screen.insightLine}
        />
      ) : (
        <SharedSummary result={result} quizName={screen.quizName} headingRef={headingRef} />
      )}

      <ReviewList
        items={result.results}
        signedIn={signedIn}
        actions={screen.kind === 'results' ? screen.reviewActions : undefined}
        discuss={screen.kind === 'results' ? screen.reviewActions?.Discuss : screen.discuss}
        headerAction={
          screen.kind === 'shared-quiz' && (
            <Button
              variant="ghost"
              size="sm"
              onClick={screen.onRetake}
              className="shrink-0 whitespace-nowrap"
            >
              <RotateCcw className="size-4" aria-hidden />
              Take it again
            </Button>
          )
        }
      />

      <Button variant="secondary" onClick={backToTop} className="self-center">
        <ArrowUp className="size-4" aria-hidden />
        Back to Top
      </Button>

      {showReward && reward && (
        <RewardPopup
          reward={reward}
          pointsEarned={result.pointsEarned}
          onClose={(returnFocus) => {
            setShowReward(false);
            if (returnFocus) headingRef.current?.focus({ preventScroll: true });
          }}
        />
      )}
    </QuizPageShell>
  );
}
