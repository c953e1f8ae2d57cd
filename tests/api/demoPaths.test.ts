import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_GUEST_ASSETS } from "../../src/server/web/guestAssets";
import type { WebShell } from "../../src/server/web/shell";
import { createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

const SHELL = '<!doctype html><html lang="sv"><head><title>x</title><!--app-config--></head><body><div id="root"></div></body></html>';
const ownerShell = async (): Promise<WebShell> => ({ html: async () => SHELL, guestAssets: DEV_GUEST_ASSETS, viteDev: false, close: async () => {} });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: ownerShell });
});
afterAll(() => t.close());

const open = (url: string, host = "localhost:3000") => t.app.inject({ method: "GET", url, headers: { host } });

describe("the demo paths /demo and /digital-studentinbjudan/demo (spec 3, routes)", () => {
  it("answer the not-found page while no demo site is published", async () => {
    const missing = await open("/demo");
    expect(missing.statusCode).toBe(404);
  });

  it("take the visitor to the public demo site, on the sites' domain with the app's scheme and port", async () => {
    await publishedSite(t, { language: "sv", availableLanguages: [{ languageCode: "sv" }], siteModules: [{ id: "h", siteModuleType: "Header", title: { sv: "Anna & Erik" } }] }, { host: "demo.localhost" });
    for (const path of ["/demo", "/demo/", "/digital-studentinbjudan/demo", "/digital-studentinbjudan/demo/?utm_source=x"]) {
      const demo = await open(path);
      expect(demo.statusCode, path).toBe(302);
      expect(demo.headers.location, path).toBe(`${t.deps.config.appUrl.replace("localhost", "demo.localhost")}/`);
    }
    const page = await open("/", "demo.localhost:3000");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Anna &amp; Erik");
  });

  it("are the site's own paths on a public host: a language segment that does not exist", async () => {
    expect((await open("/demo", "demo.localhost:3000")).statusCode).toBe(404);
  });
});
