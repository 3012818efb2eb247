import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '#shared/contract/errors.ts';
import { errorCodes } from '#shared/contract/error-codes.ts';
import { readErrorBody } from './error-body.ts';

const zodReading = (json: unknown) => {
  const parsed = errorBodySchema.safeParse(json);
  return parsed.success ? parsed.data.error : undefined;
};

// Bodies near the envelope, so that most are valid and the rest break one rule at a time.
const issue = fc.record(
  { path: fc.oneof(fc.string(), fc.integer()), message: fc.string(), extra: fc.string() },
  { requiredKeys: ['message'] },
);
const nearEnvelope = fc.record(
  {
    error: fc.oneof(
      fc.record(
        {
          code: fc.oneof(fc.constantFrom(...errorCodes), fc.string()),
          message: fc.oneof(fc.string(), fc.integer()),
          requestId: fc.oneof(fc.string(), fc.constant(null)),
          issues: fc.oneof(fc.array(issue, { maxLength: 3 }), fc.string()),
          extra: fc.anything(),
        },
        { requiredKeys: ['code'] },
      ),
      fc.anything(),
    ),
  },
  { requiredKeys: [] },
);

describe('readErrorBody', () => {
  it('reads a body the server sends', () => {
    expect(
      readErrorBody({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Please enter a question',
          requestId: 'req-1',
          issues: [{ path: 'questionText', message: 'Please enter a question' }],
        },
      }),
    ).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please enter a question',
      requestId: 'req-1',
      issues: [{ path: 'questionText', message: 'Please enter a question' }],
    });
  });

  it('refuses an unknown code, a missing message, or no body', () => {
    expect(readErrorBody({ error: { code: 'TEAPOT', message: 'no' } })).toBeUndefined();
    expect(readErrorBody({ error: { code: 'NOT_FOUND' } })).toBeUndefined();
    expect(readErrorBody(undefined)).toBeUndefined();
  });

  it('agrees with the Zod contract on any body', () => {
    fc.assert(
      fc.property(fc.oneof(nearEnvelope, fc.anything()), (json) => {
        expect(readErrorBody(json)).toEqual(zodReading(json));
      }),
      { numRuns: 500 },
    );
  });
});
