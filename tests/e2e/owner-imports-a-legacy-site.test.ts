import path from "node:path";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sites } from "../../src/server/db/schema";
import { photo } from "../support/photo";
import { expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();
const WINDOW = { fullPage: false };
const CORPUS = path.resolve(import.meta.dirname, "../fixtures/legacy-import");

/** A small legacy page as the older product exports it: a header with its photo, and a text. */
const legacyPage = {
  usesSiteModules: false,
  theme: "theme7",
  language: "sv",
  images: [{ id: "img-1", fileName: "brudpar.jpg", path: "/images/old/", cdn: true, sizes: [] }],
  mailReceivers: { rsvp: [], speech: [] },
  modules: [
    { id: "CLIENTID-header", module: "header", slug: "start", properties: [{ key: "title", value: "Lisa & Omar" }, { key: "secondLine", value: "8 augusti 2027" }, { key: "image", value: { type: "image", id: "img-1", size: "LARGE" } }] },
    { id: "CLIENTID-text", module: "Text", slug: "valkomna", properties: [{ key: "title", value: "Välkomna till Visby" }, { key: "text", value: "<p>Vi ses på Gotland.</p>" }] },
  ],
};

let published = 0;
async function publishedSite(page: Page) {
  const { siteId } = await registerThroughApi(page, journey.server.url);
  const host = `import-${++published}-${Date.now()}.localhost`;
  await journey.server.database.db.update(sites).set({ host, active: true, activeDate: new Date() }).where(eq(sites.id, siteId));
  return { siteId, host };
}

const siteState = async (page: Page, siteId: string) => {
  const site = await (await page.request.get(`${journey.server.url}/api/sites/${siteId}`)).json();
  const versions = await (await page.request.get(`${journey.server.url}/api/sites/${siteId}/versions`)).json();
  return { site, versions };
};

async function openImport(page: Page) {
  await page.getByRole("toolbar", { name: "Redigering" }).getByRole("button", { name: "Mer", exact: true }).click();
  return page.getByRole("dialog", { name: "Mer" }).getByRole("region", { name: "Importera en äldre sida" });
}

describe.each(OWNER_WIDTH)("on %s", (_name, viewport) => {
  it("an owner uploads a legacy site: a broken file shows its report and changes nothing, a good one with its photo becomes the page", { timeout: 150_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const { siteId, host } = await publishedSite(page);
    const before = await siteState(page, siteId);
    await page.goto(`${journey.server.url}/redigera/${siteId}/`);
    const section = await openImport(page);
    const documentField = section.getByLabel("Sidans fil (JSON)");
    const imagesField = section.getByLabel("Bilder");

    // A file that names three photos, none given.
    await documentField.setInputFiles(path.join(CORPUS, "image-file-missing.json"));
    await section.getByRole("button", { name: "Importera" }).click();
    const confirm = page.getByRole("dialog", { name: "Ersätta sidan?" });
    await confirm.getByText("Den sparade sidan finns kvar under Versioner").waitFor();
    await confirm.getByRole("button", { name: "Importera och ersätt" }).click();
    const report = section.getByRole("alert");
    await report.getByText("Filen kunde inte importeras, och inget har ändrats.").waitFor();
    expect(await report.getByRole("listitem").allInnerTexts()).toEqual(
      ["header.jpg", "kaffebryggare.jpg", "saknas.jpg"].map((file) => `Bilden ${file} saknas. Välj den också bland bilderna och importera igen.`),
    );
    expect(await siteState(page, siteId)).toEqual(before);
    await report.scrollIntoViewIfNeeded();
    await expectAccessible(page, "import report");
    await screenshot(page, "legacy-import-report", WINDOW);

    await documentField.setInputFiles({ name: "lisa-och-omar.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(legacyPage)) });
    expect(await report.count()).toBe(0);
    await imagesField.setInputFiles({ name: "brudpar.jpg", mimeType: "image/jpeg", buffer: await photo(1600, 1000, "jpeg") });
    await section.getByRole("button", { name: "Importera" }).click();
    await confirm.getByRole("button", { name: "Importera och ersätt" }).click();
    // The editor loads the imported site: a legacy one now, the page it had kept as a version.
    await expect.poll(async () => (await siteState(page, siteId)).site.usesSiteModules, { timeout: 30_000 }).toBe(false);
    const after = await siteState(page, siteId);
    // The imported page is the newest version, and the page it replaced is kept under it.
    expect(after.versions.versions).toHaveLength(before.versions.versions.length + 2);
    const image = after.site.images[0] as { path: string; fileName: string };
    expect(image.path).toBe(`/images/${siteId}/`);

    await openGuestPage(page, journey.server.siteUrl(host));
    await page.getByRole("heading", { name: "Lisa & Omar" }).waitFor();
    await page.getByRole("heading", { name: "Välkomna till Visby" }).waitFor();
    await expect.poll(() => page.locator(`img[src*="${image.path}"], [style*="${image.path}"]`).count()).toBeGreaterThan(0);
    await screenshot(page, "legacy-import-guest-page");
    expectNoPageErrors(page);
    await page.context().close();
  });
});
