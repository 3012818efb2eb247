// The result of a shared quiz [001 §2, §4]: score/total and the rounded percent; for signed-in
// trainees "Your results have been saved!", for visitors the sign-up pitch; then every question
// with the answer given, the correct one, the explanation and its reference.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import {
  BarChart3,
  BookOpen,
  CircleCheck,
  CircleX,
  GraduationCap,
  PenLine,
  RotateCcw,
  TrendingUp,
  Trophy,
  UserPlus,
  Users,
} from 'lucide-react';
import type { QuizResult } from '#shared/contract/quiz.ts';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/cn.ts';
import { ReferenceLink } from '#client/components/reference-link.tsx';

function scoreLine(percentage: number) {
  if (percentage === 100) return 'A perfect comb. Every answer right.';
  if (percentage >= 80) return 'Sweet work. You know this material well.';
  if (percentage >= 50) return 'Good going. The review below shows what to revisit.';
  return 'Every question you get wrong today is one you will remember. Read the explanations below.';
}

export function TakeQuizResults({
  quizName,
  result,
  onRetake,
}: {
  quizName: string;
  result: QuizResult;
  onRetake: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), []);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6">
      <Card className="flex flex-col items-center gap-3 text-center">
        <p className="text-xs font-semibold tracking-wide text-honey-700 uppercase">{quizName}</p>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-3xl font-extrabold tracking-tight focus:outline-none"
        >
          Quiz Complete!
        </h1>
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

      <section aria-labelledby="take-quiz-review" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-3">
          <h2 id="take-quiz-review" className="text-xl font-bold">
            Review Your Answers
          </h2>
          <Button
            variant="ghost"
            size="sm"
            onClick={onRetake}
            className="shrink-0 whitespace-nowrap"
          >
            <RotateCcw className="size-4" aria-hidden />
            Take it again
          </Button>
        </div>
        <ol className="flex flex-col gap-3">
          {result.results.map((item, i) => {
            const question = item;
            // A shared quiz scores an unanswered question as a [001 §4].
            const selectedAnswer = item.selectedAnswer ?? 'a';
            const text = (id: string) => question.answers.find((a) => a.id === id)?.text ?? '';
            return (
              <li key={item.questionId}>
                <article
                  aria-labelledby={`review-${item.questionId}`}
                  className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-[var(--shadow-card)] sm:p-5"
                >
                  <div className="flex items-center justify-between gap-2">
                    <h3
                      id={`review-${item.questionId}`}
                      className="text-sm font-bold text-honey-700"
                    >
                      Question {i + 1}
                    </h3>
                    {item.isCorrect ? (
                      <span className="inline-flex items-center gap-1 rounded-full bg-ok-soft px-2.5 py-1 text-xs font-bold text-ok">
                        <CircleCheck className="size-4" aria-hidden />
                        Correct
                      </span>
                    ) : (
                      <span className="inline-flex items-center gap-1 rounded-full bg-bad-soft px-2.5 py-1 text-xs font-bold text-bad">
                        <CircleX className="size-4" aria-hidden />
                        Incorrect
                      </span>
                    )}
                  </div>
                  <p className="leading-relaxed font-semibold whitespace-pre-line">
                    {question.questionText}
                  </p>
                  <dl className="flex flex-col gap-2 text-sm">
                    <AnswerRow
                      label="Your answer"
                      option={selectedAnswer}
                      text={text(selectedAnswer)}
                      tone={item.isCorrect ? 'ok' : 'bad'}
                    />
                    {!item.isCorrect && item.correctAnswer !== null && (
                      <AnswerRow
                        label="Correct answer"
                        option={item.correctAnswer}
                        text={text(item.correctAnswer)}
                        tone="ok"
                      />
                    )}
                  </dl>
                  <div className="rounded-xl bg-cream p-3 text-sm">
                    <p className="mb-1 font-bold">Explanation</p>
                    <p className="leading-relaxed whitespace-pre-line text-ink/90">
                      {item.explanation ??
                        'Answer this question in a quiz to see its answer and explanation.'}
                    </p>
                  </div>
                  <ReferenceLink
                    href={item.reference}
                    className="inline-flex min-h-11 items-center gap-1.5 self-start rounded-xl px-1 text-sm font-semibold text-honey-700 underline-offset-4 hover:underline"
                  />
                </article>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}

function AnswerRow({
  label,
  option,
  text,
  tone,
}: {
  label: string;
  option: string;
  text: string;
  tone: 'ok' | 'bad';
}) {
  const Icon = tone === 'ok' ? CircleCheck : CircleX;
  return (
    <div
      className={cn(
        'flex items-start gap-2.5 rounded-xl border-2 px-3 py-2',
        tone === 'ok' ? 'border-ok/50 bg-ok-soft' : 'border-bad/40 bg-bad-soft',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'hex flex size-7 shrink-0 items-center justify-center text-xs font-extrabold text-white',
          tone === 'ok' ? 'bg-ok' : 'bg-bad',
        )}
      >
        {option.toUpperCase()}
      </span>
      <div className="flex-1">
        <dt
          className={cn(
            'flex items-center gap-1 text-xs font-bold',
            tone === 'ok' ? 'text-ok' : 'text-bad',
          )}
        >
          <Icon className="size-3.5" aria-hidden />
          {label}
        </dt>
        <dd>
          <span className="sr-only">{option.toUpperCase()}. </span>
          {text}
        </dd>
      </div>
    </div>
  );
}

function SavedPanel({ pointsEarned }: { pointsEarned: number }) {
  return (
    <Card className="flex flex-col gap-4 border-ok/30 bg-ok-soft/60">
      <div className="flex items-start gap-3">
        <span className="hex flex size-11 shrink-0 items-center justify-center bg-ok text-white">
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
        <Link to="/learn" className={buttonClasses('primary', 'lg')}>
          <GraduationCap className="size-5" aria-hidden />
          Back to Learn
        </Link>
        <Link to="/stats" className={buttonClasses('secondary', 'lg')}>
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
        <Link to="/signup" className={buttonClasses('primary', 'lg')}>
          <UserPlus className="size-5" aria-hidden />
          Create Account
        </Link>
        <Link to="/auth" className={buttonClasses('secondary', 'lg')}>
          Sign In
        </Link>
      </div>
    </Card>
  );
}
