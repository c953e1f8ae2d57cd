import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db, Executor } from "./client";

const dialect = new PgDialect();
/** Statement names by text. The texts are a few shapes (every value is a parameter); past this many, statements run unnamed. */
const names = new Map<string, string>();
const MAX_NAMES = 100;

/**
 * Runs a composed statement on the pool as a named prepared statement, so PostgreSQL parses it
 * once per connection instead of on every call (the guest answer's one statement, decision 061).
 * In a transaction it runs as drizzle runs it.
 */
export async function runNamed<T>(executor: Executor, statement: SQL): Promise<T[]> {
  if (!("$client" in executor)) return (await executor.execute(statement)).rows as T[];
  const { sql: text, params } = dialect.sqlToQuery(statement);
  let name = names.get(text);
  if (!name && names.size < MAX_NAMES) {
    name = `named_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
    names.set(text, name);
  }
  return (await (executor as Db).$client.query({ name, text, values: params as unknown[] })).rows as T[];
}
