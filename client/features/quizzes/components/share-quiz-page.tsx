// /share-quiz/{shareCode} [product#share-quiz]: the quiz name, Copy Link, Share Quiz (the device's
// share sheet, falling back to copying), the full link and Back to My Progress. The name comes from
// a public read, so whoever opens the link sees it; an unknown or deleted quiz is "Quiz Not Found".
// Its creator also sees the question count, from their My Quizzes list (opening the quiz itself
// would start a quiz session, ADR 025).
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { ArrowLeft, Check, Copy, Link2, Share2 } from 'lucide-react';
import { QuizNotFound } from '#client/components/quiz-not-found.tsx';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { ErrorState } from '#client/components/ui/states.tsx';
import { copyText } from '#client/lib/clipboard.ts';
import { cn } from '#client/lib/cn.ts';
import { useErrorToast } from '#client/lib/use-error-toast.ts';
import { useMyQuizzes } from '../api/my-quizzes.ts';
import { isQuizGone, useSharedQuizName } from '../api/shared-quiz-name.ts';
import { count, takeQuizUrl } from '../quiz-links.ts';
import { useCopied } from '../use-copied.ts';
import { paths } from '#client/lib/paths.ts';

const failedToLoad = 'Failed to load quiz details';

export function ShareQuizPage() {
  const { shareCode = '' } = useParams();
  const quiz = useSharedQuizName(shareCode);
  const gone = quiz.isError && isQuizGone(quiz.error);
  // the creator's own card: the question count, and the "ready to share" line
  const own = useMyQuizzes().data?.find((q) => q.shareCode === shareCode);
  const link = takeQuizUrl(shareCode);
  const { copied, flash } = useCopied();

  useErrorToast(quiz.errorUpdatedAt, quiz.isError && !gone, failedToLoad);

  const copy = async () => {
    if (await copyText(link)) {
      flash();
      toast.success('Link copied to clipboard!');
    } else {
      toast.error('Could not copy the link', {
        description: 'Select the link on this page and copy it by hand.',
      });
    }
  };

  const share = async () => {
    const name = quiz.data?.name ?? 'Hive quiz';
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, text: `Take my quiz: ${name}`, url: link });
        return;
      } catch (error) {
        // The person closed the share sheet: that is their answer, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy();
  };

  if (gone) return <QuizNotFound />;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-6">
      <Card className="relative flex flex-col items-center gap-4 overflow-hidden pt-8 text-center">
        <div
          aria-hidden
          className="absolute inset-x-0 top-0 h-32 bg-gradient-to-b from-honey-100 to-white"
        />
        <span className="hex relative flex size-16 items-center justify-center bg-honey-500">
          <Share2 className="size-7" aria-hidden />
        </span>
        <div className="relative flex w-full flex-col items-center gap-1">
          {own && (
            <p className="text-sm font-semibold text-honey-700">Your quiz is ready to share</p>
          )}
          {quiz.isPending ? (
            <>
              <p role="status" className="sr-only">
                Loading quiz details
              </p>
              <Skeleton className="h-8 w-3/4" />
              <Skeleton className="mt-1 h-4 w-24" />
            </>
          ) : quiz.data ? (
            <>
              <h1 className="text-2xl font-extrabold tracking-tight break-words sm:text-3xl">
                {quiz.data.name}
              </h1>
              {own && (
                <p className="tabular text-sm text-muted">{count(own.questionCount, 'question')}</p>
              )}
            </>
          ) : (
            <h1 className="text-2xl font-extrabold tracking-tight">Share Quiz</h1>
          )}
        </div>

        {quiz.isError && (
          <ErrorState
            className="w-full"
            title={failedToLoad}
            text="The link below still works if the quiz exists. Check your connection, then try again."
            onRetry={() => void quiz.refetch()}
            retrying={quiz.isFetching}
          />
        )}

        <div className="flex w-full flex-col gap-1.5 text-left">
          <p className="text-sm font-semibold">Quiz link</p>
          <p className="flex items-start gap-2 rounded-xl border border-line bg-cream px-3 py-2.5 text-sm break-all select-all">
            <Link2 className="mt-0.5 size-4 shrink-0 text-honey-700" aria-hidden />
            <span>{link}</span>
          </p>
        </div>

        <div className="grid w-full gap-3 sm:grid-cols-2">
          <Button
            variant="secondary"
            size="lg"
            onClick={() => void copy()}
            className={cn(copied && 'border-ok/50 bg-ok-soft text-ok hover:bg-ok-soft')}
          >
            {copied ? (
              <Check className="size-5" aria-hidden />
            ) : (
              <Copy className="size-5" aria-hidden />
            )}
            {copied ? 'Copied' : 'Copy Link'}
          </Button>
          <Button size="lg" onClick={() => void share()}>
            <Share2 className="size-5" aria-hidden />
            Share Quiz
          </Button>
        </div>
        <p className="text-sm text-muted">
          Anyone with the link can take the quiz, no account needed. Classmates who are signed in
          get their results saved.
        </p>
      </Card>

      <Link to={paths.myProgress} className={cn(buttonClasses('ghost'), 'self-center')}>
        <ArrowLeft className="size-4" aria-hidden />
        Back to My Progress
      </Link>
    </div>
  );
}
