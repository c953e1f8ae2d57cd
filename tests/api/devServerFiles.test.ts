import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { devShell } from "../../src/server/web/shell";
import { createTestApp, type TestApp } from "../support/app";

const ROOT = path.resolve(import.meta.dirname, "../..");
// A data folder inside the checkout, as with the default DATA_DIR=./data.
const dataDir = path.join(ROOT, ".test-data", `dev-server-${process.pid}`);
const walFile = path.join(dataDir, "postgres/pg_wal/000000010000000000000001");

let t: TestApp;
beforeAll(async () => {
  await fs.mkdir(path.dirname(walFile), { recursive: true });
  await fs.writeFile(walFile, "owner@example.com $argon2id$v=19$secret-hash");
  t = await createTestApp({ env: { NODE_ENV: "development", DATA_DIR: dataDir }, shell: (app) => devShell(app, dataDir) });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { host: "localhost:3000" } });

describe("the development server's files", () => {
  it("refuses the data folder and server code, whatever the query", async () => {
    const refused = [`/@fs${walFile}?raw`, `/@fs${walFile}`, `/@fs${ROOT}/src/server/config.ts?raw`, `/@fs${ROOT}/src/server/config.ts?import`, `/@fs${ROOT}/package.json?raw`];
    // The guest entry's own server (on Preact, under its base) refuses the same.
    for (const url of [...refused, `/guest-dev/@fs${walFile}?raw`, `/guest-dev/@fs${ROOT}/src/server/config.ts?raw`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.body, url).not.toContain("secret-hash");
      expect(response.body, url).not.toContain("loadConfig");
    }
    // Vite reports each refusal on the console; here that is the expected outcome, not a failure.
    const consoleError = vi.mocked(console.error);
    expect(consoleError).toHaveBeenCalledTimes(7);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining("outside of Vite serving allow list"));
    consoleError.mockClear();
  });

  it("still serves the web app's own sources, and the guest entry's under its base", async () => {
    const app = await get("/main.tsx");
    expect(app.statusCode).toBe(200);
    const domain = await get(`/@fs${ROOT}/src/domain/errors.ts?raw`);
    expect(domain.statusCode).toBe(200);
    expect(domain.body).toContain("ERROR_TEXTS");
    const guest = await get("/guest-dev/site/hydrate.tsx");
    expect(guest.statusCode).toBe(200);
    expect(guest.body).toContain('from "/guest-dev/site/islands/islandScripts.ts"');
    expect(guest.body).toContain('import("/guest-dev/site/islands/hydrateIslands.tsx")');
  });
});
