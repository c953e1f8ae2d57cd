import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { devShell } from "../../src/server/web/shell";
import { loadConfig } from "../../src/server/config";
import { createTestApp, type TestApp } from "../support/app";

const ROOT = path.resolve(import.meta.dirname, "../..");
// A data folder inside the checkout, as with the default DATA_DIR=./data.
const dataDir = path.join(ROOT, ".test-data", `dev-server-${process.pid}`);
const walFile = path.join(dataDir, "postgres/pg_wal/000000010000000000000001");

let t: TestApp;
beforeAll(async () => {
  await fs.mkdir(path.dirname(walFile), { recursive: true });
  await fs.writeFile(walFile, "owner@example.com $argon2id$v=19$secret-hash");
  // A Danish deployment: its brand's hosts are the owner's side too.
  const env = { NODE_ENV: "development", DATA_DIR: dataDir, MARKET: "dk" };
  t = await createTestApp({ env, shell: (app) => devShell(app, dataDir, loadConfig(env).editHosts) });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { host: "localhost:3000" } });

describe("the development server's files", () => {
  it("refuses the data folder and server code, whatever the query", async () => {
    const refused = [`/@fs${walFile}?raw`, `/@fs${walFile}`, `/@fs${ROOT}/src/server/config.ts?raw`, `/@fs${ROOT}/src/server/config.ts?import`, `/@fs${ROOT}/package.json?raw`, `/@fs${ROOT}/src/modules/giftRegistry/server/service.ts?raw`];
    // The guest entry's own server (on Preact, under its base) refuses the same.
    for (const url of [...refused, `/guest-dev/@fs${walFile}?raw`, `/guest-dev/@fs${ROOT}/src/server/config.ts?raw`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.body, url).not.toContain("secret-hash");
      expect(response.body, url).not.toContain("loadConfig");
      expect(response.body, url).not.toContain("verifyPassword");
    }
    // Vite reports each refusal on the console; here that is the expected outcome, not a failure.
    const consoleError = vi.mocked(console.error);
    expect(consoleError).toHaveBeenCalledTimes(8);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining("outside of Vite serving allow list"));
    consoleError.mockClear();
  });

  it("still serves the web app's own sources, and the guest entry's under its base", async () => {
    const app = await get("/main.tsx");
    expect(app.statusCode).toBe(200);
    const domain = await get(`/@fs${ROOT}/src/domain/errors.ts?raw`);
    expect(domain.statusCode).toBe(200);
    expect(domain.body).toContain("ERROR_TEXTS");
    // The kit both apps and the modules share is the app's source too.
    const kit = await get(`/@fs${ROOT}/src/kit/editor/fields/ModuleDialog.tsx?raw`);
    expect(kit.statusCode).toBe(200);
    expect(kit.body).toContain("export function ModuleDialog");
    const guest = await get("/guest-dev/site/hydrate.tsx");
    expect(guest.statusCode).toBe(200);
    expect(guest.body).toContain('from "/guest-dev/site/islands/islandScripts.ts"');
    expect(guest.body).toContain('import("/guest-dev/site/islands/hydrateIslands.tsx")');
  });

  it("serves the owner's app on the dk brand's hosts, in Danish: its domain and its development stand-in", async () => {
    for (const host of ["bryllupssiden.dk:3000", "www.bryllupssiden.dk:3000", "bryllupssiden.dk.localhost:3000"]) {
      const source = await t.app.inject({ method: "GET", url: "/main.tsx", headers: { host } });
      expect(source.statusCode, host).toBe(200);
      const page = await t.app.inject({ method: "GET", url: "/logga-in", headers: { host } });
      expect(page.statusCode, host).toBe(200);
      expect(page.body, host).toContain('<html lang="da"');
      expect(page.body, host).toContain('"name":"Bryllupssiden"');
    }
    // localhost itself follows the market, until the owner picks a language.
    expect((await get("/logga-in")).body).toContain('<html lang="da"');
    const chosen = await t.app.inject({ method: "GET", url: "/logga-in", headers: { host: "localhost:3000", cookie: "lang=sv" } });
    expect(chosen.body).toContain('<html lang="sv"');
  });
});
