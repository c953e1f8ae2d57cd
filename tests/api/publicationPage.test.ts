import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { sites } from "../../src/server/db/schema";
import { agent, createTestApp, registerOwner, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const SECRET = "Anna och Eriks hemliga bröllop";
const document = (language: string): SiteDocumentInput => ({
  language,
  availableLanguages: [{ languageCode: language }],
  siteModules: [
    { id: "h", siteModuleType: "Header", title: { [language]: SECRET } },
    { id: "g", siteModuleType: "GiftRegistry", title: { [language]: "Gifts" }, giftRegistry: [{ id: "vase", title: { [language]: "Vase" }, quantity: 1 }] },
  ],
});

let hosts = 0;
/** A site whose period ended a day ago. */
async function expiredSite(language = "sv", options: { password?: string } = {}) {
  const site = await publishedSite(t, document(language), { host: `expired-${++hosts}.localhost`, ...options });
  await t.database.db.update(sites).set({ activeExpireDate: new Date(t.deps.now().getTime() - DAY) }).where(eq(sites.id, site.siteId));
  return site;
}

/** A site with an address but never paid for. */
async function unpublishedSite(language = "sv") {
  const site = await publishedSite(t, document(language), { host: `never-${++hosts}.localhost` });
  await t.database.db.update(sites).set({ active: false, activeDate: null }).where(eq(sites.id, site.siteId));
  return site;
}

const page = (host: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url: "/", headers: { host, ...headers } });

describe("the not-published page", () => {
  it("tells guests a never published page is not published yet, and shows nothing of it", async () => {
    const site = await unpublishedSite();
    const response = await page(site.host);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<html lang="sv">');
    expect(response.body).toContain("<h1>Sidan är inte publicerad</h1>");
    expect(response.body).toContain("inte publicerad än");
    expect(response.body).toContain('content="noindex');
    expect(response.body).not.toContain(SECRET);
    expect(response.body).not.toContain("/redigera/");
  });

  it("tells guests an expired page is no longer published, in the site's language", async () => {
    const swedish = await page((await expiredSite("sv")).host);
    expect(swedish.statusCode).toBe(404);
    expect(swedish.body).toContain("Den här sidan är inte publicerad längre.");
    expect(swedish.body).not.toContain(SECRET);

    const english = await page((await expiredSite("en")).host);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain("This page is no longer published.");

    const danish = await page((await expiredSite("da")).host);
    expect(danish.body).toContain('<html lang="da">');
    expect(danish.body).toContain("Denne side er ikke offentliggjort længere.");

    const never = await page((await unpublishedSite("en")).host);
    expect(never.body).toContain("This page is not published yet.");
  });

  it("offers the owner the extension of an expired page and the publishing of a new one", async () => {
    const expired = await expiredSite("en");
    const expiredForOwner = await expired.client.get("/", { host: expired.host });
    expect(expiredForOwner.statusCode).toBe(404);
    expect(expiredForOwner.body).toContain(`href="http://localhost:3000/redigera/${expired.siteId}/konto/forlang"`);
    expect(expiredForOwner.body).toContain("Extend the publication");
    expect(expiredForOwner.body).not.toContain(SECRET);

    const never = await unpublishedSite("sv");
    const neverForOwner = await never.client.get("/", { host: never.host });
    expect(neverForOwner.body).toContain(`href="http://localhost:3000/redigera/${never.siteId}/valj-adress"`);
    expect(neverForOwner.body).toContain("Välj adress och publicera");

    const stranger = await registerOwner(t.app);
    const forStranger = await stranger.client.get("/", { host: expired.host });
    expect(forStranger.body).toContain("This page is no longer published.");
    expect(forStranger.body).not.toContain("/redigera/");
    // Anyone else, the owner too when logged in only on the owner's app, gets a quiet way to log in.
    expect(forStranger.body).toContain('<a href="http://localhost:3000/logga-in">Is this your page? Log in</a>');
    expect(neverForOwner.body).not.toContain("/logga-in");
  });

  it("goes by the clock: the page disappears the moment its period ends and returns when extended", async () => {
    const site = await publishedSite(t, document("sv"), { host: `ending-${++hosts}.localhost` });
    await t.database.db.update(sites).set({ activeExpireDate: new Date(t.deps.now().getTime() + 60_000) }).where(eq(sites.id, site.siteId));
    const live = await page(site.host);
    expect(live.statusCode).toBe(200);
    expect(live.body).toContain(SECRET);

    t.advanceTime(2 * 60_000);
    const ended = await page(site.host);
    expect(ended.statusCode).toBe(404);
    expect(ended.body).not.toContain(SECRET);

    await t.database.db.update(sites).set({ activeExpireDate: new Date(t.deps.now().getTime() + 365 * DAY) }).where(eq(sites.id, site.siteId));
    // The cached summary goes when PostgreSQL announces the change, a moment after the update.
    await vi.waitFor(async () => expect((await page(site.host)).body).toContain(SECRET), { timeout: 5000, interval: 50 });
  });
});

describe("guest calls on an expired site", () => {
  it("refuses gift reservations and RSVPs as for an unknown site", async () => {
    const site = await expiredSite();
    const reserve = await t.app.inject({ method: "PUT", url: `/api/gift-registry/${site.siteId}/g/vase/v2`, payload: { quantity: 1, password: "tårta" } });
    expect(reserve.statusCode).toBe(404);
    const rsvp = await t.app.inject({ method: "POST", url: `/api/rsvps/${site.siteId}/v4/`, payload: {} });
    expect(rsvp.statusCode).toBe(404);
  });

  it("refuses the password login of an expired protected site", async () => {
    const site = await expiredSite("sv", { password: "hemligt" });
    const guest = agent(t.app);
    const login = await guest.post("/api/sites/password-login/", { host: site.host, password: "hemligt" });
    expect(login.statusCode).toBe(404);
    expect(guest.cookies.has("site_access")).toBe(false);
  });

  it("still serves the owner's own calls on the expired site", async () => {
    const site = await expiredSite();
    const reserve = await site.client.put(`/api/gift-registry/${site.siteId}/g/vase/v2`, { quantity: 1, password: "tårta" });
    expect(reserve.statusCode).toBe(200);
  });
});

describe("the account page answer", () => {
  it("says when the publication period has ended", async () => {
    const site = await expiredSite();
    const expired = (await site.client.get(`/api/sites/${site.siteId}/account/`)).json();
    expect(expired.site).toMatchObject({ active: true, expired: true });

    const running = await publishedSite(t, document("sv"));
    expect((await running.client.get(`/api/sites/${running.siteId}/account/`)).json().site).toMatchObject({ active: true, expired: false });
    const never = await unpublishedSite();
    expect((await never.client.get(`/api/sites/${never.siteId}/account/`)).json().site).toMatchObject({ active: false, expired: false });
  });
});
