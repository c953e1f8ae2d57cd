import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { legacySiteDocument } from "../../src/modules/legacy/document";
import type { LegacyEditorSite } from "../../src/modules/legacy/editorSite";
import { sites } from "../../src/server/db/schema";
import { legacyWeddingDocument } from "../support/legacySite";
import { photo } from "../support/photo";
import { expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();
const WINDOW = { fullPage: false };

/** The owner's site published in the legacy shape (one module of every legacy type), logged in in `page`. */
let published = 0;
async function publishedLegacySite(page: Page) {
  const { siteId } = await registerThroughApi(page, journey.server.url);
  const host = `legacy-editor-${++published}-${Date.now()}.localhost`;
  await journey.server.database.db.update(sites).set({ host, active: true, activeDate: new Date(), document: legacySiteDocument.parse(legacyWeddingDocument()) }).where(eq(sites.id, siteId));
  return { siteId, host };
}

const toolsOf = (page: Page, label: string) => page.getByRole("toolbar", { name: `Verktyg för ${label}` });
const status = (page: Page) => page.locator(".editor-bar__status").textContent();

describe.each(OWNER_WIDTH)("on %s", (_name, viewport) => {
  it("the owner of a legacy site edits, hides and moves its modules, opens its RSVP, saves, and guests see it", { timeout: 120_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const url = journey.server.url;
    const { siteId, host } = await publishedLegacySite(page);

    await page.goto(`${url}/redigera/${siteId}/`);
    await page.getByText("Sidan är gjord i det äldre formatet.").waitFor();
    expect(await page.getByRole("link", { name: "Konvertera till det nya formatet" }).getAttribute("href")).toBe(`/redigera/${siteId}/konvertera`);
    // Every legacy module is on the page, the RSVP and the speech form with their own views.
    await page.getByRole("heading", { name: "Anna & Erik" }).waitFor();
    await page.locator('[data-module-id="CLIENTID-rsvp"]').getByLabel("Hur många är ni?").waitFor();
    await expectAccessible(page, "legacy editor");
    await screenshot(page, "legacy-editor");

    await toolsOf(page, "Start").getByRole("button", { name: "Redigera" }).click();
    const header = page.getByRole("dialog", { name: "Sidhuvud" });
    await header.getByRole("textbox", { name: "Rubrik" }).fill("Anna & Erik gifter sig");
    await expectAccessible(page, "legacy header dialog");
    await screenshot(page, "legacy-editor-header-dialog", WINDOW);
    await header.getByRole("button", { name: "Klar" }).click();
    await header.waitFor({ state: "detached" });

    await toolsOf(page, "Välkomna").getByRole("button", { name: "Redigera" }).click();
    const text = page.getByRole("dialog", { name: "Text" });
    await text.getByRole("textbox", { name: "Text" }).click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Vi gifter oss i Leksands kyrka.");
    await text.getByRole("button", { name: "Klar" }).click();
    await text.waitFor({ state: "detached" });

    // A new photo becomes a new entry of the site's image list.
    await toolsOf(page, "Om oss").getByRole("button", { name: "Redigera" }).click();
    const imageAndText = page.getByRole("dialog", { name: "Bild och text" });
    await imageAndText.locator('input[type="file"]').setInputFiles({ name: "fjallen.jpg", mimeType: "image/jpeg", buffer: await photo(1600, 1000, "jpeg") });
    await imageAndText.getByRole("button", { name: "Ta bort bild" }).waitFor();
    await imageAndText.getByRole("button", { name: "Klar" }).click();
    await imageAndText.waitFor({ state: "detached" });

    await toolsOf(page, "Vår film").getByRole("button", { name: "Dölj" }).click();
    await toolsOf(page, "Plats").getByRole("button", { name: "Flytta upp" }).click();
    expect(await status(page)).toBe("Osparade ändringar");

    await toolsOf(page, "OSA").getByRole("button", { name: "Redigera" }).click();
    const rsvp = page.getByRole("dialog", { name: "OSA" });
    await rsvp.waitFor();
    await expectAccessible(page, "legacy RSVP dialog");
    await screenshot(page, "legacy-editor-rsvp-dialog", WINDOW);
    await rsvp.getByRole("button", { name: "Klar" }).click();
    await rsvp.waitFor({ state: "detached" });

    // Only the kinds with a legacy counterpart can be added (OSA and Anmälan av tal as the legacy forms); the conversion brings the others.
    await page.getByRole("button", { name: "Lägg till modul sist" }).click();
    const chooser = page.getByRole("dialog", { name: "Välj modul" });
    await chooser.getByText("när du konverterar sidan till det nya formatet").waitFor();
    await chooser.getByRole("button", { name: /^Text/ }).waitFor();
    expect(await chooser.getByRole("button", { name: /^(OSA|Anmälan av tal)/ }).count()).toBe(2);
    expect(await chooser.getByRole("button", { name: /^(Formulär|Bildgalleri)/ }).count()).toBe(0);
    await expectAccessible(page, "legacy add-module dialog");
    await screenshot(page, "legacy-editor-add-module", WINDOW);
    await chooser.getByRole("button", { name: "Stäng" }).click();
    await chooser.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Spara" }).click();
    await expect.poll(() => status(page)).toBe("Allt är sparat");

    await page.reload();
    await page.getByRole("heading", { name: "Anna & Erik gifter sig" }).waitFor();
    await page.getByText("Vi gifter oss i Leksands kyrka.").waitFor();
    const stored = (await (await page.request.get(`${url}/api/sites/${siteId}`)).json()) as LegacyEditorSite;
    expect(stored.usesSiteModules).toBe(false);
    expect(stored.modules.map((module) => module.id).slice(0, 4)).toEqual(["CLIENTID-header", "CLIENTID-text", "CLIENTID-location", "CLIENTID-countdown"]);
    expect(stored.modules.find((module) => module.id === "CLIENTID-video")!.hide).toBe(true);
    const imageRef = stored.modules.find((module) => module.id === "CLIENTID-imagetext")!.properties.find((pair) => pair.key === "image")!.value as { id: string };
    expect(stored.images.map((entry) => entry.id)).toEqual([imageRef.id]);
    expect(stored.images[0]!.path).toBe(`/images/${siteId}/`);
    await screenshot(page, "legacy-editor-saved");

    await openGuestPage(page, journey.server.siteUrl(host));
    await page.getByRole("heading", { name: "Anna & Erik gifter sig" }).waitFor();
    await page.getByText("Vi gifter oss i Leksands kyrka.").waitFor();
    expect(await page.locator('[data-module-id="CLIENTID-imagetext"] img').count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Vår film" }).count()).toBe(0);
    await screenshot(page, "legacy-editor-guest-page");
    expectNoPageErrors(page);
    await page.context().close();
  });
});
