import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customDomains, sites } from "../../src/server/db/schema";
import { agent, createTestApp, registerOwner, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function publish(siteId: string, host: string) {
  await t.database.db
    .update(sites)
    .set({ host, active: true, activeDate: new Date("2026-05-01T10:00:00Z"), activeExpireDate: new Date("2037-11-01T10:00:00Z") })
    .where(eq(sites.id, siteId));
}

describe("GET /api/sites/{id}/account/", () => {
  it("answers the account page's data for the owner", async () => {
    const owner = await registerOwner(t.app, "account@example.com");
    await publish(owner.siteId, "anna-och-erik.localhost");
    await t.database.db.insert(customDomains).values({ siteId: owner.siteId, domain: "annaocherik.se", expires: new Date("2027-06-01T00:00:00Z") });
    const response = await owner.client.get(`/api/sites/${owner.siteId}/account/`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.mail).toBe("account@example.com");
    expect(new Date(body.registered.date).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(body.site).toEqual({
      _id: owner.siteId,
      host: "anna-och-erik.localhost",
      visitorCount: 0,
      active: true,
      activeDate: "2026-05-01T10:00:00.000Z",
      activeExpireDate: "2037-11-01T10:00:00.000Z",
      expired: false,
      customDomains: [{ domain: "annaocherik.se", expires: "2027-06-01T00:00:00.000Z" }],
    });
    expect(JSON.stringify(body)).not.toContain("password");
  });

  it("answers 401 when logged out and 403 for another owner's site or an unknown one", async () => {
    const owner = await registerOwner(t.app);
    const other = await registerOwner(t.app);
    expect((await agent(t.app).get(`/api/sites/${owner.siteId}/account/`)).statusCode).toBe(401);
    const foreign = await other.client.get(`/api/sites/${owner.siteId}/account/`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Du har inte behörighet till det här." } });
    expect(foreign.body).not.toContain(owner.mail);
    const unknown = await other.client.get("/api/sites/00000000-0000-4000-8000-000000000000/account/");
    expect(unknown.statusCode).toBe(403);
    expect((await other.client.get("/api/sites/not-a-uuid/account/")).statusCode).toBe(403);
  });
});

describe("visitor count", () => {
  it("counts guest views of the public page, not the owner's own or crawlers'", async () => {
    const owner = await registerOwner(t.app);
    await publish(owner.siteId, "visits.localhost");
    const guest = await t.app.inject({ method: "GET", url: "/", headers: { host: "visits.localhost:3000" } });
    expect(guest.statusCode).toBe(200);
    expect(guest.body).toContain(owner.siteId);
    await t.app.inject({ method: "GET", url: "/", headers: { host: "localhost:3000" }, query: { domainHost: "visits.localhost" } });
    await owner.client.get("/", { host: "visits.localhost" });
    await t.app.inject({ method: "GET", url: "/", headers: { host: "visits.localhost", "user-agent": "Googlebot/2.1" } });
    const account = await owner.client.get(`/api/sites/${owner.siteId}/account/`);
    expect(account.json().site.visitorCount).toBe(2);
  });

  it("counts a guest who switches language once: a page opened from the site itself is the same visit", async () => {
    const site = await publishedSite(t, { language: "sv", availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }], siteModules: [] });
    const first = await t.app.inject({ method: "GET", url: "/", headers: { host: site.host, "sec-fetch-site": "none" } });
    expect(first.statusCode).toBe(200);
    const switched = await t.app.inject({ method: "GET", url: "/en", headers: { host: site.host, "sec-fetch-site": "same-origin", referer: `https://${site.host}/` } });
    expect(switched.statusCode).toBe(200);
    expect(switched.body).toContain('lang="en"');
    // A browser without fetch metadata tells by its referrer; one from elsewhere is a new visit.
    await t.app.inject({ method: "GET", url: "/sv", headers: { host: site.host, referer: `https://${site.host}/en` } });
    await t.app.inject({ method: "GET", url: "/", headers: { host: site.host, "sec-fetch-site": "cross-site", referer: "https://mail.example.com/" } });
    const account = await site.client.get(`/api/sites/${site.siteId}/account/`);
    expect(account.json().site.visitorCount).toBe(2);
  });

  it("shows no page for an unpublished site or an unknown host", async () => {
    const owner = await registerOwner(t.app);
    await t.database.db.update(sites).set({ host: "draft.localhost" }).where(eq(sites.id, owner.siteId));
    const draft = await t.app.inject({ method: "GET", url: "/", headers: { host: "draft.localhost" } });
    expect(draft.statusCode).toBe(404);
    expect(draft.body).toContain("Sidan är inte publicerad");
    const nobody = await t.app.inject({ method: "GET", url: "/", headers: { host: "nobody.localhost" } });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.body).toContain("Sidan finns inte");
  });
});
