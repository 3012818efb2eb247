// GET /api/questions/similar?text=&excludeId= → questions in the bank with a stem like the one
// being written (ADR 037). Help, not a gate: no retries, and failures stay silent.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { similarTextMax, similarTextMin } from '#shared/contract/similar-rules.ts';
import { api } from '#client/lib/api-client.ts';
import { questionsKey } from './my-questions.ts';

async function fetchSimilarQuestions(text: string, excludeId: string | null, signal: AbortSignal) {
  const query = new URLSearchParams({ text, ...(excludeId ? { excludeId } : {}) });
  // The contract (Zod) loads beside the request, not with Write Question's first script (ADR 044).
  const [json, { similarQuestionsSchema }] = await Promise.all([
    api<unknown>(`/api/questions/similar?${query}`, { signal }),
    import('#shared/contract/similar-questions.ts'),
  ]);
  return similarQuestionsSchema.parse(json);
}

const similarQuestionsQueryOptions = (text: string, excludeId: string | null) =>
  queryOptions({
    queryKey: [...questionsKey, 'similar', text, excludeId],
    queryFn: ({ signal }) => fetchSimilarQuestions(text, excludeId, signal),
    staleTime: 60_000,
    retry: false,
  });

/** Whether the server would compare this text (outside its bounds it answers 400). */
export const comparable = (text: string) =>
  text.trim().length >= similarTextMin && text.trim().length <= similarTextMax;

/** `text` should already be debounced: each distinct value is one request. */
export function useSimilarQuestions(text: string, excludeId: string | null) {
  const trimmed = text.trim();
  return useQuery({
    ...similarQuestionsQueryOptions(trimmed, excludeId),
    enabled: comparable(trimmed),
    placeholderData: keepPreviousData,
  });
}
