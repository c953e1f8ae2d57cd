import { defineConfig } from "vitest/config";
import { preactAliases } from "./src/server/guestRuntime/aliases";

/** The server renders the guest page with Preact (decision 048): so do the tests that render it. */
const guestRuntime = { alias: preactAliases() };

/**
 * One runner, three layers: unit (pure code), api (the in-process server over a real
 * PostgreSQL, one fresh database per file), e2e (the built app in Chromium). Unit and API
 * files run two at a time (each API file has its own database); the browser journeys run
 * after them, one file at a time, so their timings never compete with the API tests.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    reporters: process.env.TEST_RESULTS ? ["default", ["json", { outputFile: process.env.TEST_RESULTS }]] : ["default"],
    projects: [
      { resolve: guestRuntime, test: { name: "unit", include: ["tests/unit/**/*.test.ts", "src/**/*.test.ts"], environment: "node", sequence: { groupOrder: 0 } } },
      {
        resolve: guestRuntime,
        test: {
          name: "api",
          sequence: { groupOrder: 0 },
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/support/globalDatabase.ts"],
          setupFiles: ["tests/support/failOnConsoleError.ts"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: guestRuntime,
        test: {
          name: "e2e",
          sequence: { groupOrder: 1 },
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/globalDatabase.ts", "tests/e2e/support/globalBuild.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
