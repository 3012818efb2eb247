// The API's stable error codes, apart from the Zod envelope in errors.ts: the browser's API client
// reads them without loading Zod into the first page (issue 11, ADR 044).
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
