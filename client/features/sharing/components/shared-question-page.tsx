// /shared/{shareCode} [001 §2, §4, §8]: anyone, signed in or not, answers one shared question.
// Unanswered, then answered and locked: the correct option and a wrong choice are marked (icon
// and word), the explanation and reference appear, then Sign Up to Create Questions and Try
// Again (a reload). A malformed code or an unknown one goes to / with the spec's toast.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import {
  CircleCheck,
  CircleX,
  LoaderCircle,
  PenLine,
  RotateCw,
  Send,
  UserPlus,
} from 'lucide-react';
import type { OptionId } from '#shared/contract/questions.ts';
import {
  sharedQuestionMessages,
  type SharedAnswerResult,
  type SharedQuestion,
} from '#shared/contract/shared-question.ts';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { ErrorState } from '#client/components/ui/states.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import { useSession } from '#client/lib/session.ts';
import { useCheckSharedAnswer } from '../api/check-shared-answer.ts';
import { useSharedQuestion } from '../api/shared-question.ts';
import { ReferenceLink } from '#client/components/reference-link.tsx';
import { PointsBadge } from '#client/components/question/points-badge.tsx';
import { QuestionCard } from '#client/components/question/question-card.tsx';
import { Explanation } from '#client/components/question/question-review.tsx';
import { paths } from '#client/lib/paths.ts';

export function SharedQuestionPage() {
  const { shareCode = '' } = useParams();
  return <SharedQuestionScreen key={shareCode} code={shareCode} />;
}

/** The toast and the way out for a link that leads nowhere [001 §8]. */
function deadLinkMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 400) return sharedQuestionMessages.invalidLink;
  if (error.status === 404) return sharedQuestionMessages.notFound;
  return null;
}

