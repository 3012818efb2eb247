// One error handler: every failure leaves as { error: { code, message, requestId, issues? } }.
// 5xx text is never sent to the client; it is logged with the request id.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '#shared/contract/errors.ts';
import { AppError } from '#server/lib/app-error.ts';

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: ErrorCode,
  message: string,
  issues?: { path: string; message: string }[],
) {
  const body: ErrorBody = {
    error: { code, message, requestId: request.id, ...(issues && { issues }) },
  };
  return reply.status(status).type('application/json').send(body);
}

/**
 * Errors Fastify's router raises before any route or hook runs: a path segment with a broken
 * escape (`/api/shared/%zz`) or a parameter past maxParamLength. Without this they leave in
 * Fastify's own body (echoing the whole path) instead of the envelope. Passed to Fastify as
 * `frameworkErrors` (app.ts). No hook runs for these, so the no-store of access.ts is set here.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // Returns nothing: Fastify's frameworkErrors expects a void handler, and the reply (a thenable)
  // is sent by sendError.
  reply.header('cache-control', 'no-store');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    sendError(reply, request, 414, 'VALIDATION_FAILED', 'The address is too long.');
    return;
  }
  sendError(reply, request, 400, 'VALIDATION_FAILED', 'The address is not valid.');
}

function postgresCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  const code = (error as { code?: unknown }).code ?? cause?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
        return sendError(reply, request, error.statusCode, error.code, error.message, error.issues);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((v) => ({
          path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: v.message ?? 'Invalid input',
        }));
        return sendError(
          reply,
          request,
          400,
          'VALIDATION_FAILED',
          issues[0]?.message ?? 'Invalid input',
          issues,
        );
      }
      const pg = postgresCode(error);
      if (pg === '23505')
        return sendError(reply, request, 409, 'CONFLICT', 'This item already exists.');
      if (pg === '23503') {
        return sendError(
          reply,
          request,
          409,
          'DEPENDENCY',
          'Unable to complete this action due to existing dependencies.',
        );
      }
      const status = error.statusCode ?? 500;
      if (status === 413) return sendError(reply, request, 413, 'PAYLOAD_TOO_LARGE', error.message);
      if (status === 429) return sendError(reply, request, 429, 'RATE_LIMITED', error.message);
      if (status >= 400 && status < 500) {
        return sendError(reply, request, status, 'VALIDATION_FAILED', error.message);
      }
      // Drizzle wraps the driver's error: log the cause, which names the real problem.
      request.log.error(
        { err: error, cause: (error as { cause?: unknown }).cause },
        'request failed',
      );
      if (status === 503) {
        return sendError(
          reply,
          request,
          503,
          'UNAVAILABLE',
          'The service is temporarily unavailable.',
        );
      }
      return sendError(
        reply,
        request,
        500,
        'INTERNAL',
        'An unexpected error occurred. Please try again.',
      );
    });
  },
  { name: 'errors' },
);
