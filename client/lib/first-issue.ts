import type { z } from 'zod';

/** Forms show only the first problem, as a toast [product#validation]. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Please check the form';
}
