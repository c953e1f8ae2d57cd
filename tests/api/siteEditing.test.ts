import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSubmissions, rsvpAnswers } from "../../src/server/db/schema";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { agent, createTestApp, registerOwner, type Agent, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const site = (siteId: string) => `/api/sites/${siteId}`;
const page = (host: string) => t.app.inject({ method: "GET", url: "/", headers: { host } });
const textOf = (body: { siteModules: { id: string; text?: Record<string, string> }[] }, id = "t") => body.siteModules.find((module) => module.id === id)!.text!.sv;

const welcome: SiteDocumentInput = {
  language: "sv",
  availableLanguages: [{ languageCode: "sv" }],
  siteModules: [
    { id: "h", siteModuleType: "Header", title: { sv: "Anna & Erik" } },
    { id: "t", siteModuleType: "Text", title: { sv: "Välkomna" }, text: { sv: "<p>Hej alla</p>" } },
  ],
};

describe("GET and PUT /api/sites/{siteId}", () => {
  it("saves the document and loads it back with the site's settings, never the password hash", async () => {
    const owner = await publishedSite(t, {}, { password: "hemlis" });
    const saved = await owner.client.put(site(owner.siteId), welcome);
    expect(saved.statusCode).toBe(200);
    const loaded = await owner.client.get(site(owner.siteId));
    expect(loaded.statusCode).toBe(200);
    const body = loaded.json();
    expect(body).toMatchObject({ _id: owner.siteId, host: owner.host, active: true, hasPassword: true, metaNoindex: false, customDomainActive: false, giftRegistryReservations: [], formsWithAnswers: [] });
    expect(body.activeDate).toEqual(expect.any(String));
    expect(textOf(body)).toBe("<p>Hej alla</p>");
    expect(body.siteModules[0].title.sv).toBe("Anna & Erik");
    expect(saved.json()).toEqual(body);
    expect(loaded.body).not.toContain("argon2");
    expect(body).not.toHaveProperty("passwordHash");
  });

  it("names the RSVP and Form modules that already have answers", async () => {
    const owner = await publishedSite(t, welcome);
    const values = { siteId: owner.siteId, formTitle: "OSA", language: "sv" };
    await t.database.db.insert(rsvpAnswers).values([
      { ...values, formId: "rsvp1", groupIdentifier: "g1", formElements: [] },
      { ...values, formId: "rsvp1", groupIdentifier: "g2", formElements: [] },
    ]);
    await t.database.db.insert(formSubmissions).values({ ...values, formId: "speech", formElements: [] });
    const body = (await owner.client.get(site(owner.siteId))).json();
    expect([...body.formsWithAnswers].sort()).toEqual(["rsvp1", "speech"]);
  });

  it("refuses an invalid document with 422 naming the field, and stores nothing", async () => {
    const owner = await registerOwner(t.app);
    await owner.client.put(site(owner.siteId), welcome);
    const broken = { ...welcome, siteModules: [{ id: "t", siteModuleType: "Text", text: { sv: 42 } }] };
    const refused = await owner.client.put(site(owner.siteId), broken);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toContain("siteModules.0.text.sv");
    const unknownType = await owner.client.put(site(owner.siteId), { siteModules: [{ id: "x", siteModuleType: "Nope" }] });
    expect(unknownType.statusCode).toBe(422);
    expect(textOf((await owner.client.get(site(owner.siteId))).json())).toBe("<p>Hej alla</p>");
    expect((await owner.client.get(`${site(owner.siteId)}/versions`)).json().versions).toHaveLength(2); // the page before its first save, and that save
  });

  it("refuses null, a non-object or a document without siteModules with 422, and keeps the site and its versions", async () => {
    const owner = await registerOwner(t.app);
    await owner.client.put(site(owner.siteId), welcome);
    const bodies: [string, string][] = [["null", "siteModules"], ["[]", "body"], ['"text"', "body"], ["42", "body"], ['{"language":"sv"}', "siteModules"]];
    for (const [payload, field] of bodies) {
      const refused = await owner.client.request({ method: "PUT", url: site(owner.siteId), payload, headers: { "content-type": "application/json" } });
      expect(refused.statusCode, payload).toBe(422);
      expect(refused.json(), payload).toMatchObject({ isErrorResponse: true, errorDescription: { en: expect.any(String) } });
      expect(refused.json().fields, payload).toContain(field);
    }
    expect(textOf((await owner.client.get(site(owner.siteId))).json())).toBe("<p>Hej alla</p>");
    expect((await owner.client.get(`${site(owner.siteId)}/versions`)).json().versions).toHaveLength(2); // the page before its first save, and that save
  });

  it("sanitizes every rich-text field: scripts, event handlers and javascript: links never come back", async () => {
    const owner = await registerOwner(t.app);
    const evil = '<p><strong>Fest</strong> <a href="https://example.com/karta" target="_blank">karta</a></p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">klick</a><p onclick="alert(1)">x</p>';
    const rich = { sv: evil };
    const saved = await owner.client.put(site(owner.siteId), {
      siteModules: [
        { id: "t", siteModuleType: "Text", text: rich },
        { id: "it", siteModuleType: "ImageAndText", text: rich },
        { id: "loc", siteModuleType: "Location", text: rich },
        { id: "list", siteModuleType: "TextAndImageList", list: [{ id: "a", text: rich }] },
        { id: "people", siteModuleType: "PeopleList", list: [{ id: "p", text: rich }] },
        { id: "gallery", siteModuleType: "ImageGallery", text: rich },
        { id: "gifts", siteModuleType: "GiftRegistry", text: rich, giftRegistry: [{ id: "g", description: rich }] },
        { id: "rsvp", siteModuleType: "Rsvp", text: rich },
        { id: "form", siteModuleType: "Form", text: rich },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const loaded = await owner.client.get(site(owner.siteId));
    for (const body of [saved.body, loaded.body]) {
      expect(body).not.toContain("<script");
      expect(body).not.toContain("onerror");
      expect(body).not.toContain("onclick");
      expect(body).not.toContain("javascript:");
      expect(body).not.toContain("<img");
    }
    const modules = loaded.json().siteModules;
    const texts = [
      ...modules.filter((module: { text?: unknown }) => module.text).map((module: { text: { sv: string } }) => module.text.sv),
      modules[3].list[0].text.sv,
      modules[4].list[0].text.sv,
      modules[6].giftRegistry[0].description.sv,
    ];
    expect(texts).toHaveLength(10);
    for (const text of texts) {
      expect(text).toContain("<strong>Fest</strong>");
      expect(text).toContain('<a href="https://example.com/karta" target="_blank" rel="noopener noreferrer">karta</a>');
      expect(text).toContain("<a>klick</a>");
    }
  });

  it("stores a gift's link only as a web address: a javascript: link is dropped, a bare address gets https://", async () => {
    const owner = await registerOwner(t.app);
    const gifts = [
      { id: "a", title: { sv: "Vas" }, link: "javascript:alert(1)" },
      { id: "b", title: { sv: "Skål" }, link: "www.butik.se/skal" },
      { id: "c", title: { sv: "Duk" }, link: "https://butik.se/duk" },
    ];
    const saved = await owner.client.put(site(owner.siteId), { siteModules: [{ id: "g", siteModuleType: "GiftRegistry", giftRegistry: gifts }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain("javascript:");
    const stored = (await owner.client.get(site(owner.siteId))).json().siteModules[0].giftRegistry.map((gift: { link: string | null }) => gift.link);
    expect(stored).toEqual([null, "https://www.butik.se/skal", "https://butik.se/duk"]);
  });

  it("keeps mailto links and allowed formatting as they are", async () => {
    const owner = await registerOwner(t.app);
    const html = '<h3>Rubrik</h3><ul><li><em>ett</em></li></ul><ol><li><u>två</u></li></ol><p><a href="mailto:anna@example.com">Mejla</a><br /><b>b</b><i>i</i></p>';
    await owner.client.put(site(owner.siteId), { siteModules: [{ id: "t", siteModuleType: "Text", text: { sv: html } }] });
    expect(textOf((await owner.client.get(site(owner.siteId))).json())).toBe(html);
  });
});

describe("PUT /api/sites/{siteId}/password", () => {
  it("asks to publish first while the site is not active", async () => {
    const owner = await registerOwner(t.app);
    const refused = await owner.client.put(`${site(owner.siteId)}/password`, { password: "hemlis" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorDescription.sv).toBe("Publicera sidan först, sedan kan du ändra det här.");
    expect((await owner.client.get(site(owner.siteId))).json().hasPassword).toBe(false);
  });

  it("protects the guest page with a trimmed password, and an empty one removes it", async () => {
    const owner = await publishedSite(t, welcome);
    expect((await page(owner.host)).body).toContain("Hej alla");
    const set = await owner.client.put(`${site(owner.siteId)}/password`, { password: "  hemlis  " });
    expect(set.statusCode).toBe(200);
    expect(set.json().hasPassword).toBe(true);
    await expect.poll(async () => (await page(owner.host)).body, { timeout: 3000, interval: 20 }).toContain("Sidan är skyddad");
    expect((await page(owner.host)).body).not.toContain("Hej alla");
    const guest = agent(t.app);
    expect((await guest.post("/api/sites/password-login/", { host: owner.host, password: "hemlis" })).statusCode).toBe(200);

    const removed = await owner.client.put(`${site(owner.siteId)}/password`, { password: "" });
    expect(removed.json().hasPassword).toBe(false);
    await expect.poll(async () => (await page(owner.host)).body, { timeout: 3000, interval: 20 }).toContain("Hej alla");
  });

  it("refuses a missing password with 422", async () => {
    const owner = await publishedSite(t, welcome);
    const refused = await owner.client.put(`${site(owner.siteId)}/password`, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual(["password"]);
  });
});

describe("PUT /api/sites/{siteId}/metaNoindex", () => {
  it("asks to publish first while the site is not active", async () => {
    const owner = await registerOwner(t.app);
    const refused = await owner.client.put(`${site(owner.siteId)}/metaNoindex`, { metaNoindex: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorDescription.en).toContain("Publish");
    expect((await owner.client.get(site(owner.siteId))).json().metaNoindex).toBe(false);
  });

  it("changes the guest page's robots meta", async () => {
    const owner = await publishedSite(t, welcome);
    expect((await page(owner.host)).body).toContain('<meta name="robots" content="all">');
    const hidden = await owner.client.put(`${site(owner.siteId)}/metaNoindex`, { metaNoindex: true });
    expect(hidden.json().metaNoindex).toBe(true);
    await expect.poll(async () => (await page(owner.host)).body, { timeout: 3000, interval: 20 }).toContain('<meta name="robots" content="noindex, noimageindex, nofollow">');
    await owner.client.put(`${site(owner.siteId)}/metaNoindex`, { metaNoindex: false });
    await expect.poll(async () => (await page(owner.host)).body, { timeout: 3000, interval: 20 }).toContain('<meta name="robots" content="all">');
    expect((await owner.client.put(`${site(owner.siteId)}/metaNoindex`, { metaNoindex: "yes" })).statusCode).toBe(422);
  });
});

describe("GET /api/sites/{siteId}/qr/{host}/png", () => {
  it("answers a downloadable PNG of the site's address", async () => {
    const owner = await publishedSite(t, welcome);
    const response = await owner.client.get(`${site(owner.siteId)}/qr/${owner.host}/png`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="qr-${owner.host}.png"`);
    expect(response.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });

  it("answers 404 for any other host", async () => {
    const owner = await publishedSite(t, welcome);
    const other = await publishedSite(t, welcome);
    expect((await owner.client.get(`${site(owner.siteId)}/qr/${other.host}/png`)).statusCode).toBe(404);
    expect((await owner.client.get(`${site(owner.siteId)}/qr/example.com/png`)).statusCode).toBe(404);
  });
});

describe("access", () => {
  const routes = (siteId: string, host: string, versionId: string) => [
    ["GET", site(siteId), undefined],
    ["PUT", site(siteId), welcome],
    ["GET", `${site(siteId)}/versions`, undefined],
    ["GET", `${site(siteId)}/versions/${versionId}`, undefined],
    ["POST", `${site(siteId)}/versions/${versionId}/restore`, undefined],
    ["PUT", `${site(siteId)}/password`, { password: "x" }],
    ["PUT", `${site(siteId)}/metaNoindex`, { metaNoindex: true }],
    ["GET", `${site(siteId)}/qr/${host}/png`, undefined],
  ] as const;

  const call = (client: Agent, [method, url, payload]: readonly [string, string, unknown]) => client.request({ method: method as "GET", url, payload: payload as object });

  it("answers 403 on every route for another owner's site and changes nothing", async () => {
    const owner = await publishedSite(t, welcome);
    await owner.client.put(site(owner.siteId), welcome);
    const versionId = (await owner.client.get(`${site(owner.siteId)}/versions`)).json().versions[0]._id;
    const stranger = await registerOwner(t.app);
    for (const route of routes(owner.siteId, owner.host, versionId)) {
      const response = await call(stranger.client, route);
      expect(response.statusCode, `${route[0]} ${route[1]}`).toBe(403);
    }
    const after = (await owner.client.get(site(owner.siteId))).json();
    expect(after).toMatchObject({ hasPassword: false, metaNoindex: false });
    expect((await owner.client.get(`${site(owner.siteId)}/versions`)).json().versions).toHaveLength(2); // the page before its first save, and that save
  });

  it("answers 401 on every route when logged out", async () => {
    const owner = await publishedSite(t, welcome);
    await owner.client.put(site(owner.siteId), welcome);
    const versionId = (await owner.client.get(`${site(owner.siteId)}/versions`)).json().versions[0]._id;
    for (const route of routes(owner.siteId, owner.host, versionId)) {
      const response = await call(agent(t.app), route);
      expect(response.statusCode, `${route[0]} ${route[1]}`).toBe(401);
    }
  });
});
