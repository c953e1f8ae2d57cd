import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSiteDocument } from "../../src/modules/document/readSiteDocument";
import { DOCUMENT_VERSION } from "../../src/modules/document/migrations";
import { siteVersions, sites } from "../../src/server/db/schema";
import { storeDocument } from "../../src/server/features/siteEditing/repository";
import { createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fixture = (name: string) => JSON.parse(fs.readFileSync(`tests/fixtures/documents/${name}`, "utf8")) as Record<string, unknown>;
const UNVERSIONED = fixture("minimal-unversioned.json");
const READ_TODAY = fixture("minimal-unversioned.read.json");
/** As a later version of the product might store it: a version and a field this one does not know. */
const NEWER = { ...READ_TODAY, documentVersion: DOCUMENT_VERSION + 1, pageTransitions: { style: "fade" } };
const NEWER_TEXT = "Sidan sparades av en nyare version av tjänsten och kan inte visas eller ändras här. Försök igen om en stund.";

const site = (siteId: string) => `/api/sites/${siteId}`;
const storedDocument = async (siteId: string) => (await t.database.db.select({ document: sites.document }).from(sites).where(eq(sites.id, siteId)))[0]!.document;
const setStored = (siteId: string, document: unknown) => t.database.db.update(sites).set({ document }).where(eq(sites.id, siteId));

async function siteStoring(document: unknown) {
  const owner = await publishedSite(t, {});
  await setStored(owner.siteId, document);
  return owner;
}

describe("a page stored before documents had a version", () => {
  it("opens in the editor as it read before, at today's version, and its next save stores that version", async () => {
    const owner = await siteStoring(UNVERSIONED);
    const opened = await owner.client.get(site(owner.siteId));
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ ...READ_TODAY, documentVersion: DOCUMENT_VERSION });

    expect((await owner.client.put(site(owner.siteId), opened.json())).statusCode).toBe(200);
    expect(await storedDocument(owner.siteId)).toEqual({ ...READ_TODAY, documentVersion: DOCUMENT_VERSION });
  });

  it("is shown to guests as before", async () => {
    const owner = await siteStoring(UNVERSIONED);
    const page = await t.app.inject({ method: "GET", url: "/", headers: { host: owner.host } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Vi gifter oss!");
  });

  it("saved by an editor tab opened before versions, is stored at today's version", async () => {
    const owner = await siteStoring(UNVERSIONED);
    expect((await owner.client.put(site(owner.siteId), UNVERSIONED)).json().documentVersion).toBe(DOCUMENT_VERSION);
    expect(await storedDocument(owner.siteId)).toMatchObject({ documentVersion: DOCUMENT_VERSION });
  });
});

describe("a page a newer version of the product stored", () => {
  it("is not opened in the editor, nor shown to guests, with a clear refusal", async () => {
    const owner = await siteStoring(NEWER);
    const opened = await owner.client.get(site(owner.siteId));
    expect(opened.statusCode).toBe(409);
    expect(opened.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: NEWER_TEXT }, fields: ["documentVersion"] });
    expect(opened.json().message).toContain(`documentVersion ${DOCUMENT_VERSION + 1}, newer than ${DOCUMENT_VERSION}`);
    const page = await t.app.inject({ method: "GET", url: "/", headers: { host: owner.host } });
    expect(page.statusCode).toBe(409);
  });

  it("is not overwritten by a save or a restore of this version, and is kept as it is", async () => {
    const owner = await siteStoring(UNVERSIONED);
    expect((await owner.client.put(site(owner.siteId), UNVERSIONED)).statusCode).toBe(200);
    const [earlier] = (await owner.client.get(`${site(owner.siteId)}/versions`)).json().versions as { _id: string }[];
    await setStored(owner.siteId, NEWER);

    const saved = await owner.client.put(site(owner.siteId), READ_TODAY);
    expect(saved.statusCode).toBe(409);
    expect(saved.json().errorDescription.sv).toBe(NEWER_TEXT);
    expect((await owner.client.post(`${site(owner.siteId)}/versions/${earlier!._id}/restore`)).statusCode).toBe(409);
    expect(await storedDocument(owner.siteId)).toEqual(NEWER);
  });

  it("stored by a newer process while a save was under way, is not written over by that save", async () => {
    const owner = await siteStoring(UNVERSIONED);
    const read = readSiteDocument(UNVERSIONED); // what the save read, before the newer process stored its page
    await setStored(owner.siteId, NEWER);
    await expect(storeDocument(t.database.db, owner.siteId, read)).rejects.toThrow(`documentVersion ${DOCUMENT_VERSION + 1}, newer than ${DOCUMENT_VERSION}`);
    expect(await storedDocument(owner.siteId)).toEqual(NEWER);
  });

  it("is not restored from the history, and the current page stays", async () => {
    const owner = await siteStoring(UNVERSIONED);
    const [newer] = await t.database.db.insert(siteVersions).values({ siteId: owner.siteId, document: NEWER }).returning({ id: siteVersions.id });
    expect((await owner.client.get(`${site(owner.siteId)}/versions/${newer!.id}`)).statusCode).toBe(409);
    expect((await owner.client.post(`${site(owner.siteId)}/versions/${newer!.id}/restore`)).statusCode).toBe(409);
    expect(await storedDocument(owner.siteId)).toEqual(UNVERSIONED);
  });

  it("takes no gift reservation", async () => {
    const gifts = { ...NEWER, siteModules: [{ id: "gifts", siteModuleType: "GiftRegistry", giftRegistry: [{ id: "vase", title: { sv: "Vas" }, quantity: 1 }] }] };
    const owner = await siteStoring(gifts);
    const reserved = await t.app.inject({ method: "PUT", url: `/api/gift-registry/${owner.siteId}/gifts/vase/v2`, payload: { quantity: 1, password: "tårta" } });
    expect(reserved.statusCode).toBe(409);
  });
});

describe("a save of a document newer than the product", () => {
  it("is refused, naming documentVersion, and nothing is stored", async () => {
    const owner = await siteStoring(UNVERSIONED);
    const saved = await owner.client.put(site(owner.siteId), NEWER);
    expect(saved.statusCode).toBe(409);
    expect(saved.json()).toMatchObject({ fields: ["documentVersion"], errorDescription: { sv: NEWER_TEXT } });
    expect(await storedDocument(owner.siteId)).toEqual(UNVERSIONED);
  });

  it("is refused at registration too, and no account is made", async () => {
    const mail = `newer-${Date.now()}@example.com`;
    const registered = await t.app.inject({ method: "POST", url: "/api/accounts/register/", payload: { mail, password: "secret-password", acceptTerms: true, site: { document: NEWER } } });
    expect(registered.statusCode).toBe(409);
    const login = await t.app.inject({ method: "POST", url: "/api/accounts/login/", payload: { mail, password: "secret-password" } });
    expect(login.statusCode).not.toBe(200);
  });
});
