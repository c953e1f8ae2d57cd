import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { siteVersions } from "../../src/server/db/schema";
import { createTestApp, registerOwner, type TestApp } from "../support/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const site = (siteId: string) => `/api/sites/${siteId}`;
const withText = (text: string): SiteDocumentInput => ({ siteModules: [{ id: "t", siteModuleType: "Text", text: { sv: `<p>${text}</p>` } }] });
const textOf = (document: { siteModules: { text: { sv: string } }[] }) => document.siteModules[0]!.text.sv;

async function ownerWithThreeSaves() {
  const owner = await registerOwner(t.app);
  for (const text of ["första", "andra", "tredje"]) expect((await owner.client.put(site(owner.siteId), withText(text))).statusCode).toBe(200);
  const versions = (await owner.client.get(`${site(owner.siteId)}/versions`)).json().versions as { _id: string; createdAt: string }[];
  return { ...owner, versions };
}

describe("site versions", () => {
  it("keeps every save as a version, newest first, after the state the site started as", async () => {
    const owner = await ownerWithThreeSaves();
    expect(owner.versions).toHaveLength(4);
    const times = owner.versions.map((version) => Date.parse(version.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const texts = [];
    for (const version of owner.versions.slice(0, 3)) {
      const response = await owner.client.get(`${site(owner.siteId)}/versions/${version._id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ _id: version._id, createdAt: version.createdAt });
      texts.push(textOf(response.json().document));
    }
    expect(texts).toEqual(["<p>tredje</p>", "<p>andra</p>", "<p>första</p>"]);
  });

  it("keeps the page as it was before the first save as the oldest version, once", async () => {
    const owner = await registerOwner(t.app);
    const before = (await owner.client.get(site(owner.siteId))).json();
    await owner.client.put(site(owner.siteId), withText("första"));
    await owner.client.put(site(owner.siteId), withText("andra"));
    const versions = (await owner.client.get(`${site(owner.siteId)}/versions`)).json().versions as { _id: string }[];
    expect(versions).toHaveLength(3);
    const oldest = (await owner.client.get(`${site(owner.siteId)}/versions/${versions[2]!._id}`)).json();
    expect(oldest.document.siteModules).toEqual(before.siteModules);
    expect(oldest.document.siteModules).not.toEqual(withText("första").siteModules);

    const restored = await owner.client.post(`${site(owner.siteId)}/versions/${versions[2]!._id}/restore`);
    expect(restored.json().siteModules).toEqual(before.siteModules);
  });

  it("stores the sanitized document in the version too", async () => {
    const owner = await registerOwner(t.app);
    await owner.client.put(site(owner.siteId), withText('hej<script>alert(1)</script>'));
    const rows = await t.database.db.select().from(siteVersions).where(eq(siteVersions.siteId, owner.siteId));
    expect(rows).toHaveLength(2);
    const saved = rows.find((row) => JSON.stringify(row.document).includes("hej"));
    expect(JSON.stringify(saved!.document)).not.toContain("script");
  });

  it("restores an earlier text as the current document and as a new version", async () => {
    const owner = await ownerWithThreeSaves();
    const first = owner.versions[2]!;
    const restored = await owner.client.post(`${site(owner.siteId)}/versions/${first._id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(textOf(restored.json())).toBe("<p>första</p>");
    expect(restored.json()._id).toBe(owner.siteId);
    expect(textOf((await owner.client.get(site(owner.siteId))).json())).toBe("<p>första</p>");

    const after = (await owner.client.get(`${site(owner.siteId)}/versions`)).json().versions as { _id: string }[];
    expect(after).toHaveLength(5);
    expect(after.slice(1).map((version) => version._id)).toEqual(owner.versions.map((version) => version._id));
    expect(textOf((await owner.client.get(`${site(owner.siteId)}/versions/${after[0]!._id}`)).json().document)).toBe("<p>första</p>");
    // Nothing is lost: the text it replaced is still a version.
    expect(textOf((await owner.client.get(`${site(owner.siteId)}/versions/${after[1]!._id}`)).json().document)).toBe("<p>tredje</p>");
  });

  it("answers 404 for a version of another site, or one that does not exist", async () => {
    const owner = await ownerWithThreeSaves();
    const other = await ownerWithThreeSaves();
    const foreign = other.versions[0]!._id;
    expect((await owner.client.get(`${site(owner.siteId)}/versions/${foreign}`)).statusCode).toBe(404);
    expect((await owner.client.post(`${site(owner.siteId)}/versions/${foreign}/restore`)).statusCode).toBe(404);
    expect((await owner.client.get(`${site(owner.siteId)}/versions/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    expect((await owner.client.get(`${site(owner.siteId)}/versions/not-a-uuid`)).statusCode).toBe(404);
    expect(textOf((await owner.client.get(site(owner.siteId))).json())).toBe("<p>tredje</p>");
    expect((await owner.client.get(`${site(owner.siteId)}/versions`)).json().versions).toHaveLength(4);
  });

  it("starts with no versions for a new site", async () => {
    const owner = await registerOwner(t.app);
    expect((await owner.client.get(`${site(owner.siteId)}/versions`)).json()).toEqual({ versions: [] });
  });
});
