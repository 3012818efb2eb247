// What a backup holds, read from PostgreSQL's catalog rather than from our Drizzle schema, so a
// table added by a future migration (or by Better Auth) is included without touching this code.
import pg from 'pg';

/** Our tables (and Better Auth's) live in public; Drizzle keeps its migrations table in drizzle. */
export const appSchemas = ['public', 'drizzle'];
const migrationsTable = 'drizzle.__drizzle_migrations';

export interface TableInfo {
  /** schema-qualified and quoted, ready for SQL: "public"."user" */
  name: string;
  /** the stored columns in order; generated columns are recomputed, never copied */
  columns: string[];
}

export interface SequenceInfo {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export interface MigrationInfo {
  hash: string;
  createdAt: number;
}

const quoted = (schema: string, name: string) =>
  `${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(name)}`;

/** Every table of the app schemas, referenced tables before the tables that reference them. */
export async function listTables(client: pg.ClientBase): Promise<TableInfo[]> {
  const tables = await client.query<{ oid: number; schema: string; table: string }>(
    `select c.oid, n.nspname as "schema", c.relname as "table"
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname = any($1)
      order by n.nspname, c.relname`,
    [appSchemas],
  );
  const columns = await client.query<{ oid: number; column: string }>(
    `select attrelid as oid, attname as "column" from pg_attribute
      where attrelid = any($1) and attnum > 0 and not attisdropped and attgenerated = ''
      order by attrelid, attnum`,
    [tables.rows.map((t) => t.oid)],
  );
  const references = await client.query<{ referencing: number; referenced: number }>(
    `select conrelid as referencing, confrelid as referenced from pg_constraint
      where contype = 'f' and conrelid = any($1) and conrelid <> confrelid`,
    [tables.rows.map((t) => t.oid)],
  );

  const ordered: TableInfo[] = [];
  const placed = new Set<number>();
  const visiting = new Set<number>();
  const byOid = new Map(tables.rows.map((t) => [t.oid, t]));
  const place = (oid: number) => {
    if (placed.has(oid)) return;
    const table = byOid.get(oid);
    if (!table) return; // a reference outside the app schemas is not ours to load
    if (visiting.has(oid)) {
      throw new Error(`Tables reference each other in a cycle through ${table.table}`);
    }
    visiting.add(oid);
    for (const r of references.rows) if (r.referencing === oid) place(r.referenced);
    visiting.delete(oid);
    placed.add(oid);
    ordered.push({
      name: quoted(table.schema, table.table),
      columns: columns.rows.filter((c) => c.oid === oid).map((c) => c.column),
    });
  };
  for (const table of tables.rows) place(table.oid);
  return ordered;
}

/** The sequences behind serial and identity columns, with their current positions. */
export async function readSequences(client: pg.ClientBase): Promise<SequenceInfo[]> {
  const sequences = await client.query<{ schema: string; sequence: string }>(
    `select n.nspname as "schema", c.relname as "sequence"
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'S' and n.nspname = any($1)
      order by n.nspname, c.relname`,
    [appSchemas],
  );
  const result: SequenceInfo[] = [];
  for (const { schema, sequence } of sequences.rows) {
    const name = quoted(schema, sequence);
    const state = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value, is_called from ${name}`,
    );
    const row = state.rows[0]!;
    result.push({ name, lastValue: row.last_value, isCalled: row.is_called });
  }
  return result;
}

/** The migrations applied to this database, oldest first; [] when it was never migrated. */
export async function readMigrations(client: pg.ClientBase): Promise<MigrationInfo[]> {
  const exists = await client.query(`select to_regclass($1) as found`, [migrationsTable]);
  if (exists.rows[0]?.found === null) return [];
  const rows = await client.query<{ hash: string; created_at: string }>(
    `select hash, created_at from ${migrationsTable} order by id`,
  );
  return rows.rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
}
