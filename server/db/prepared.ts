// Named prepared statements for the small, hot reads (issue 11, ADR 043): PostgreSQL parses and
// plans a named statement once per connection, where an unnamed one (every drizzle query) is
// parsed and planned on each request. For a one-row read that planning was most of its database
// time (the session's profile 211 -> 122 us, recent activity 533 -> 144 us of PostgreSQL CPU).
// Only for statements whose text is fixed: the name comes from the text, so a query with a list
// of varying length (`in (...)`) would prepare a new statement on every connection for each
// length. Not for the heavy aggregates either: a plan made for the average user measured slower
// for the heavy one. Rows come back with node-postgres's own types (timestamps as Date).
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

const dialect = new PgDialect({ casing: 'snake_case' });
const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `hive_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/** Runs `query` (fixed text, values as parameters) as a named prepared statement. */
export async function queryPrepared<T extends object>(db: Database, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await db.$client.query<T>({ name: nameOf(text), text, values: params });
  return result.rows;
}
