// The shared question page once the question is loaded: who shared it, the question card with
// its four options, Submit Answer, then the outcome and the next steps
// [product#shared-question, #authoring-flow].
import { useState, type ComponentType, type FormEvent } from 'react';
import { toast } from 'sonner';
import { LoaderCircle, Send } from 'lucide-react';
import type { OptionId } from '#shared/contract/questions.ts';
import {
  sharedQuestionMessages,
  type SharedAnswerResult,
  type SharedQuestion,
} from '#shared/contract/shared-question.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useSession } from '#client/lib/session.ts';
import { PointsBadge } from '#client/components/question/points-badge.tsx';
import { QuestionCard } from '#client/components/question/question-card.tsx';
import { useCheckSharedAnswer } from '../api/check-shared-answer.ts';
import { Outcome } from './shared-answer-outcome.tsx';
import { NextSteps } from './shared-next-steps.tsx';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('') || '?';

export function AnswerShared({
  code,
  question,
  discussion: Discussion,
}: {
  code: string;
  question: SharedQuestion;
  /** ratings and the thread (ADR 038), for a signed-in viewer once answered */
  discussion?: ComponentType<{ questionId: string }> | undefined;
}) {
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
          // The nectar this answer earned, as the card under it says: 0 for a visitor, a repeat
          // or the author's own question.
          if (answer.isCorrect) toast.success(`Correct! +${answer.pointsEarned} points`);
          else toast.error('Incorrect answer');
        },
        // A signed-in answer is saved with the check; a visitor's is only checked.
        onError: () => toast.error(signedIn ? 'Failed to submit answer' : 'Failed to check answer'),
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
          peerOptions={result?.peerStats?.options}
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

      {/* Outside the answer's form: the thread has forms of its own. */}
      {result && signedIn && Discussion && (
        <section
          aria-label="Rating and discussion"
          className="rounded-2xl border border-line bg-white p-4 [&>div]:border-t-0 [&>div]:pt-0"
        >
          <Discussion questionId={question.id} />
        </section>
      )}
      {result && <NextSteps signedIn={signedIn} />}
    </>
  );
}
