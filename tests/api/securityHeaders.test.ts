import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_GUEST_ASSETS } from "../../src/server/web/guestAssets";
import type { WebShell } from "../../src/server/web/shell";
import { createTestApp, registerOwner, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

/** The owner's app as the built shell serves it: an HTML page that loads its bundle. */
const ownerShell = async (viteDev = false): Promise<WebShell> => ({
  html: async () => '<!doctype html><html lang="sv"><head><title>x</title><!--app-config--></head><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>',
  guestAssets: DEV_GUEST_ASSETS,
  viteDev,
  close: async () => {},
});

let t: TestApp;
let dev: TestApp;
beforeAll(async () => {
  [t, dev] = await Promise.all([createTestApp({ shell: () => ownerShell() }), createTestApp({ shell: () => ownerShell(true) })]);
});
afterAll(() => Promise.all([t.close(), dev.close()]));

const get = (url: string, host = "localhost:3000") => t.app.inject({ method: "GET", url, headers: { host } });
const directives = (csp: unknown) => new Map(String(csp).split(/;\s*/).map((part) => [part.split(" ")[0]!, part.split(" ").slice(1)]));
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const inline = (html: string, tag: "script" | "style") => [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g"))].map((match) => match[1]!);

const welcome = { siteModules: [{ id: "h", siteModuleType: "Header" as const, title: { sv: "Anna & Erik" } }] };

describe("security headers", () => {
  it("guest pages load everything from their own origin only, and cannot be framed", async () => {
    const site = await publishedSite(t, welcome);
    const page = await get("/", site.host);
    expect(page.statusCode).toBe(200);
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const csp = directives(page.headers["content-security-policy"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    for (const directive of ["script-src", "style-src", "img-src", "font-src", "connect-src"]) {
      expect(csp.get(directive), directive).toContain("'self'");
      expect(csp.get(directive)!.filter((source) => /^(https?:|\*|'unsafe-)/.test(source)), directive).toEqual([]);
    }
    expect(csp.get("frame-src")).not.toContain("https://js.stripe.com");
    // The page's data is a JSON block (never run), so it needs no allowance.
    expect(page.body).toContain('<script type="application/json" id="site-data">');
  });

  it("allows the password page's inline script and style by hash, not 'unsafe-inline'", async () => {
    const site = await publishedSite(t, welcome, { password: "hemlis" });
    const page = await get("/", site.host);
    expect(page.body).toContain('data-host="');
    const csp = directives(page.headers["content-security-policy"]);
    const [script] = inline(page.body, "script");
    const [style] = inline(page.body, "style");
    expect(csp.get("script-src")).toContain(sha256(script!));
    expect(csp.get("style-src")).toContain(sha256(style!));
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
  });

  it("owner pages get their own policy, no framing, and no referrer from the reset link's page", async () => {
    const login = await get("/logga-in");
    expect(login.statusCode).toBe(200);
    expect(login.headers["x-content-type-options"]).toBe("nosniff");
    expect(login.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const csp = directives(login.headers["content-security-policy"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    // The payment dialog's Stripe.js, its card frames and its calls: on owner pages only.
    expect(csp.get("script-src")).toEqual(["'self'", "https://js.stripe.com", "https://*.js.stripe.com"]);
    expect(csp.get("frame-src")).toEqual(expect.arrayContaining(["https://js.stripe.com", "https://hooks.stripe.com"]));
    expect(csp.get("connect-src")).toEqual(["'self'", "https://api.stripe.com"]);

    const reset = await get("/aterstall-losenord/0123456789abcdef");
    expect(reset.statusCode).toBe(200);
    expect(reset.headers["referrer-policy"]).toBe("no-referrer");
    expect(reset.headers["content-security-policy"]).toBe(login.headers["content-security-policy"]);
  });

  it("API answers, errors included, carry nosniff and a policy that lets nothing run", async () => {
    const owner = await registerOwner(t.app);
    for (const response of [await owner.client.get(`/api/sites/${owner.siteId}`), await get("/api/accounts/me/"), await get("/api/nope")]) {
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    }
  });

  it("with Vite's dev server, loosens only what it needs: inline scripts and styles (no hashes, which would void them) and its WebSocket", async () => {
    const site = await publishedSite(dev, welcome);
    const pages = [
      { response: await dev.app.inject({ method: "GET", url: "/", headers: { host: site.host } }), stripe: [] },
      { response: await dev.app.inject({ method: "GET", url: "/logga-in", headers: { host: "localhost:3000" } }), stripe: ["https://js.stripe.com", "https://*.js.stripe.com"] },
    ];
    for (const { response, stripe } of pages) {
      const csp = directives(response.headers["content-security-policy"]);
      expect(csp.get("script-src")).toEqual(["'self'", ...stripe, "'unsafe-inline'"]);
      expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get("connect-src")).toEqual(["'self'", ...(stripe.length ? ["https://api.stripe.com"] : []), "ws:"]);
      expect(csp.get("img-src")).toEqual(["'self'", "data:"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    }
  });
});