function SharedQuestionScreen({ code }: { code: string }) {
  const navigate = useNavigate();
  const question = useSharedQuestion(code);
  const deadLink = question.isError ? deadLinkMessage(question.error) : null;

  useEffect(() => {
    if (!deadLink) return;
    toast.error(deadLink, { id: deadLink });
    navigate(paths.home, { replace: true });
  }, [deadLink, navigate]);

  return (
    <div
      aria-busy={question.isPending || undefined}
      className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-5 sm:py-8"
    >
      {question.data ? (
        <AnswerShared code={code} question={question.data} />
      ) : question.isError && !deadLink ? (
        <ErrorState
          title="This question could not be loaded"
          onRetry={() => void question.refetch()}
          retrying={question.isFetching}
        />
      ) : (
        <SharedSkeleton />
      )}
    </div>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('') || '?';

function AnswerShared({ code, question }: { code: string; question: SharedQuestion }) {
  const signedIn = Boolean(useSession().data?.user);
  const check = useCheckSharedAnswer();
  const [selected, setSelected] = useState<OptionId | null>(null);
  const [result, setResult] = useState<SharedAnswerResult | null>(null);
  const locked = result !== null || check.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    if (!selected) {
      return void toast.error(sharedQuestionMessages.selectAnswer, {
        id: sharedQuestionMessages.selectAnswer,
      });
    }
    check.mutate(
      { code, answer: selected },
      {
        onSuccess: (answer) => {
          setResult(answer);
          if (answer.isCorrect) {
            const points =
              signedIn && answer.pointsEarned > 0 ? answer.pointsEarned : answer.points;
            toast.success(`Correct! +${points} points`);
          } else {
            toast.error('Incorrect answer');
          }
        },
        onError: () => toast.error('Failed to check answer'),
      },
    );
  };

  return (
    <>
      <div className="flex flex-col gap-3">
        <p className="text-xs font-semibold tracking-wide text-honey-700 uppercase">
          Shared question
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight">Can you answer this one?</h1>
        <div className="flex items-center gap-2.5">
          <span
            className="hex flex size-10 shrink-0 items-center justify-center bg-honey-500 text-sm font-extrabold"
            aria-hidden
          >
            {initials(question.sharedByName)}
          </span>
          <p className="text-sm text-muted">
            Shared by <span className="font-semibold text-ink">{question.sharedByName}</span>
          </p>
        </div>
      </div>

      <form onSubmit={submit} noValidate aria-labelledby="shared-question-text">
        <QuestionCard
          as="div"
          textId="shared-question-text"
          question={question}
          badges={<PointsBadge points={question.points} />}
          choice={{ control: 'radio', selected, onSelect: setSelected, disabled: locked }}
          correctAnswer={result ? result.correctAnswer : undefined}
        >
          {result ? (
            <Outcome result={result} signedIn={signedIn} />
          ) : (
            <>
              <p className="min-h-5 text-sm text-muted" aria-live="polite">
                {selected ? `Selected ${selected.toUpperCase()}` : 'Choose one answer.'}
              </p>
              <Button type="submit" size="lg" disabled={check.isPending}>
                {check.isPending ? (
                  <LoaderCircle className="size-5 animate-spin" aria-hidden />
                ) : (
                  <Send className="size-5" aria-hidden />
                )}
                {check.isPending ? 'Checking...' : 'Submit Answer'}
              </Button>
            </>
          )}
        </QuestionCard>
      </form>

      {result && <NextSteps signedIn={signedIn} />}
    </>
  );
}

function Outcome({ result, signedIn }: { result: SharedAnswerResult; signedIn: boolean }) {
  const note = !signedIn
    ? 'Your answer is not saved. Sign up to earn nectar and track your progress.'
    : result.pointsEarned > 0
      ? `+${result.pointsEarned} nectar added to your total.`
      : result.saved
        ? 'Saved to your progress. No new nectar this time.'
        : null;
  return (
    <div className="flex flex-col gap-3">
      <div
        role="status"
        className={cn(
          'flex items-start gap-3 rounded-2xl border p-3',
          result.isCorrect ? 'border-ok/40 bg-ok-soft' : 'border-bad/30 bg-bad-soft',
        )}
      >
        {result.isCorrect ? (
          <CircleCheck className="mt-0.5 size-6 shrink-0 text-ok" aria-hidden />
        ) : (
          <CircleX className="mt-0.5 size-6 shrink-0 text-bad" aria-hidden />
        )}
        <div>
          <p className={cn('text-lg font-bold', result.isCorrect ? 'text-ok' : 'text-bad')}>
            {result.isCorrect ? 'Correct!' : 'Incorrect'}
          </p>
          <p className="text-sm">
            {result.isCorrect
              ? 'Nicely done.'
              : `The correct answer is ${result.correctAnswer.toUpperCase()}.`}
            {note && <span className="text-muted"> {note}</span>}
          </p>
        </div>
      </div>
      <Explanation>{result.explanation}</Explanation>
      <ReferenceLink href={result.reference} className="self-start" />
    </div>
  );
}

function NextSteps({ signedIn }: { signedIn: boolean }) {
  return (
    <section
      aria-labelledby="shared-next"
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-honey-300 bg-honey-100/60 p-5"
    >
      <div className="flex items-start gap-3">
        <span className="hex flex size-12 shrink-0 items-center justify-center bg-honey-500">
          <PenLine className="size-5" aria-hidden />
        </span>
        <div>
          <h2 id="shared-next" className="text-lg font-bold">
            {signedIn ? 'Got a question of your own?' : 'Write questions for your class'}
          </h2>
          <p className="text-sm text-muted">
            {signedIn
              ? 'Turn a case from clinic into an MCQ and earn 5 nectar.'
              : 'Hive is a shared question bank for GPEP1 trainees. Sign up to write questions, earn nectar and climb your class leaderboard.'}
          </p>
        </div>
      </div>
      <div className="grid gap-2.5 sm:grid-cols-2">
        {signedIn ? (
          <Link to={paths.writeQuestion} className={buttonClasses('primary', 'md')}>
            <PenLine className="size-5" aria-hidden />
            Write a Question
          </Link>
        ) : (
          <Link to={paths.auth} className={buttonClasses('primary', 'md')}>
            <UserPlus className="size-5" aria-hidden />
            Sign Up to Create Questions
          </Link>
        )}
        <Button variant="secondary" onClick={() => window.location.reload()}>
          <RotateCw className="size-5" aria-hidden />
          Try Again
        </Button>
      </div>
    </section>
  );
}

function SharedSkeleton() {
  return (
    <>
      <p role="status" className="sr-only">
        Loading question
      </p>
      <div className="flex flex-col gap-3">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-9 w-64 max-w-full" />
        <div className="flex items-center gap-2.5">
          <Skeleton className="hex size-10 rounded-none" />
          <Skeleton className="h-4 w-40" />
        </div>
      </div>
      <div className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5">
        <div className="flex gap-1.5">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-5 w-24 rounded-full" />
        </div>
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-6 w-4/5" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-14 w-full rounded-2xl" />
        ))}
        <Skeleton className="h-12 w-full rounded-xl" />
      </div>
    </>
  );
}
