import { defineConfig } from "vitest/config";
import { preactAliases } from "./src/server/guestRuntime/aliases";

/** The server renders the guest page with Preact (decision 048): so do the tests that render it. */
const guestRuntime = { alias: preactAliases() };

/** The API layer: the in-process server over a real PostgreSQL, one fresh database per file. */
const apiLayer = {
  globalSetup: ["tests/support/globalDatabase.ts"],
  setupFiles: ["tests/support/failOnConsoleError.ts"],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

/** API tests that spawn the server, the worker or a database of their own, kill or restart them and measure them. */
const PROCESS_TESTS = ["backupRestore", "databaseRestart", "gracefulShutdown", "imageMemory", "killedProcess", "severalProcesses", "startup"].map((name) => `tests/api/${name}.test.ts`);

/**
 * One runner, three layers: unit (pure code), api (the in-process server over a real
 * PostgreSQL, one fresh database per file), e2e (the built app in Chromium). Unit and API
 * files run four at a time on two cores (each API file has its own database, and much of an API
 * test is waiting for PostgreSQL: 181 s instead of 231 s at two); then, three files at a time,
 * the API tests that run processes of their own, so that their timings compete with no other layer; then
 * the browser journeys, three files at a time (each with its own server, database and browser;
 * Chromium keeps both cores busy, so more would not be faster). Files of a worker share its
 * loaded modules (`isolate: false`): loading the server's code for every file took more CPU
 * than the API tests themselves; each file still makes its own app, database and browser.
 */
export default defineConfig({
  test: {
    maxWorkers: 4,
    reporters: process.env.TEST_RESULTS ? ["default", ["json", { outputFile: process.env.TEST_RESULTS }]] : ["default"],
    projects: [
      {
        resolve: guestRuntime,
        test: {
          name: "unit",
          isolate: false,
          include: ["tests/unit/**/*.test.ts", "src/**/*.test.ts"],
          environment: "node",
          sequence: { groupOrder: 0 },
          // They run beside the API files now; a test that reads every font file may wait for a core.
          testTimeout: 15_000,
        },
      },
      { resolve: guestRuntime, test: { ...apiLayer, name: "api", isolate: false, sequence: { groupOrder: 0 }, include: ["tests/api/**/*.test.ts"], exclude: PROCESS_TESTS } },
      // Tests that start the product as processes of its own, kill them and time them: after the rest, three at a time
      // (the tightest timing, a restarted database's "ready again" within 5 s, takes about 1 s so).
      { resolve: guestRuntime, test: { ...apiLayer, name: "processes", isolate: false, sequence: { groupOrder: 1 }, include: PROCESS_TESTS, maxWorkers: 3 } },
      {
        resolve: guestRuntime,
        test: {
          name: "e2e",
          isolate: false,
          sequence: { groupOrder: 2 },
          maxWorkers: 3,
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/globalDatabase.ts", "tests/e2e/support/globalBuild.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
