// One question of "Review Your Answers" [000 §2]: the viewer's answer, the correct one, the
// explanation, an optional reference, and Flag and Share.
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Flag, Lock, Share2 } from 'lucide-react';
import { flagMessages } from '#shared/contract/flags.ts';
import type { QuestionResult } from '#shared/contract/quiz.ts';
import { Button } from '#client/components/ui/button.tsx';
import { copyText } from '#client/lib/clipboard.ts';
import { cn } from '#client/lib/cn.ts';
import { sharedQuestionUrl, useShareQuestion } from '../api/share-question.ts';
import { FlagDialog } from './flag-dialog.tsx';
import { QuestionReview, VerdictBadge } from '#client/components/question/question-review.tsx';

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
      <QuestionReview
        question={item}
        selectedAnswer={item.selectedAnswer}
        correctAnswer={item.correctAnswer}
        explanation={
          item.explanation ?? 'Answer this question in a quiz to see its answer and explanation.'
        }
        reference={item.reference}
        labelledBy={headingId}
        header={
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
              <VerdictBadge isCorrect={item.selectedAnswer === null ? null : item.isCorrect} />
            </div>
          </div>
        }
        actions={
          <>
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
          </>
        }
      />
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
