// /shared/{shareCode} [product#shared-question, #authoring-flow, #authoring-messages]: anyone,
// signed in or not, answers one shared question. Unanswered, then answered and locked: the correct
// option and a wrong choice are marked (icon and word), the explanation and reference appear, then
// Sign Up to Create Questions and Try Again (a reload). A malformed code or an unknown one goes to
// / with the spec's toast. This file loads the question and handles dead links; answering is
// answer-shared-question.tsx. Once a signed-in viewer has answered, the discussion feature's
// ratings and thread (ADR 038) follow, passed in by app/routes/shared-question-page.tsx.
import { useEffect, type ComponentType } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { sharedQuestionMessages } from '#shared/contract/shared-question.ts';
import { ErrorState } from '#client/components/ui/states.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { paths } from '#client/lib/paths.ts';
import { useSharedQuestion } from '../api/shared-question.ts';
import { AnswerShared } from './answer-shared-question.tsx';
import { SharedSkeleton } from './shared-question-skeleton.tsx';

export type DiscussionSlot = ComponentType<{ questionId: string }>;

export function SharedQuestionPage({ discussion }: { discussion?: DiscussionSlot }) {
  const { shareCode = '' } = useParams();
  return <SharedQuestionScreen key={shareCode} code={shareCode} discussion={discussion} />;
}

/** The toast and the way out for a link that leads nowhere [product#authoring-messages]. */
function deadLinkMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 400) return sharedQuestionMessages.invalidLink;
  if (error.status === 404) return sharedQuestionMessages.notFound;
  return null;
}

function SharedQuestionScreen({
  code,
  discussion,
}: {
  code: string;
  discussion: DiscussionSlot | undefined;
}) {
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
        <AnswerShared code={code} question={question.data} discussion={discussion} />
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
