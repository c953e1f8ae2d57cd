import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_GUEST_ASSETS } from "../../src/server/web/guestAssets";
import type { WebShell } from "../../src/server/web/shell";
import { agent, createTestApp, registerOwner, type TestApp } from "../support/app";

const SHELL = '<!doctype html><html lang="sv"><head><title>x</title><!--app-config--></head><body><div id="root"></div></body></html>';
const ownerShell = async (): Promise<WebShell> => ({ html: async () => SHELL, guestAssets: DEV_GUEST_ASSETS, viteDev: false, close: async () => {} });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ shell: ownerShell });
});
afterAll(() => t.close());

describe("the owner's app opened with ?lang=", () => {
  it("keeps the language asked for over an earlier choice: the next page without it and the mails follow", async () => {
    const owner = await registerOwner(t.app, "english@example.com");
    const browser = agent(t.app);
    browser.cookies.set("lang", "sv");
    const asked = await browser.get(`/redigera/${owner.siteId}/?lang=en`, { host: "localhost:3000" });
    expect(asked.body).toContain('<html lang="en">');
    const next = await browser.get("/logga-in", { host: "localhost:3000" });
    expect(next.body).toContain('<html lang="en">');
    expect(next.body).toContain('"language":"en"');
    await browser.post("/api/accounts/reset-password/", { mail: "english@example.com" });
    await t.mailDelivered();
    expect(t.smtp.sentTo("english@example.com").at(-1)!.subject).toBe("Reset your password");
  });

  it("ignores a language the interface does not have", async () => {
    const browser = agent(t.app);
    browser.cookies.set("lang", "da");
    await browser.get("/logga-in?lang=de", { host: "localhost:3000" });
    expect((await browser.get("/logga-in", { host: "localhost:3000" })).body).toContain('<html lang="da">');
  });
});
