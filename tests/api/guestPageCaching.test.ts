import { eq } from "drizzle-orm";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { sites } from "../../src/server/db/schema";
import { agent, createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };
const page = (host: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url: "/", headers: { host, ...headers } });

const document = (welcome: string): SiteDocumentInput => ({
  siteModules: [
    { id: "h", siteModuleType: "Header", title: { sv: "Anna & Erik" } },
    { id: "t", siteModuleType: "Text", title: { sv: welcome }, text: { sv: `<p>${"Vi ses på festen. ".repeat(40)}</p>` } },
  ],
});

describe("the guest page's caching", () => {
  it("sends the same page brotli-, gzip- or un-compressed, as the browser asks, each with its own strong ETag", async () => {
    const { host } = await publishedSite(t, document("Välkomna"));
    const br = await page(host, BROWSER);
    const gzip = await page(host, { "accept-encoding": "gzip" });
    const plain = await page(host);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const html = brotliDecompressSync(br.rawPayload).toString();
    expect(html).toContain("Välkomna");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);
    expect(plain.body).toBe(html);
    const tags = [br, gzip, plain].map((response) => response.headers.etag as string);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    expect(new Set(tags).size).toBe(3);
    for (const response of [br, gzip, plain]) {
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("answers 304 with no body to a browser holding the current page", async () => {
    const { host } = await publishedSite(t, document("Välkomna"));
    const first = await page(host, BROWSER);
    const again = await page(host, { ...BROWSER, "if-none-match": first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await page(host, { ...BROWSER, "if-none-match": '"an-older-page"' })).statusCode).toBe(200);
  });

  it("sends a saved change to the browser that holds the page before it, with a new ETag", async () => {
    const owner = await publishedSite(t, document("Välkomna"));
    const before = await page(owner.host, BROWSER);
    expect((await owner.client.put(`/api/sites/${owner.siteId}`, document("Välkomna hem"))).statusCode).toBe(200);
    // The per-process site cache drops the site when PostgreSQL announces the save, a moment after it.
    const after = await vi.waitFor(
      async () => {
        const response = await page(owner.host, { ...BROWSER, "if-none-match": before.headers.etag as string });
        expect(response.statusCode).toBe(200);
        return response;
      },
      { timeout: 5000, interval: 20 },
    );
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(brotliDecompressSync(after.rawPayload).toString()).toContain("Välkomna hem");
  });

  it("lets no one past a site's password with the tag of its page, and keeps the page out of shared caches", async () => {
    const owner = await publishedSite(t, document("Hemligt"), { password: "hemlis" });
    const ownPage = await owner.client.get("/", { host: owner.host, ...BROWSER });
    expect(brotliDecompressSync(ownPage.rawPayload).toString()).toContain("Hemligt");
    expect(ownPage.headers["cache-control"]).toBe("private, no-cache");
    expect(ownPage.headers.vary).toBe("Accept-Encoding, Cookie");

    const stranger = await page(owner.host, { ...BROWSER, "if-none-match": ownPage.headers.etag as string });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.headers.etag).toBeUndefined();
    expect(stranger.headers["cache-control"]).toBe("no-store");
    expect(brotliDecompressSync(stranger.rawPayload).toString()).not.toContain("Hemligt");

    const guest = agent(t.app);
    expect((await guest.post("/api/sites/password-login/", { host: owner.host, password: "hemlis" })).statusCode).toBe(200);
    const admitted = await guest.get("/", { host: owner.host, ...BROWSER, "if-none-match": ownPage.headers.etag as string });
    expect(admitted.statusCode).toBe(304);
  });

  it("tells a browser holding the page that the site's period has ended, going by the clock", async () => {
    const owner = await publishedSite(t, document("Välkomna"));
    await t.database.db.update(sites).set({ activeExpireDate: new Date(t.deps.now().getTime() + 60_000) }).where(eq(sites.id, owner.siteId));
    const live = await page(owner.host, BROWSER);
    expect(live.statusCode).toBe(200);
    t.advanceTime(2 * 60_000);
    const ended = await page(owner.host, { ...BROWSER, "if-none-match": live.headers.etag as string });
    expect(ended.statusCode).toBe(404);
    expect(ended.headers.etag).toBeUndefined();
    expect(brotliDecompressSync(ended.rawPayload).toString()).not.toContain("Välkomna");
    const forOwner = await owner.client.get("/", { host: owner.host, "if-none-match": live.headers.etag as string });
    expect(forOwner.statusCode).toBe(404);
    expect(forOwner.body).not.toContain("Välkomna");
  });
});
