import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legacySiteDocument, type LegacySiteDocument } from "../../src/modules/legacy/document";
import type { LegacyEditorSite } from "../../src/modules/legacy/editorSite";
import { propertiesMap } from "../../src/modules/legacy/wire";
import { sites, siteVersions } from "../../src/server/db/schema";
import { storeImage } from "../../src/server/features/images/pipeline";
import { createTestApp, registerOwner, type TestApp } from "../support/app";
import { legacyWeddingDocument, publishedLegacySite } from "../support/legacySite";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const photo = (colour: string) => sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } }).jpeg().toBuffer();

/** The legacy document of an editor answer, its properties read back into maps. */
const documentOf = (site: LegacyEditorSite): LegacySiteDocument => legacySiteDocument.parse(site);
const propertiesOf = (site: LegacyEditorSite, id: string) => propertiesMap(site.modules.find((module) => module.id === id)!.properties);

async function storedState(siteId: string) {
  const [row] = await t.database.db.select({ document: sites.document }).from(sites).where(eq(sites.id, siteId));
  const versions = await t.database.db.select({ id: siteVersions.id }).from(siteVersions).where(eq(siteVersions.siteId, siteId));
  return { document: row!.document, versions: versions.length };
}

describe("PUT /api/sites/{siteId} on a legacy site", () => {
  it("stores the legacy shape (properties as a map or as the wire's pairs) as a new version, and the site loads as saved", async () => {
    const owner = await publishedLegacySite(t);
    const loaded = (await owner.client.get(`/api/sites/${owner.siteId}`)).json() as LegacyEditorSite;
    const before = await storedState(owner.siteId);
    const document = documentOf(loaded);
    const header = document.modules[0]!;
    const edited = { ...document, modules: [{ ...header, properties: { ...header.properties, title: "Anna & Erik gifter sig" } }, ...document.modules.slice(1)] };

    const saved = await owner.client.put(`/api/sites/${owner.siteId}`, edited);
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = saved.json() as LegacyEditorSite;
    expect(answer.usesSiteModules).toBe(false);
    expect(answer._id).toBe(owner.siteId);
    expect(propertiesOf(answer, "CLIENTID-header").title).toBe("Anna & Erik gifter sig");
    // The first save of a site without versions keeps the page as it was before it too.
    const afterFirst = await storedState(owner.siteId);
    expect(afterFirst.versions).toBe(before.versions + 2);

    const reloaded = (await owner.client.get(`/api/sites/${owner.siteId}`)).json() as LegacyEditorSite;
    expect(documentOf(reloaded)).toEqual(documentOf(answer));

    // The wire's list of pairs, as the site loads, is saved the same way.
    const wire = await owner.client.put(`/api/sites/${owner.siteId}`, { ...reloaded, modules: reloaded.modules.map((module) => (module.id === "CLIENTID-text" ? { ...module, hide: true } : module)) });
    expect(wire.statusCode, wire.body).toBe(200);
    expect((wire.json() as LegacyEditorSite).modules.find((module) => module.id === "CLIENTID-text")!.hide).toBe(true);
    expect((await storedState(owner.siteId)).versions).toBe(afterFirst.versions + 1);
  });

  it("sanitizes the rich text it stores", async () => {
    const owner = await publishedLegacySite(t);
    const document = legacySiteDocument.parse(legacyWeddingDocument());
    const modules = document.modules.map((module) =>
      module.module === "Text" ? { ...module, properties: { ...module.properties, text: '<p onclick="steal()">Hej<script>alert(1)</script></p>' } } : module,
    );
    const saved = await owner.client.put(`/api/sites/${owner.siteId}`, { ...document, modules });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(propertiesOf(saved.json() as LegacyEditorSite, "CLIENTID-text").text).toBe("<p>Hej</p>");
    const stored = legacySiteDocument.parse((await storedState(owner.siteId)).document);
    expect(stored.modules.find((module) => module.id === "CLIENTID-text")!.properties).toMatchObject({ text: "<p>Hej</p>" });
  });

  it("keeps the site's own stored images and refuses another site's, with nothing stored", async () => {
    const owner = await publishedLegacySite(t);
    const other = await publishedLegacySite(t);
    const own = await storeImage(t.deps.storage, owner.siteId, await photo("#a87"), "anna.jpg");
    const foreign = await storeImage(t.deps.storage, other.siteId, await photo("#78a"), "erik.jpg");

    const withOwn = legacySiteDocument.parse(legacyWeddingDocument({ image: own }));
    const saved = await owner.client.put(`/api/sites/${owner.siteId}`, withOwn);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(propertiesOf(saved.json() as LegacyEditorSite, "CLIENTID-header").image).toEqual({ type: "image", id: "img-1", size: "LARGE" });

    const before = await storedState(owner.siteId);
    const refused = await owner.client.put(`/api/sites/${owner.siteId}`, legacySiteDocument.parse(legacyWeddingDocument({ image: foreign })));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ isErrorResponse: true, fields: expect.arrayContaining(["images.0.path"]) as unknown });
    const outside = await owner.client.put(`/api/sites/${owner.siteId}`, { ...withOwn, images: [{ ...withOwn.images[0]!, path: "https://cdn.example.com/", cdn: true }] });
    expect(outside.statusCode).toBe(422);
    expect(await storedState(owner.siteId)).toEqual(before);
  });

  it("refuses a newer document on a legacy site and a legacy one on a newer site, with nothing stored", async () => {
    const legacyOwner = await publishedLegacySite(t);
    const before = await storedState(legacyOwner.siteId);
    const newer = await legacyOwner.client.put(`/api/sites/${legacyOwner.siteId}`, { siteModules: [{ id: "t", siteModuleType: "Text", title: { sv: "Hej" } }] });
    expect(newer.statusCode).toBe(422);
    expect(newer.json()).toMatchObject({ isErrorResponse: true, fields: ["usesSiteModules"], message: expect.stringContaining("only through the conversion") as unknown });
    expect(await storedState(legacyOwner.siteId)).toEqual(before);

    const newerOwner = await publishedSite(t, { siteModules: [{ id: "t", siteModuleType: "Text", title: { sv: "Hej" } }] });
    const newerBefore = await storedState(newerOwner.siteId);
    const legacy = await newerOwner.client.put(`/api/sites/${newerOwner.siteId}`, legacyWeddingDocument());
    expect(legacy.statusCode).toBe(422);
    expect(legacy.json()).toMatchObject({ isErrorResponse: true, fields: ["usesSiteModules"] });
    expect(await storedState(newerOwner.siteId)).toEqual(newerBefore);
  });

  it("refuses an invalid legacy document, naming the field", async () => {
    const owner = await publishedLegacySite(t);
    const document = legacyWeddingDocument();
    const broken = { ...document, modules: [...document.modules!, { ...document.modules![0]!, slug: "ny" }] };
    const refused = await owner.client.put(`/api/sites/${owner.siteId}`, broken);
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { fields: string[] }).fields).toContain(`modules.${document.modules!.length}.id`);
  });

  it("refuses another account's legacy site", async () => {
    const owner = await publishedLegacySite(t);
    const stranger = await registerOwner(t.app);
    const before = await storedState(owner.siteId);
    const refused = await stranger.client.put(`/api/sites/${owner.siteId}`, legacyWeddingDocument());
    expect(refused.statusCode).toBe(403);
    expect(await storedState(owner.siteId)).toEqual(before);
  });
});
