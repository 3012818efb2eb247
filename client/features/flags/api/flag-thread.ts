// GET /api/flags/:flagId (the thread, flagger and author only) and its two writes: a reply, and
// the author's dismissal with a reply (ADR 039). A write answers with the new thread.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { flagThreadSchema, type FlagThread } from '#shared/contract/flags.ts';
import { api } from '#client/lib/api-client.ts';
import { questionFlagsRoot } from './question-flags.ts';

const threadPath = (flagId: string) => `/api/flags/${encodeURIComponent(flagId)}`;

const flagThreadQueryOptions = (flagId: string) =>
  queryOptions({
    queryKey: ['flags', 'thread', flagId],
    queryFn: async () => flagThreadSchema.parse(await api<unknown>(threadPath(flagId))),
    staleTime: 0,
  });

export function useFlagThread(flagId: string) {
  return useQuery(flagThreadQueryOptions(flagId));
}

export function useFlagAction(flagId: string, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, body }: { kind: 'messages' | 'dismiss'; body: string }) =>
      flagThreadSchema.parse(
        await api<unknown>(`${threadPath(flagId)}/${kind}`, { method: 'POST', body: { body } }),
      ),
    onSuccess: (thread: FlagThread) => {
      queryClient.setQueryData(flagThreadQueryOptions(flagId).queryKey, thread);
      void queryClient.invalidateQueries({ queryKey: questionFlagsRoot });
      onChanged?.();
    },
  });
}
