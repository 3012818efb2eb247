// /preview-question [product#preview-question]: without an id, the draft Write Question handed over
// through sessionStorage (cleared once read; without one, back to /write-question); a draft is
// worth '1 point' to whoever answers it. With ?id=, the stored question in view mode, with its
// ratings and thread (the discussion feature's, passed in by app/routes/preview-question.tsx):
// where the bell's "View question" of a new comment lands, and where the author reviews reported
// comments.
import { useEffect, useState, type ComponentType } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { CircleCheck, Eye, PenLine, Share2 } from 'lucide-react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import {
  clearPreviewHandoff,
  optionsOfDraft,
  peekPreviewHandoff,
  writeQuestionPath,
} from '../draft.ts';
import { BackLink, PageShell, PageTitle, shortDate } from './bits.tsx';
import { QuestionWithKey, QuestionWithKeySkeleton } from './question-with-key.tsx';
import { useOwnQuestion } from './use-own-question.ts';
import { paths } from '#client/lib/paths.ts';

/** What one correct answer to a question earns [product#nectar-first-correct]. */
const pointsPerAnswer = 1;

type Discussion = ComponentType<{ questionId: string }>;

export function PreviewQuestionPage({ discussion }: { discussion?: Discussion }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? (
    <StoredQuestionPreview key={id} questionId={id} Discussion={discussion} />
  ) : (
    <DraftPreview />
  );
}

function DraftPreview() {
  // Read during render without clearing (a render may run twice); cleared once shown.
  const [handoff] = useState(peekPreviewHandoff);
  useEffect(() => clearPreviewHandoff(), []);
  if (!handoff) return <Navigate to={paths.writeQuestion} replace />;

  const backTo = writeQuestionPath(handoff.editId, handoff.returnTo);
  return (
    <PageShell>
      <BackLink to={backTo} label="Back" />
      <PageTitle
        eyebrow="Preview"
        title="Preview Question"
        text="This is how your question reads. The correct answer is marked only for you."
      />
      <QuestionWithKey
        question={{
          ...handoff.draft,
          answers: optionsOfDraft(handoff.draft.answers),
          topics: handoff.topicNames.map((name) => ({ name })),
          points: pointsPerAnswer,
        }}
        badge={
          <span className="inline-flex items-center gap-1 rounded-full bg-comb px-2.5 py-0.5 text-xs font-bold text-muted">
            <Eye className="size-3.5" aria-hidden />
            {handoff.editId ? 'Unsaved changes' : 'Not saved yet'}
          </span>
        }
      />
      <Link to={backTo} className={buttonClasses('primary', 'lg')}>
        <PenLine className="size-5" aria-hidden />
        Back to Edit
      </Link>
    </PageShell>
  );
}

function StoredQuestionPreview({
  questionId,
  Discussion,
}: {
  questionId: string;
  Discussion: Discussion | undefined;
}) {
  const question = useOwnQuestion(questionId);

  const data = question.data;
  return (
    <PageShell busy={!data}>
      <BackLink to={paths.myQuestions} label="Back to My Questions" />
      <PageTitle
        eyebrow="My Questions"
        title="Preview Question"
        text={data ? `Written ${shortDate(data.createdAt)}` : undefined}
      />
      {data ? (
        <>
          <QuestionWithKey
            question={data}
            badge={
              data.isPublished ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-ok-soft px-2.5 py-0.5 text-xs font-bold text-ok">
                  <CircleCheck className="size-3.5" aria-hidden />
                  Published
                </span>
              ) : (
                <span className="rounded-full bg-comb px-2.5 py-0.5 text-xs font-bold text-muted">
                  Draft
                </span>
              )
            }
          />
          <div className="grid grid-cols-2 gap-3">
            <Link
              to={writeQuestionPath(data.id, null)}
              className={buttonClasses('secondary', 'lg')}
            >
              <PenLine className="size-5" aria-hidden />
              Edit
            </Link>
            <Link to={paths.shareQuestionById(data.id)} className={buttonClasses('primary', 'lg')}>
              <Share2 className="size-5" aria-hidden />
              Share
            </Link>
          </div>
          {Discussion && (
            <section
              aria-label="Rating and discussion"
              className="rounded-2xl border border-line bg-white p-4 [&>div]:border-t-0 [&>div]:pt-0"
            >
              <Discussion questionId={data.id} />
            </section>
          )}
        </>
      ) : (
        <>
          <p role="status" className="sr-only">
            Loading question
          </p>
          <QuestionWithKeySkeleton />
        </>
      )}
    </PageShell>
  );
}
