// Integer input: ids are PostgreSQL integer (int4) columns, so a larger number fails the query
// itself (a 500). The contract bounds every id here, before any query sees it.
import { z } from 'zod';

export const int4Max = 2_147_483_647;

/** A serial id: a whole number from 1 to int4's maximum; `message` for anything else. */
export const int4Id = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(int4Max, { error: message });
