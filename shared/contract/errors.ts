// The one error envelope of the API: { error: { code, message, requestId, issues? } }.
// Codes are stable; clients branch on the code, never on the message text.
import { z } from 'zod';
import { errorCodes } from './error-codes.ts';

export type { ErrorCode } from './error-codes.ts';

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    /** safe to show: a validation message of the spec, or a generic text for 5xx */
    message: z.string(),
    /** the server's request id, for support and logs */
    requestId: z.string().optional(),
    /** every validation problem, first one first */
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
