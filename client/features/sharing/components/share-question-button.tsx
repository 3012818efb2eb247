// The Share button of a reviewed question: makes (or reuses) the viewer's share link
// and copies {origin}/view-shared-question?code={code}. Any signed-in viewer shares a question
// their quiz showed them (the page names them as the sharer); visitors are told to sign in.
import { toast } from 'sonner';
import { Share2 } from 'lucide-react';
import { flagMessages } from '#shared/contract/flags.ts';
import { Button } from '#client/components/ui/button.tsx';
import { copyText } from '#client/lib/clipboard.ts';
import { sharedQuestionUrl, useShareQuestion } from '../api/share-question.ts';

export function ShareQuestionButton({
  questionId,
  signedIn,
}: {
  questionId: string;
  signedIn: boolean;
}) {
  const share = useShareQuestion();

  const onShare = () => {
    if (!signedIn) return void toast.error(flagMessages.signInToShare);
    share.mutate(questionId, {
      onSuccess: ({ code }) => {
        const url = sharedQuestionUrl(code, 'view');
        // Not awaited by the mutation: copyText never rejects (it resolves false when blocked).
        void copyText(url).then((copied) => {
          if (copied) {
            toast.success('🔗 Link copied to clipboard!', {
              description: 'Share this link with your friends',
              duration: 3000,
            });
          } else {
            // The link exists; only the copy failed (clipboard blocked): show it to copy by hand.
            toast('Copy this link to share the question', { description: url, duration: 15_000 });
          }
        });
      },
      onError: () => toast.error('Failed to create share link'),
    });
  };

  return (
    <Button
      variant="secondary"
      size="md"
      onClick={onShare}
      disabled={share.isPending}
      className="px-3 disabled:opacity-60"
    >
      <Share2 className="size-4" aria-hidden />
      Share
    </Button>
  );
}
