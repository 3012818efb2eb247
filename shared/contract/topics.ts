import { z } from 'zod';

const topicSchema = z.object({ id: z.number().int(), name: z.string() });
export const topicListSchema = z.array(topicSchema);
export type Topic = z.infer<typeof topicSchema>;
