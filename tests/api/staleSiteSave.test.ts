import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { createTestApp, registerOwner, type TestApp } from "../support/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const site = (siteId: string) => `/api/sites/${siteId}`;
const page = (welcome: string, schedule: string): SiteDocumentInput => ({
  siteModules: [
    { id: "welcome", siteModuleType: "Text", title: { sv: "Välkommen" }, text: { sv: `<p>${welcome}</p>` } },
    { id: "schedule", siteModuleType: "Text", title: { sv: "Schema" }, text: { sv: `<p>${schedule}</p>` } },
  ],
});

/** An owner whose page has been saved once; `versionId` is what the editor loaded. */
async function ownerWithPage() {
  const owner = await registerOwner(t.app);
  const first = await owner.client.put(site(owner.siteId), { ...page("Hej", "Vigsel 14"), baseVersionId: null });
  expect(first.statusCode, first.body).toBe(200);
  return { ...owner, versionId: first.json().versionId as string };
}

describe("saving a page someone else saved meanwhile", () => {
  it("answers each load and save with the version it holds, and takes a save based on it", async () => {
    const owner = await registerOwner(t.app);
    expect((await owner.client.get(site(owner.siteId))).json().versionId).toBeNull();
    const first = await owner.client.put(site(owner.siteId), { ...page("Hej", "Vigsel 14"), baseVersionId: null });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().versionId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await owner.client.get(site(owner.siteId))).json().versionId).toBe(first.json().versionId);
    const second = await owner.client.put(site(owner.siteId), { ...page("Hej igen", "Vigsel 14"), baseVersionId: first.json().versionId });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().versionId).not.toBe(first.json().versionId);
  });

  it("refuses a save based on an older version with 409, naming the modules that changed and giving the current page", async () => {
    const owner = await ownerWithPage();
    const theirs = await owner.client.put(site(owner.siteId), { ...page("Hej", "Vigsel 15"), baseVersionId: owner.versionId });
    expect(theirs.statusCode).toBe(200);

    const mine = await owner.client.put(site(owner.siteId), { ...page("Välkomna!", "Vigsel 14"), baseVersionId: owner.versionId });
    expect(mine.statusCode).toBe(409);
    const body = mine.json();
    expect(body).toMatchObject({
      isErrorResponse: true,
      errorDescription: { sv: expect.stringContaining("Någon annan har sparat sidan") },
      fields: ["baseVersionId"],
      siteSavedMeanwhile: {
        versionId: theirs.json().versionId,
        modules: [{ id: "schedule", type: "Text", title: "Schema", change: "changed" }],
      },
    });
    expect(body.siteSavedMeanwhile.document.siteModules.map((module: { text: { sv: string } }) => module.text.sv)).toEqual(["<p>Hej</p>", "<p>Vigsel 15</p>"]);
    // Nothing of the refused save was stored.
    const stored = (await owner.client.get(site(owner.siteId))).json();
    expect(stored.siteModules[0].text.sv).toBe("<p>Hej</p>");
    expect((await owner.client.get(`${site(owner.siteId)}/versions`)).json().versions).toHaveLength(3);
  });

  it("refuses a first save based on the page as it started, once someone has saved", async () => {
    const owner = await ownerWithPage();
    const stale = await owner.client.put(site(owner.siteId), { ...page("Annat", "Annat"), baseVersionId: null });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().siteSavedMeanwhile.versionId).toBe(owner.versionId);
  });

  it("saves as before when the body names no base, as an editor from before sends it", async () => {
    const owner = await ownerWithPage();
    expect((await owner.client.put(site(owner.siteId), page("Hej", "Vigsel 15"))).statusCode).toBe(200);
    const older = await owner.client.put(site(owner.siteId), page("Välkomna!", "Vigsel 14"));
    expect(older.statusCode).toBe(200);
    expect(older.json().siteModules[0].text.sv).toBe("<p>Välkomna!</p>");
  });

  it("lets exactly one of two saves with the same base through at once; the other is told", async () => {
    const owner = await ownerWithPage();
    const answers = await Promise.all(
      ["A", "B", "C"].map((who) => owner.client.put(site(owner.siteId), { ...page(`Från ${who}`, "Vigsel 14"), baseVersionId: owner.versionId })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json();
    for (const loser of answers.filter((answer) => answer.statusCode === 409)) {
      expect(loser.json().siteSavedMeanwhile).toMatchObject({ versionId: winner.versionId, modules: [{ id: "welcome", change: "changed" }] });
    }
    expect((await owner.client.get(site(owner.siteId))).json().siteModules[0].text.sv).toBe(winner.siteModules[0].text.sv);
  });

  it("takes a save based on a version restored as the current page", async () => {
    const owner = await ownerWithPage();
    const changed = await owner.client.put(site(owner.siteId), { ...page("Ändrat", "Vigsel 14"), baseVersionId: owner.versionId });
    const restored = await owner.client.post(`${site(owner.siteId)}/versions/${owner.versionId}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().versionId).not.toBe(changed.json().versionId);
    const save = await owner.client.put(site(owner.siteId), { ...page("Efter", "Vigsel 14"), baseVersionId: restored.json().versionId });
    expect(save.statusCode, save.body).toBe(200);
  });

  it("refuses a base that is no version of this site with a 422 naming it, storing nothing", async () => {
    const owner = await ownerWithPage();
    const other = await ownerWithPage();
    for (const baseVersionId of [other.versionId, "not-a-version", 42]) {
      const response = await owner.client.put(site(owner.siteId), { ...page("Nej", "Nej"), baseVersionId });
      expect(response.statusCode).toBe(422);
      expect(response.json().fields).toEqual(["baseVersionId"]);
    }
    expect((await owner.client.get(site(owner.siteId))).json().siteModules[0].text.sv).toBe("<p>Hej</p>");
  });
});
