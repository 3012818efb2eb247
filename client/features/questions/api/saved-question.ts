// What POST and PUT /api/questions answer: the question's id. Loaded beside those requests, so Zod
// stays out of Write Question's first script (ADR 044).
import { z } from 'zod';

export const savedQuestionSchema = z.object({ id: z.string() });
