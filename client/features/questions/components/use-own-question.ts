// One of the viewer's own questions, for the pages that edit or preview it: "on a failed question
// load, it shows the toast and leaves" for My Questions [product#side-effects].
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#client/lib/paths.ts';
import { useQuestionDetail } from '../api/question-detail.ts';

export function useOwnQuestion(questionId: string) {
  const navigate = useNavigate();
  const question = useQuestionDetail(questionId);
  const failed = question.isError;

  useEffect(() => {
    if (!failed) return;
    toast.error('Failed to load question', { id: 'Failed to load question' });
    navigate(paths.myQuestions, { replace: true });
  }, [failed, navigate]);

  return question;
}
