import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRINTS_PER_SITE } from "../../src/domain/limits";
import { prints, sites } from "../../src/server/db/schema";
import { createTestApp, registerOwner, type TestApp } from "../support/app";
import { publishedLegacySite } from "../support/legacySite";
import { cardBody, createCard } from "../support/print";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedCards = (siteId: string) => t.database.db.select().from(prints).where(eq(prints.siteId, siteId));

describe("an owner's invitation cards", () => {
  it("creates a card, answers its id, and loads it with its site and every field", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const response = await client.post("/api/prints/", { ...cardBody("PHOTO_CLEAN"), site: siteId });
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json() as { id: string };
    expect(Object.keys(response.json())).toEqual(["id"]);
    const loaded = await client.get(`/api/prints/${id}`);
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json()).toEqual({ _id: id, site: siteId, ...cardBody("PHOTO_CLEAN") });
    expect(loaded.body).not.toContain((await storedCards(siteId))[0]!.serverAccessKey);
  });

  it("saves a changed card and answers it as stored", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const id = await createCard(client, siteId);
    t.advanceTime(1000);
    const changed = { ...cardBody("TEXT_ON_PHOTO", "Eva & Adam"), trim: "none", eventLogo: { variant: "HandDrawnHeart", name1: "Eva", name2: "Adam" } };
    const response = await client.put(`/api/prints/${id}`, { ...changed, _id: "ignored", site: "ignored" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ _id: id, site: siteId, layout: "TEXT_ON_PHOTO", trim: "none", eventLogo: { variant: "HandDrawnHeart", name1: "Eva" } });
    expect((await client.get(`/api/prints/${id}`)).json()).toEqual(response.json());
    const [row] = await storedCards(siteId);
    expect(row!.updatedAt.getTime()).toBeGreaterThan(row!.createdAt.getTime());
  });

  it("lists the site's cards newest first, and only this site's", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const other = await registerOwner(t.app);
    await createCard(other.client, other.siteId);
    const first = await createCard(client, siteId, cardBody("GENESIS", "Första"));
    const second = await createCard(client, siteId, cardBody("GENESIS", "Andra"));
    const response = await client.get(`/api/sites/${siteId}/prints/`);
    expect(response.statusCode).toBe(200);
    const listed = (response.json() as { prints: { _id: string; site: string }[] }).prints;
    expect(listed.map((card) => card._id)).toEqual([second, first]);
    expect(listed.every((card) => card.site === siteId)).toBe(true);
  });
});

describe("what a card must be", () => {
  it("refuses an invalid card with a 422 naming each field, storing nothing", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const body = cardBody();
    const cases: [object, string[]][] = [
      [{ ...body, layout: "POSTER" }, ["layout"]],
      [{ ...body, trim: "wavy", fonts: { heading: "Comic Sans", text: "Arial" } }, ["fonts.heading", "trim"]],
      [{ ...body, content: body.content.map((item, index) => (index === 0 ? { ...item, text: "x".repeat(2001) } : item)) }, ["content.0.text"]],
      [{ ...body, content: body.content.map((item) => (item.contentType === "qr" ? { ...item, url: "javascript:alert(1)" } : item)) }, ["content.6.url"]],
      [{ ...body, content: [...body.content, { ...body.content[0], id: "again" }] }, ["content.7.position"]],
      [{ ...body, colorScheme: undefined }, ["colorScheme"]],
    ];
    for (const [card, fields] of cases) {
      const response = await client.post("/api/prints/", { ...card, site: siteId });
      expect(response.statusCode, JSON.stringify(fields)).toBe(422);
      expect(response.json()).toMatchObject({ isErrorResponse: true, fields });
    }
    const missingSite = await client.post("/api/prints/", body);
    expect(missingSite.json()).toMatchObject({ fields: ["site"] });
    expect(await storedCards(siteId)).toEqual([]);

    const id = await createCard(client, siteId);
    const refused = await client.put(`/api/prints/${id}`, { ...body, layout: "POSTER" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ fields: ["layout"] });
    expect((await client.get(`/api/prints/${id}`)).json()).toMatchObject({ layout: "GENESIS" });
  });

  it("refuses an image that is not one of the site's own, naming the field", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const other = await registerOwner(t.app);
    const body = cardBody("PHOTO_CLEAN");
    const image = { id: "primaryImage", page: 1, position: "primaryImage", contentType: "image", fileName: "00000000-0000-4000-8000-000000000000.jpg", sizes: [] };
    const withImage = (path: string) => ({ ...body, content: [body.content[0], { ...image, path }, ...body.content.slice(1)], site: siteId });
    const theirs = await client.post("/api/prints/", withImage(`/images/${other.siteId}/`));
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().fields).toEqual(["content.1.path"]);
    const unstored = await client.post("/api/prints/", withImage(`/images/${siteId}/`));
    expect(unstored.statusCode).toBe(422);
    expect(unstored.json().fields).toEqual(["content.1.fileName"]);
    expect(await storedCards(siteId)).toEqual([]);
  });

  it("refuses a card body over 128 KiB before reading it", async () => {
    const { client, siteId } = await registerOwner(t.app);
    const response = await client.post("/api/prints/", { ...cardBody(), site: siteId, padding: "x".repeat(130 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Förfrågan är för stor." } });
  });

  it("refuses a card for a version 1 (legacy) site, as the spec words it", async () => {
    const { client, siteId } = await registerOwner(t.app);
    await t.database.db.update(sites).set({ document: { siteModules: [] } }).where(eq(sites.id, siteId));
    const response = await client.post("/api/prints/", { ...cardBody(), site: siteId });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ isErrorResponse: true, message: "Cant create a new site v1", fields: ["site"] });
    expect(await storedCards(siteId)).toEqual([]);
  });

  it("refuses a card for a site in the legacy shape", async () => {
    const { client, siteId } = await publishedLegacySite(t);
    const response = await client.post("/api/prints/", { ...cardBody(), site: siteId });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ isErrorResponse: true, message: "Cant create a new site v1", fields: ["site"] });
    expect(await storedCards(siteId)).toEqual([]);
  });

  it(`keeps a site to ${PRINTS_PER_SITE} cards`, async () => {
    const { client, siteId } = await registerOwner(t.app);
    await t.database.db.insert(prints).values(Array.from({ length: PRINTS_PER_SITE - 1 }, () => ({ siteId, document: cardBody(), serverAccessKey: "k" })));
    await createCard(client, siteId);
    const response = await client.post("/api/prints/", { ...cardBody(), site: siteId });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ isErrorResponse: true, errorDescription: { en: expect.stringContaining("as many invitation cards") } });
    expect(await storedCards(siteId)).toHaveLength(PRINTS_PER_SITE);
  });
});
