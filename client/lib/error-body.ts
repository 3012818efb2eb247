// The API's error envelope (shared/contract/errors.ts), read without Zod: api-client is in the
// first page's JavaScript, and Zod alone was an eighth of it (issue 11, ADR 044). The same rules
// as errorBodySchema; error-body.test.ts checks that both agree.
import type { ErrorBody } from '#shared/contract/errors.ts';
import { errorCodes, type ErrorCode } from '#shared/contract/error-codes.ts';

type ErrorDetail = ErrorBody['error'];
type Issue = NonNullable<ErrorDetail['issues']>[number];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isIssue = (value: unknown): value is Issue =>
  isObject(value) && typeof value.path === 'string' && typeof value.message === 'string';

/** The `error` of an API error body (unknown keys dropped, as Zod does), or undefined. */
export function readErrorBody(json: unknown): ErrorDetail | undefined {
  if (!isObject(json) || !isObject(json.error)) return undefined;
  const { code, message, requestId, issues } = json.error;
  if (!errorCodes.includes(code as ErrorCode) || typeof message !== 'string') return undefined;
  if (requestId !== undefined && typeof requestId !== 'string') return undefined;
  if (issues !== undefined && !(Array.isArray(issues) && issues.every(isIssue))) return undefined;
  const detail: ErrorDetail = { code: code as ErrorCode, message };
  if (requestId !== undefined) detail.requestId = requestId;
  if (issues !== undefined)
    detail.issues = issues.map((i) => ({ path: i.path, message: i.message }));
  return detail;
}
