// /my-questions: questions' list with flags' panel under each flagged question (ADR 039); a reply
// or a dismissal there refreshes the list's badges and order.
import { useQueryClient } from '@tanstack/react-query';
import { MyQuestionsPage } from '#client/features/questions/components/my-questions-page.tsx';
import { myQuestionsKey } from '#client/features/questions/api/my-questions.ts';
import { QuestionFlagsPanel } from '#client/features/flags/components/question-flags-panel.tsx';

export function MyQuestionsRoute() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: myQuestionsKey });
  return (
    <MyQuestionsPage
      flagPanel={(question) =>
        question.openFlags > 0 ? (
          <QuestionFlagsPanel
            questionId={question.id}
            openFlags={question.openFlags}
            onChanged={refresh}
          />
        ) : null
      }
    />
  );
}
