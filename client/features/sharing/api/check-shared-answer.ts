// POST /api/shared/:code/check {answer} → is it right, the correct option, explanation,
// reference and points. Saved (and nectar earned) only for signed-in users.
import { useMutation } from '@tanstack/react-query';
import { sharedAnswerResultSchema } from '#shared/contract/shared-question.ts';
import type { OptionId } from '#shared/contract/questions.ts';
import { api } from '#client/lib/api-client.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { queryRoots } from '#client/lib/query-keys.ts';
import { refreshSession } from '#client/lib/session.ts';

async function checkSharedAnswer({ code, answer }: { code: string; answer: OptionId }) {
  return sharedAnswerResultSchema.parse(
    await api<unknown>(`/api/shared/${encodeURIComponent(code)}/check`, { body: { answer } }),
  );
}

export function useCheckSharedAnswer() {
  return useMutation({
    mutationFn: checkSharedAnswer,
    onSuccess: (result) => {
      if (!result.saved) return;
      // A saved answer moves points, progress and history.
      void refreshSession();
      void queryClient.invalidateQueries({ queryKey: queryRoots.stats });
      void queryClient.invalidateQueries({ queryKey: queryRoots.history });
    },
  });
}
