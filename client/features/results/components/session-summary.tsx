// The top of /results [product#results, #results-flow]: "Quiz Complete!", "You scored N%", Correct
// / Incorrect / Points, what to do next, Performance Insights (or the revision message), and for a
// visitor the pitch to keep the score. An exam's result (ADR 036) says "Exam Complete!", shows its
// summary (`examSummary`) under the tiles and offers another exam instead of "Do 10 More".
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import {
  BookOpen,
  CircleCheck,
  CircleX,
  ClipboardCheck,
  Hexagon,
  Lightbulb,
  PenLine,
  Repeat,
  Trophy,
  UserPlus,
} from 'lucide-react';
import type { QuizResult } from '#shared/contract/quiz.ts';
import { performanceLevel, performanceMessages, revisionMessage } from '#shared/domain/scoring.ts';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { StatTile } from '#client/components/quiz-page.tsx';
import { cn } from '#client/lib/cn.ts';
import { paths } from '#client/lib/paths.ts';
import { QuizCompleteHeading } from './quiz-complete-heading.tsx';

/** Two secondary actions side by side on a 360 px phone: tighter padding, one line each. */
const secondaryTight =
  'inline-flex min-h-12 items-center justify-center gap-1.5 rounded-xl border border-line bg-white px-2 font-semibold whitespace-nowrap text-ink transition-colors hover:bg-honey-100';

const perks = [
  'This quiz and its nectar are linked to your new account',
  'Track your progress and revisit wrong answers',
  'Write questions and climb your class leaderboard',
];

export function SessionSummary({
  result,
  signedIn,
  sessionKnown,
  headingRef,
  examSummary,
}: {
  result: QuizResult;
  signedIn: boolean;
  /** whether anyone is signed in is known yet (the account links wait for it) */
  sessionKnown: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  /** an exam's time, topics and percentile, shown under the tiles */
  examSummary?: ReactNode;
}) {
  const isExam = result.quizType === 'exam';
  const incorrect = result.totalQuestions - result.correctAnswers;
  const insight = performanceMessages[performanceLevel(result.scorePercentage)];

  return (
    <>
      <div className="flex flex-col items-center gap-2 pt-2 text-center">
        <span className="hex flex size-20 items-center justify-center bg-honey-500 shadow-sm">
          <Trophy className="size-9 text-ink" aria-hidden />
        </span>
        <QuizCompleteHeading headingRef={headingRef} exam={isExam} />
        <p className="text-xl text-muted">
          You scored{' '}
          <span className="tabular font-extrabold text-ink">{result.scorePercentage}%</span>
        </p>
        {result.saved && result.pointsEarned > 0 && (
          <p className="tabular rounded-full bg-honey-100 px-3 py-1 text-sm font-semibold text-honey-700">
            +{result.pointsEarned} nectar added to your hive
          </p>
        )}
        {!result.saved && (
          <p className="max-w-sm text-sm text-muted">
            This score is not saved yet. Sign up and this quiz is added to your progress.
          </p>
        )}
      </div>

      <div className="grid grid-cols-3 gap-2.5 sm:gap-3">
        <StatTile icon={CircleCheck} tone="ok" label="Correct" value={result.correctAnswers} />
        <StatTile icon={CircleX} tone="bad" label="Incorrect" value={incorrect} />
        <StatTile
          icon={Hexagon}
          label="Points"
          value={`${result.correctAnswers}/${result.totalQuestions}`}
        />
      </div>

      {examSummary}

      <div className="flex flex-col gap-2.5 sm:flex-row sm:flex-wrap">
        {isExam ? (
          <Link to={paths.exam} className={cn(buttonClasses('primary', 'lg'), 'sm:flex-1')}>
            <ClipboardCheck className="size-5" aria-hidden />
            Sit Another Exam
          </Link>
        ) : (
          <Link to={paths.questionBank} className={cn(buttonClasses('primary', 'lg'), 'sm:flex-1')}>
            <Repeat className="size-5" aria-hidden />
            Do 10 More
          </Link>
        )}
        {sessionKnown && signedIn && (
          <div className="grid grid-cols-2 gap-2.5 sm:flex-1">
            <Link to={paths.learn} className={secondaryTight}>
              <BookOpen className="size-5" aria-hidden />
              Learn
            </Link>
            <Link to={paths.writeQuestion} className={secondaryTight}>
              <PenLine className="size-5" aria-hidden />
              Add Question
            </Link>
          </div>
        )}
        {sessionKnown && !signedIn && (
          <Link to={paths.signUp} className={cn(buttonClasses('dark', 'lg'), 'sm:flex-1')}>
            <UserPlus className="size-5" aria-hidden />
            Sign Up to Track Progress
          </Link>
        )}
      </div>

      <section
        aria-labelledby="insights-heading"
        className="flex gap-3 rounded-[var(--radius-card)] border border-honey-300 bg-honey-100/70 p-4"
      >
        <span className="hex flex size-10 shrink-0 items-center justify-center bg-honey-500">
          <Lightbulb className="size-5" aria-hidden />
        </span>
        <div>
          <h2
            id="insights-heading"
            className="text-xs font-bold tracking-wide text-honey-700 uppercase"
          >
            Performance Insights
          </h2>
          <p className="font-bold">{insight.title}</p>
          <p className="text-sm text-muted">{result.isRevision ? revisionMessage : insight.text}</p>
        </div>
      </section>

      {sessionKnown && !signedIn && (
        <section
          aria-labelledby="pitch-heading"
          className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-ink p-5 text-cream"
        >
          <h2 id="pitch-heading" className="text-lg font-bold">
            Keep this score in your hive
          </h2>
          <ul className="flex flex-col gap-1.5 text-sm text-cream/85">
            {perks.map((perk) => (
              <li key={perk} className="flex gap-2">
                <CircleCheck className="size-4 shrink-0 text-honey-300" aria-hidden />
                {perk}
              </li>
            ))}
          </ul>
          <Link to={paths.signUp} className={cn(buttonClasses('primary', 'lg'), 'self-stretch')}>
            Create Free Account
          </Link>
        </section>
      )}
    </>
  );
}
