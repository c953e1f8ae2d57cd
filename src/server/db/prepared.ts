import type { Db } from "./client";

/**
 * A hot query built once per database (tests make several) and run as a named prepared
 * statement: drizzle builds no SQL per call, and PostgreSQL parses and plans it once per connection.
 */
export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
