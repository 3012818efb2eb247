// The one error envelope of the API: { error: { code, message, requestId, issues? } }.
// Codes are stable; clients branch on the code, never on the message text.
import { z } from 'zod';

export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'ACCOUNT_EXISTS',
  'DEPENDENCY',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'INVALID_TOKEN',
  'UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

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
