// /write-question [product#write-question, #authoring-flow, #question-validation]: write a
// multiple-choice question, or (?edit={id}) change one of your own. A new question's draft is kept
// in localStorage while anything is filled in and restored on the next visit; Create Question
// validates with the shared schema (first message as a toast, the server answers with the same
// messages), celebrates the 5 nectar and after 2 seconds goes to returnTo or My Questions. This
// file picks the mode and loads the question being edited; the form is question-form.tsx, its state
// and actions use-question-form.ts.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#client/lib/paths.ts';
import { useQuestionDetail } from '../api/question-detail.ts';
import { readEditDraft, readNewDraft, safeReturnTo } from '../draft.ts';
import { QuestionForm } from './question-form.tsx';
import { QuestionFormSkeleton } from './question-form-skeleton.tsx';

export function WriteQuestionPage() {
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const returnTo = safeReturnTo(params.get('returnTo'));
  if (editId) return <EditQuestion key={editId} questionId={editId} returnTo={returnTo} />;
  return <NewQuestion returnTo={returnTo} />;
}

function NewQuestion({ returnTo }: { returnTo: string | null }) {
  // Read once: the restored draft is where the form starts.
  const [restored] = useState(readNewDraft);
  return <QuestionForm mode={{ kind: 'create' }} initial={restored} returnTo={returnTo} />;
}

function EditQuestion({ questionId, returnTo }: { questionId: string; returnTo: string | null }) {
  const navigate = useNavigate();
  const question = useQuestionDetail(questionId);
  const failed = question.isError;

  useEffect(() => {
    // "On a failed question load, it shows the toast and leaves" [product#side-effects].
    if (!failed) return;
    toast.error('Failed to load question', { id: 'Failed to load question' });
    navigate(paths.myQuestions, { replace: true });
  }, [failed, navigate]);

  if (!question.data) return <QuestionFormSkeleton />;
  return (
    <QuestionForm
      mode={{ kind: 'edit', question: question.data }}
      initial={readEditDraft(questionId)}
      returnTo={returnTo}
    />
  );
}
