// /write-question [product#write-question, #authoring-flow, #question-validation]: write a
// multiple-choice question, or (?edit={id}) change one of your own. A new question's draft is kept
// in localStorage while anything is filled in and restored on the next visit; Create Question
// validates with the shared schema (first message as a toast, the server answers with the same
// messages), celebrates the 5 nectar and after 2 seconds goes to returnTo or My Questions. This
// file picks the mode and loads the question being edited; the form is question-form.tsx, its state
// and actions use-question-form.ts.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { readEditDraft, readNewDraft, safeReturnTo } from '../draft.ts';
import { QuestionForm } from './question-form.tsx';
import { QuestionFormSkeleton } from './question-form-skeleton.tsx';
import { useOwnQuestion } from './use-own-question.ts';

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
  const question = useOwnQuestion(questionId);

  if (!question.data) return <QuestionFormSkeleton />;
  return (
    <QuestionForm
      mode={{ kind: 'edit', question: question.data }}
      initial={readEditDraft(questionId)}
      returnTo={returnTo}
    />
  );
}
