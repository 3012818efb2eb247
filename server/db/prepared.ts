// Named prepared statements for the small, hot statements (ADR 043): PostgreSQL parses and plans a
// named statement once per connection instead of on each request, most of a one-row read's cost.
// Only for fixed statement text: the name comes from the text, so pass a list as one array
// parameter, never as `in (...)`. Not for the heavy aggregates, whose plan depends on the user.
// Rows come back with node-postgres's own types (timestamps as Date).
import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database, Executor } from './client.ts';

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

/**
 * The connection drizzle runs `db`'s statements on: the pool, or inside a transaction that
 * transaction's client (drizzle's node-postgres session keeps it as `client`).
 */
function clientOf(db: Executor): pg.Pool | pg.PoolClient {
  return (db._.session as unknown as { client: pg.Pool | pg.PoolClient }).client;
}

/**
 * A named prepared statement built once, for the hot writes (answer recording): `query` names
 * its values with `sql.placeholder(...)`, lists among them as one array each (`unnest`), so its
 * text never changes. Where the query builder rebuilt an insert's text and parameters on every
 * call (about a fifth of a completion's Node time, docs/performance.md), a call here only fills
 * the values in. It runs on `db`'s own connection, so inside a transaction it is part of it.
 */
export function preparedStatement<Row extends object>(query: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = nameOf(text);
  return async (db: Executor, values: Record<string, unknown>): Promise<Row[]> => {
    const result = await clientOf(db).query<Row>({
      name,
      text,
      values: fillPlaceholders(params, values),
    });
    return result.rows;
  };
}
