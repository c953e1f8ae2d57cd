import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import * as schema from "./schema";

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/** The database or a transaction on it. */
export type Executor = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export function connect(url: string, max = 10, onConnectionLost: (error: Error) => void = () => {}): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // A connection the server drops (restart, shutdown) emits 'error', which would crash the process
  // without a listener. The pool listens only while a connection is idle; a checked-out one, say in a
  // transaction between two statements, needs a listener of its own. The request using it fails with a
  // connection error (a 503, see http/errors.ts), and the pool discards the dead connection on release.
  pool.on("connect", (client) => client.on("error", onConnectionLost));
  // The idle listener passes the same error on to the pool; it is reported once, above.
  pool.on("error", () => {});
  return { db: drizzle(pool, { schema }), pool, close: () => pool.end() };
}

export async function applyMigrations(database: Database): Promise<void> {
  await migrate(database.db, { migrationsFolder: MIGRATIONS });
}

/** Any fixed number, the same in every process of this product. */
const STARTUP_LOCK = 72_413_001;

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so processes starting at the same
 * moment on one database migrate and seed one after the other: the second finds the work
 * done. The lock belongs to the session and goes with it if this process dies.
 */
export async function whileStartupLocked<T>(database: Database, work: () => Promise<T>): Promise<T> {
  const client = await database.pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK]);
    }
  } finally {
    client.release();
  }
}
