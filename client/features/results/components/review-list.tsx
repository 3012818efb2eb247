// "Review Your Answers" [product#results, #review-rows]: one compact row per question (number,
// verdict, the stem's first line, the answer given against the right one) that opens on tap to the
// question whole (QuestionReview): the answers marked, the explanation, "View Reference", how
// others answered and, on /results, Flag, Share, Save and the discussion, which the route passes
// in. Closed rows render nothing of that, so nothing below is fetched until a row opens.
import { useId, useState, type ReactNode } from 'react';
import { ChevronDown, ListChecks } from 'lucide-react';
import type { QuestionResult } from '#shared/contract/quiz.ts';
import { QuestionReview, VerdictBadge } from '#client/components/question/question-review.tsx';
import { cn } from '#client/lib/cn.ts';
import type { ReviewActions } from '../review-actions.ts';

export function ReviewList({
  items,
  signedIn,
  actions,
  discuss,
  headerAction,
}: {
  items: readonly QuestionResult[];
  signedIn: boolean;
  actions?: ReviewActions;
  /** ratings and the thread under each revealed question (ADR 038) */
  discuss?: ReviewActions['Discuss'] | undefined;
  /** beside the heading (Take it again) */
  headerAction?: ReactNode;
}) {
  return (
    <section aria-labelledby="review-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="review-heading" className="flex items-center gap-2 text-xl font-bold">
          <ListChecks className="size-5 text-honey-700" aria-hidden />
          Review Your Answers
        </h2>
        {headerAction}
      </div>
      <ol className="flex flex-col gap-2.5">
        {items.map((item, i) => (
          <ReviewItem
            key={item.questionId}
            item={item}
            number={i + 1}
            signedIn={signedIn}
            actions={actions}
            Discuss={discuss}
          />
        ))}
      </ol>
    </section>
  );
}

/** The stem's first line: the row shows it cut to the width, the full question opens below. */
const firstLine = (text: string) => text.split('\n', 1)[0] ?? text;

/** "Your answer vs correct" at a glance: letters, and the right option's text. */
function glance(item: QuestionResult): string {
  if (item.selectedAnswer === null) return 'No answer given';
  const yours = `Your answer: ${item.selectedAnswer.toUpperCase()}`;
  const key = item.correctAnswer;
  const keyText = item.answers.find((a) => a.id === key)?.text;
  if (key === null || !keyText) return yours;
  if (key === item.selectedAnswer) return `${yours}. ${keyText}`;
  return `${yours} · Correct: ${key.toUpperCase()}. ${keyText}`;
}

function ReviewItem({
  item,
  number,
  signedIn,
  actions,
  Discuss,
}: {
  item: QuestionResult;
  number: number;
  signedIn: boolean;
  actions: ReviewActions | undefined;
  Discuss: ReviewActions['Discuss'] | undefined;
}) {
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const panelId = useId();
  // Ratings and the thread only where the answer is revealed, for a signed-in viewer.
  const discussed = Discuss !== undefined && signedIn && item.correctAnswer !== null;

  return (
    <li>
      <article
        aria-labelledby={labelId}
        className="scroll-mt-32 rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]"
      >
        <h3>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((was) => !was)}
            className="flex min-h-14 w-full items-start gap-3 rounded-[var(--radius-card)] px-4 py-3 text-left transition-colors hover:bg-honey-100/50"
          >
            <span className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="flex flex-wrap items-center gap-1.5">
                <span id={labelId} className="mr-0.5 text-sm font-bold text-honey-700">
                  Question {number}
                </span>
                <VerdictBadge isCorrect={item.selectedAnswer === null ? null : item.isCorrect} />
                {item.points > 0 && (
                  <span className="tabular rounded-full bg-honey-500 px-2 py-1 text-xs font-bold">
                    +{item.points} nectar
                  </span>
                )}
              </span>
              {!open && (
                <>
                  <span className="truncate font-semibold">{firstLine(item.questionText)}</span>
                  <span className="truncate text-sm text-muted">{glance(item)}</span>
                </>
              )}
            </span>
            <ChevronDown
              className={cn(
                'mt-0.5 size-5 shrink-0 text-honey-700 transition-transform motion-reduce:transition-none',
                open && 'rotate-180',
              )}
              aria-hidden
            />
          </button>
        </h3>
        <div id={panelId} hidden={!open} className="border-t border-line">
          {open && (
            <QuestionReview
              as="div"
              framed={false}
              question={item}
              selectedAnswer={item.selectedAnswer}
              correctAnswer={item.correctAnswer}
              explanation={
                item.explanation ??
                'Answer this question in a quiz to see its answer and explanation.'
              }
              reference={item.reference}
              peerStats={item.correctAnswer === null ? undefined : item.peerStats}
              actions={
                (actions || discussed) && (
                  <>
                    {actions && (
                      <>
                        <div className="ml-auto flex gap-2">
                          {/* a signed-in trainee flags only what they answered (ADR 058); a
                              visitor is still told to sign in */}
                          {(!signedIn || item.correctAnswer !== null) && (
                            <actions.Flag questionId={item.questionId} signedIn={signedIn} />
                          )}
                          <actions.Share questionId={item.questionId} signedIn={signedIn} />
                        </div>
                        {actions.Save && signedIn && item.correctAnswer !== null && (
                          <actions.Save questionId={item.questionId} />
                        )}
                      </>
                    )}
                    {discussed && <Discuss questionId={item.questionId} />}
                  </>
                )
              }
            />
          )}
        </div>
      </article>
    </li>
  );
}
