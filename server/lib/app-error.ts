import type { ErrorCode } from '#shared/contract/errors.ts';

/** The one error type services throw; the error plugin turns it into the wire envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly issues: { path: string; message: string }[] | undefined;
  /** sent as Retry-After: when a refusal for being busy is worth trying again */
  retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    statusCode: number,
    message: string,
    issues?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = statusCode;
    this.issues = issues;
  }
}

/** 503: the server is busy with this kind of work; the client may try again after a while. */
export function serviceBusy(message: string, retryAfterSeconds: number) {
  const error = new AppError('UNAVAILABLE', 503, message);
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
}

export const badRequest = (message: string, issues?: { path: string; message: string }[]) =>
  new AppError('VALIDATION_FAILED', 400, message, issues);
export const unauthenticated = (message = 'Auth session missing!') =>
  new AppError('UNAUTHENTICATED', 401, message);
export const forbidden = (message = 'permission denied') => new AppError('FORBIDDEN', 403, message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', 404, message);
