// The top of /results [product#results, #results-flow]: "Quiz Complete!", "You scored N%", Correct
// / Incorrect / Points, then Next 10 [product#next-ten] and the other ways on, Performance Insights
// (or the revision message) with one specific line, and for a visitor the pitch to keep the score.
// The mark above the heading is as glad as the score (a trophy from 80%). An exam's result (ADR
// 036) says "Exam Complete!", shows its summary (`examSummary`) under the tiles and offers another
// exam instead of Next 10 and "Do 10 More".
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import {
  ArrowRight,
  BookOpen,
  CircleCheck,
  CircleX,
  ClipboardCheck,
  Hexagon,
  Lightbulb,
  PenLine,
  Repeat,
  Sparkles,
  Sprout,
  Trophy,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import type { QuizResult } from '#shared/contract/quiz.ts';
import {
  performanceLevel,
  performanceMessages,
  revisionMessage,
  type PerformanceLevel,
} from '#shared/domain/scoring.ts';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { StatTile } from '#client/components/quiz-page.tsx';
import { cn } from '#client/lib/cn.ts';
import { paths } from '#client/lib/paths.ts';
import type { NextQuiz } from '../next-quiz.ts';
import { QuizCompleteHeading } from './quiz-complete-heading.tsx';

/** The ways on after Next 10, side by side on a 360 px phone: icon over a short label. */
const secondaryTight =
  'inline-flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-xl border border-line bg-white px-1 py-1.5 text-sm leading-tight font-semibold text-center text-ink transition-colors hover:bg-honey-100';

const columns = ['', 'grid-cols-1', 'grid-cols-2', 'grid-cols-3'];

/** The mark above the heading, as glad as the score: a trophy is earned. */
const marks: Record<PerformanceLevel, { icon: LucideIcon; className: string }> = {
  excellent: { icon: Trophy, className: 'bg-honey-500 text-ink shadow-sm' },
  good: { icon: Sparkles, className: 'bg-honey-300 text-ink' },
  'keep-practicing': { icon: Sprout, className: 'bg-comb text-honey-700' },
};

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
  next,
  insightLine,
}: {
  result: QuizResult;
  signedIn: boolean;
  /** whether anyone is signed in is known yet (the account links wait for it) */
  sessionKnown: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  /** an exam's time, topics and percentile, shown under the tiles */
  examSummary?: ReactNode;
  /** what Next 10 starts; null where there is none (an exam) */
  next: NextQuiz | null;
  /** Performance Insights' specific line, when there is something true to say */
  insightLine: string | null;
}) {
  const isExam = result.quizType === 'exam';
  const incorrect = result.totalQuestions - result.correctAnswers;
  const level = performanceLevel(result.scorePercentage);
  const insight = performanceMessages[level];
  const mark = marks[level];
  const wayCount = (isExam ? 0 : 1) + (sessionKnown ? (signedIn ? 2 : 1) : 0);

  return (
    <>
      <div className="flex flex-col items-center gap-1.5 text-center">
        <span className={cn('hex flex size-14 items-center justify-center', mark.className)}>
          <mark.icon className="size-7" aria-hidden />
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

      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <StatTile
          size="sm"
          icon={CircleCheck}
          tone="ok"
          label="Correct"
          value={result.correctAnswers}
        />
        <StatTile size="sm" icon={CircleX} tone="bad" label="Incorrect" value={incorrect} />
        <StatTile
          size="sm"
          icon={Hexagon}
          label="Points"
          value={`${result.correctAnswers}/${result.totalQuestions}`}
        />
      </div>

      {examSummary}

      <div className="flex flex-col gap-2.5">
        {isExam ? (
          <Link to={paths.exam} className={buttonClasses('primary', 'lg')}>
            <ClipboardCheck className="size-5" aria-hidden />
            Sit Another Exam
          </Link>
        ) : (
          next && (
            <Link
              to={next.to}
              state={next.state}
              className={cn(buttonClasses('primary', 'lg'), 'min-h-14 py-2')}
            >
              <span className="flex flex-1 flex-col items-start text-left leading-tight">
                <span className="font-extrabold">Next 10</span>
                <span className="text-sm font-semibold">{next.what}</span>
              </span>
              <ArrowRight className="size-6" aria-hidden />
            </Link>
          )
        )}
        <div className={cn('grid gap-2.5 empty:hidden', columns[wayCount])}>
          {!isExam && (
            <Link to={paths.questionBank} className={secondaryTight}>
              <Repeat className="size-5 text-honey-700" aria-hidden />
              Do 10 More
            </Link>
          )}
          {sessionKnown && signedIn && (
            <>
              <Link to={paths.learn} className={secondaryTight}>
                <BookOpen className="size-5 text-honey-700" aria-hidden />
                Learn
              </Link>
              <Link to={paths.writeQuestion} className={secondaryTight}>
                <PenLine className="size-5 text-honey-700" aria-hidden />
                Add Question
              </Link>
            </>
          )}
          {sessionKnown && !signedIn && (
            <Link
              to={paths.signUp}
              className={cn(secondaryTight, 'border-ink bg-ink text-cream hover:bg-ink/90')}
            >
              <UserPlus className="size-5" aria-hidden />
              Sign Up to Track Progress
            </Link>
          )}
        </div>
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
          {insightLine && <p className="mt-1.5 text-sm font-semibold">{insightLine}</p>}
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
