// The top of a shared quiz's result [product#shared-quizzes, #shared-quiz-flow]: the quiz's name,
// score/total and the rounded percent; for signed-in trainees "Your results have been saved!" with
// Back to Learn and View Stats, for visitors the sign-up pitch with Create Account and Sign In.
import type { Ref } from 'react';
import { Link } from 'react-router';
import {
  BarChart3,
  BookOpen,
  CircleCheck,
  GraduationCap,
  PenLine,
  TrendingUp,
  Trophy,
  UserPlus,
  Users,
} from 'lucide-react';
import type { QuizResult } from '#shared/contract/quiz.ts';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { paths } from '#client/lib/paths.ts';
import { QuizCompleteHeading } from './quiz-complete-heading.tsx';

function scoreLine(percentage: number) {
  if (percentage === 100) return 'A perfect comb. Every answer right.';
  if (percentage >= 80) return 'Sweet work. You know this material well.';
  if (percentage >= 50) return 'Good going. The review below shows what to revisit.';
  return 'Every question you get wrong today is one you will remember. Read the explanations below.';
}

export function SharedSummary({
  result,
  quizName,
  headingRef,
}: {
  result: QuizResult;
  quizName: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <>
      <Card className="flex flex-col items-center gap-3 text-center">
        <p className="text-xs font-semibold tracking-wide text-honey-700 uppercase">{quizName}</p>
        <QuizCompleteHeading headingRef={headingRef} />
        <div className="hex relative flex size-32 flex-col items-center justify-center bg-honey-500">
          <Trophy className="size-6" aria-hidden />
          <span className="tabular text-4xl leading-none font-extrabold">
            {result.correctAnswers}/{result.totalQuestions}
          </span>
          <span className="sr-only"> correct, </span>
          <span className="tabular text-base font-bold">{result.scorePercentage}%</span>
        </div>
        <p className="max-w-sm text-muted">{scoreLine(result.scorePercentage)}</p>
      </Card>
      {result.saved ? <SavedPanel pointsEarned={result.pointsEarned} /> : <SignUpPitch />}
    </>
  );
}

function SavedPanel({ pointsEarned }: { pointsEarned: number }) {
  return (
    <Card className="flex flex-col gap-4 border-ok/30 bg-ok-soft/60">
      <div className="flex items-start gap-3">
        <span className="hex flex size-11 shrink-0 items-center justify-center bg-ok text-cream">
          <CircleCheck className="size-5" aria-hidden />
        </span>
        <div>
          <p className="text-lg font-bold">Your results have been saved!</p>
          <p className="text-sm text-muted">
            {pointsEarned > 0 ? (
              <>
                <span className="tabular font-semibold text-ink">+{pointsEarned} nectar</span> for
                your first correct answers. They count towards your class too.
              </>
            ) : (
              'They count in your stats and progress.'
            )}
          </p>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Link to={paths.learn} className={buttonClasses('primary', 'lg')}>
          <GraduationCap className="size-5" aria-hidden />
          Back to Learn
        </Link>
        <Link to={paths.stats} className={buttonClasses('secondary', 'lg')}>
          <BarChart3 className="size-5" aria-hidden />
          View Stats
        </Link>
      </div>
    </Card>
  );
}

const perks = [
  { icon: BookOpen, text: 'Full explanations with references, kept for your revision' },
  { icon: Users, text: "Contribute to your class's points on the leaderboard" },
  { icon: PenLine, text: 'Write your own questions and share them' },
  { icon: TrendingUp, text: 'Track your progress, topic by topic' },
];

function SignUpPitch() {
  return (
    <Card
      className="flex flex-col gap-4 border-honey-300 bg-honey-100/60"
      role="region"
      aria-labelledby="take-quiz-pitch"
    >
      <div>
        <h2 id="take-quiz-pitch" className="text-lg font-bold">
          Your results are not saved yet
        </h2>
        <p className="text-sm text-muted">
          Create a free account to keep score and study with your class:
        </p>
      </div>
      <ul className="flex flex-col gap-2.5">
        {perks.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3">
            <span className="hex flex size-8 shrink-0 items-center justify-center bg-honey-500">
              <Icon className="size-4" aria-hidden />
            </span>
            <span className="pt-1 text-sm">{text}</span>
          </li>
        ))}
      </ul>
      <div className="grid gap-3 sm:grid-cols-2">
        <Link to={paths.signUp} className={buttonClasses('primary', 'lg')}>
          <UserPlus className="size-5" aria-hidden />
          Create Account
        </Link>
        <Link to={paths.auth} className={buttonClasses('secondary', 'lg')}>
          Sign In
        </Link>
      </div>
    </Card>
  );
}
