// The global read version (migrations 0017-0019): read_versions' one row moves at the commit of
// every change to what a stored question shows or which scope it is in. The read cache (ADR 050),
// the live scopes and the issued questions (ADR 074) keep what they read under it, and read it
// beside their own statement.
import { sql } from 'drizzle-orm';

/** As a SQL text value; '0' before anything bumped it (no row yet), which the sequence never gives. */
export const readVersion = sql`coalesce((select version from read_versions where id = 1), 0)::text`;
