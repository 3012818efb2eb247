// One question of "Review Your Answers" [000 §2]: the viewer's answer, the correct one, the
// explanation, an optional reference, and Flag and Share.
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { CircleCheck, CircleMinus, CircleX, Flag, Lock, Share2 } from 'lucide-react';
import { flagMessages } from '#shared/contract/flags.ts';
import type { QuestionResult } from '#shared/contract/quiz.ts';
import { Button } from '#client/components/ui/button.tsx';
import { copyText } from '#client/lib/clipboard.ts';
import { cn } from '#client/lib/cn.ts';
import { sharedQuestionUrl, useShareQuestion } from '../api/share-question.ts';
import { TopicBadges } from '#client/components/topic-badges.tsx';
import { FlagDialog } from './flag-dialog.tsx';
import { ReferenceLink } from '#client/components/reference-link.tsx';

function Verdict({ item }: { item: QuestionResult }) {
  if (item.selectedAnswer === null) {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-comb px-2.5 py-1 text-xs font-bold text-muted">
        <CircleMinus className="size-4" aria-hidden />
        Not answered
      </span>
    );
  }
  return item.isCorrect ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-ok-soft px-2.5 py-1 text-xs font-bold text-ok">
      <CircleCheck className="size-4" aria-hidden />
      Correct
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-bad-soft px-2.5 py-1 text-xs font-bold text-bad">
      <CircleX className="size-4" aria-hidden />
      Incorrect
    </span>
  );
}

export function ReviewItem({
  item,
  number,
  signedIn,
}: {
  item: QuestionResult;
  number: number;
  signedIn: boolean;
}) {
  const [flagOpen, setFlagOpen] = useState(false);
  const [flagged, setFlagged] = useState(false);
  const share = useShareQuestion();
  const headingId = useId();
  const shareNoteId = useId();
  const shareBlocked = signedIn && !item.ownQuestion;

  const onFlag = () => {
    if (!signedIn) return void toast.error(flagMessages.signInToFlag);
    setFlagOpen(true);
  };

  const onShare = () => {
    if (!signedIn) return void toast.error(flagMessages.signInToShare);
    share.mutate(item.questionId, {
      onSuccess: async ({ code }) => {
        const url = sharedQuestionUrl(code);
        if (await copyText(url)) {
          toast.success('🔗 Link copied to clipboard!', {
            description: 'Share this link with your friends',
            duration: 3000,
          });
        } else {
          // The link exists; only the copy failed (clipboard blocked): show it to copy by hand.
          toast('Copy this link to share the question', { description: url, duration: 15_000 });
        }
      },
      onError: () => toast.error('Failed to create share link'),
    });
  };

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex scroll-mt-32 flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-[var(--shadow-card)] sm:p-5"
      >
        <div className="flex items-center justify-between gap-2">
          <h3 id={headingId} className="text-sm font-bold text-honey-700">
            Question {number}
          </h3>
          <div className="flex items-center gap-1.5">
            {item.points > 0 && (
              <span className="tabular rounded-full bg-honey-500 px-2 py-1 text-xs font-bold">
                +{item.points} nectar
              </span>
            )}
            <Verdict item={item} />
          </div>
        </div>
        <TopicBadges topics={item.topics} />
        <p className="leading-relaxed font-semibold whitespace-pre-line">{item.questionText}</p>

        <ul className="flex flex-col gap-2" aria-label="Answers">
          {item.answers.map((answer) => {
            const correct = answer.id === item.correctAnswer;
            const chosen = answer.id === item.selectedAnswer;
            const labels = [chosen && 'Your answer', correct && 'Correct answer'].filter(Boolean);
            return (
              <li
                key={answer.id}
                className={cn(
                  'flex items-start gap-2.5 rounded-xl border-2 px-3 py-2 text-sm',
                  correct && 'border-ok/60 bg-ok-soft',
                  chosen && !correct && 'border-bad/50 bg-bad-soft',
                  !correct && !chosen && 'border-line',
                )}
              >
                <span
                  className={cn(
                    'hex flex size-7 shrink-0 items-center justify-center text-xs font-extrabold',
                    correct
                      ? 'bg-ok text-white'
                      : chosen
                        ? 'bg-bad text-white'
                        : 'bg-comb text-muted',
                  )}
                  aria-hidden
                >
                  {answer.id.toUpperCase()}
                </span>
                <span className="flex-1 pt-1">
                  <span className="sr-only">{answer.id.toUpperCase()}. </span>
                  {answer.text}
                  {labels.length > 0 && (
                    <span
                      className={cn(
                        'mt-0.5 flex items-center gap-1 text-xs font-bold',
                        correct ? 'text-ok' : 'text-bad',
                      )}
                    >
                      {correct ? (
                        <CircleCheck className="size-3.5" aria-hidden />
                      ) : (
                        <CircleX className="size-3.5" aria-hidden />
                      )}
                      {labels.join(' · ')}
                    </span>
                  )}
                </span>
              </li>
            );
          })}
        </ul>

        <div className="rounded-xl bg-cream p-3 text-sm">
          <p className="mb-1 font-bold">Explanation</p>
          <p className="leading-relaxed whitespace-pre-line text-ink/90">
            {item.explanation ??
              'Answer this question in a quiz to see its answer and explanation.'}
          </p>
        </div>

        <div className="flex flex-wrap items-center gap-2 border-t border-line pt-3">
          <ReferenceLink
            href={item.reference}
            className="mr-auto inline-flex min-h-11 items-center gap-1.5 rounded-xl px-1 text-sm font-semibold text-honey-700 underline-offset-4 hover:underline"
          />
          <div className="ml-auto flex gap-2">
            <Button variant="secondary" size="md" onClick={onFlag} className="px-3">
              <Flag className={cn('size-4', flagged && 'fill-honey-500')} aria-hidden />
              {flagged ? 'Flagged' : 'Flag'}
            </Button>
            <Button
              variant="secondary"
              size="md"
              onClick={onShare}
              disabled={shareBlocked || share.isPending}
              aria-describedby={shareBlocked ? shareNoteId : undefined}
              className="px-3 disabled:opacity-60"
            >
              {shareBlocked ? (
                <Lock className="size-4" aria-hidden />
              ) : (
                <Share2 className="size-4" aria-hidden />
              )}
              Share
            </Button>
          </div>
          {shareBlocked && (
            <p id={shareNoteId} className="w-full text-right text-xs text-muted">
              Only the author can share this question
            </p>
          )}
        </div>
      </article>
      {signedIn && (
        <FlagDialog
          questionId={item.questionId}
          open={flagOpen}
          onOpenChange={setFlagOpen}
          onFlagged={() => setFlagged(true)}
        />
      )}
    </li>
  );
}
