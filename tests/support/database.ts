import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { connect, type Database } from "../../src/server/db/client";

export type TestDatabase = Database & { url: string };

/** A fresh, migrated database for one test file, copied from the run's template; or an empty one, never migrated. */
export async function createTestDatabase({ empty = false } = {}): Promise<TestDatabase> {
  const serverUrl = inject("pgServerUrl");
  const name = `eventsite_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${inject("pgTemplate")}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = connect(url.toString(), 5);
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
