// State kept in memory beside one app's database (the live lists, the issued questions): keyed by
// the database handle, not held by a module, so two apps in one process (the tests, a second
// server) never share it.
import type { Database } from './client.ts';

/** `make`'s value for each database, made on first use. */
export function perDatabase<T>(make: (db: Database) => T): (db: Database) => T {
  const values = new WeakMap<Database, T>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = make(db);
      values.set(db, value);
    }
    return value;
  };
}
