import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sites } from "../../src/server/db/schema";
import { photo } from "../support/photo";
import { DESKTOP, expectAccessible, expectNoPageErrors, openGuestPage, openPage, PHONE, screenshot } from "./support/browser";
import { setUpJourneys } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();
const WINDOW = { fullPage: false };

/** Every kind the add-module dialog offers the wedding brand, by its Swedish name. */
const CHOICES = [
  "Plats/tidpunkt",
  "Lista med text och bild",
  "Bild och text",
  "Text",
  "OSA",
  "Anmälan av tal",
  "Nedräkning",
  "Sidhuvud",
  "Önskelista",
  "Personer",
  "YouTube-klipp",
  "Bildgalleri",
  "Formulär",
];

let published = 0;
/** Gives the owner's site a public host and makes it active, as a purchase would. */
async function publish(siteId: string) {
  const host = `bygg-${++published}-${Date.now()}.localhost`;
  await journey.server.database.db.update(sites).set({ host, active: true, activeDate: new Date() }).where(eq(sites.id, siteId));
  return host;
}

/** The colours and fonts a site root sets, property by property. */
const designOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((root: HTMLElement) => Array.from(root.style).map((name) => `${name}: ${root.style.getPropertyValue(name).trim()}`));
const toolsOf = (page: Page, label: string) => page.getByRole("toolbar", { name: `Verktyg för ${label}` });
const saved = (page: Page) => expect.poll(() => page.locator(".editor-bar__status").textContent()).toBe("Allt är sparat");

async function openDrawerTab(page: Page, drawer: "Design" | "Mer", tab?: string) {
  const bar = page.getByRole("toolbar", { name: "Redigering" });
  if ((await bar.getByRole("button", { name: drawer, exact: true }).getAttribute("aria-expanded")) !== "true") await bar.getByRole("button", { name: drawer, exact: true }).click();
  const panel = page.getByRole("dialog", { name: drawer });
  await panel.waitFor();
  if (tab) await panel.getByRole("tab", { name: tab }).click();
  return panel;
}

describe("the owner's editor", () => {
  it("an owner adds every module, edits two languages, crops an image, reorders, hides and restyles, saves, and the guest sees exactly that", { timeout: 240_000 }, async () => {
    const page = await openPage(journey.browser, DESKTOP);
    const url = journey.server.url;
    const { siteId } = await registerThroughApi(page, url);
    const host = await publish(siteId);
    // A new site starts from the starter page; this journey builds one from nothing.
    expect((await page.request.put(`${url}/api/sites/${siteId}`, { data: { siteModules: [] } })).status()).toBe(200);

    await page.goto(`${url}/redigera/${siteId}/`);
    await page.getByRole("heading", { name: "Sidan är tom" }).waitFor();
    expect(await page.title()).toBe(`${host} · Bröllopssidan`);
    await screenshot(page, "editor-empty");
    await page.getByRole("button", { name: "Granska" }).click();
    await page.getByText("Inga moduler att visa").waitFor();
    await page.getByRole("button", { name: "Redigera", exact: true }).click();

    // A second language first: questions and answers need a text in every language before Save.
    const more = await openDrawerTab(page, "Mer");
    await more.getByRole("button", { name: "Lägg till Engelska" }).click();
    await more.getByRole("button", { name: "Ta bort Engelska" }).waitFor();
    await expectAccessible(page, "more drawer");
    await screenshot(page, "editor-drawer-more", WINDOW);
    await page.keyboard.press("Escape");

    // One module of every kind; each opens its dialog at once.
    for (const [index, choice] of CHOICES.entries()) {
      await page.getByRole("button", { name: index === 0 ? "Lägg till modul" : "Lägg till modul sist" }).click();
      const chooser = page.getByRole("dialog", { name: "Välj modul" });
      if (index === 0) {
        await expectAccessible(page, "add-module dialog");
        await screenshot(page, "editor-dialog-add-module", WINDOW);
      }
      await chooser.getByRole("button", { name: new RegExp(`^${choice}`) }).click();
      // The speech sign-up is a Form module, edited in the Form dialog.
      const dialog = page.getByRole("dialog", { name: choice === "Anmälan av tal" ? "Formulär" : choice });
      await dialog.waitFor();
      if (choice === "Text") {
        await dialog.getByRole("textbox", { name: "Rubrik" }).fill("Välkomna till festen");
        const text = dialog.getByRole("textbox", { name: "Text" });
        await text.click();
        await page.keyboard.press("ControlOrMeta+A");
        await page.keyboard.type("Vi ses i trädgården klockan tre.");
      }
      if (choice === "Plats/tidpunkt") await dialog.getByRole("textbox", { name: "Plats/Adress/koordinater" }).fill("Rosendals trädgård, Stockholm");
      if (choice === "YouTube-klipp") await dialog.getByRole("textbox", { name: "Länk till YouTube-klippet" }).fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
      if (choice === "Sidhuvud") {
        await dialog.getByRole("textbox", { name: "Rubrik" }).fill("Sara & Jonas");
        await dialog.locator('input[type="file"]').setInputFiles({ name: "brudpar.jpg", mimeType: "image/jpeg", buffer: await photo(1600, 1000, "jpeg") });
        await dialog.getByRole("button", { name: "Beskär bild" }).click();
        await dialog.getByRole("radio", { name: "1:1" }).check();
        await screenshot(page, "editor-dialog-crop", WINDOW);
        await dialog.getByRole("button", { name: "Spara" }).click();
        await dialog.getByRole("button", { name: "Ångra beskärning" }).waitFor();
      }
      await expectAccessible(page, `${choice} dialog`);
      if (choice === "OSA") {
        // A confirmation inside the dialog gives focus back to the button that asked for it.
        const remove = dialog.getByRole("button", { name: "Ta bort fråga 1" });
        await remove.click();
        await page.getByRole("dialog", { name: "Ta bort fråga 1" }).getByRole("button", { name: "Avbryt" }).click();
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Ta bort fråga 1");
      }
      await screenshot(page, `editor-dialog-${choice.replaceAll("/", "-")}`, WINDOW);
      await dialog.getByRole("button", { name: "Klar" }).click();
      await dialog.waitFor({ state: "detached" });
    }
    await page.getByRole("status").filter({ hasText: "Osparade ändringar" }).waitFor();

    // The Text module's heading in the second language.
    await page.getByRole("combobox", { name: "Sidans språk" }).selectOption("en");
    // In English the module goes by its English starter heading, so it is found by its type.
    await page.locator('[data-module-id^="Text"]:not([data-module-id^="TextAndImage"])').getByRole("toolbar").getByRole("button", { name: "Redigera" }).click();
    const english = page.getByRole("dialog", { name: "Text" });
    expect(await english.getByRole("textbox", { name: "Rubrik" }).inputValue()).not.toBe("Välkomna till festen");
    await english.getByRole("textbox", { name: "Rubrik" }).fill("Welcome to the party");
    await english.getByRole("button", { name: "Klar" }).click();
    await page.getByRole("combobox", { name: "Sidans språk" }).selectOption("sv");

    // Reorder and hide: the Text module goes up one place, the video is hidden.
    await toolsOf(page, "Välkomna till festen").getByRole("button", { name: "Flytta upp" }).click();
    await toolsOf(page, "Film").getByRole("button", { name: "Dölj" }).click();
    await page.locator('[data-module-id^="Video"]').getByText("Den här modulen är dold och visas inte för gästerna.").waitFor();

    // Menu editor and delete confirmation: looked at, then left as they were.
    await page.getByRole("button", { name: "Ändra meny" }).click();
    const menu = page.getByRole("dialog", { name: "Ändra meny" });
    await expectAccessible(page, "menu editor");
    await screenshot(page, "editor-dialog-menu", WINDOW);
    await menu.getByRole("button", { name: "Klar" }).click();
    await toolsOf(page, "Bilder").getByRole("button", { name: "Ta bort" }).click();
    await screenshot(page, "editor-dialog-delete", WINDOW);
    await page.getByRole("dialog", { name: "Ta bort modulen?" }).getByRole("button", { name: "Avbryt" }).click();

    // Design: layout, fonts and colours.
    const design = await openDrawerTab(page, "Design", "Layout");
    await design.getByRole("radio", { name: "Romantisk" }).check();
    await screenshot(page, "editor-drawer-design-layout", WINDOW);
    await design.getByRole("tab", { name: "Typsnitt" }).click();
    await design.getByRole("radio", { name: "Lobster" }).check();
    await screenshot(page, "editor-drawer-design-fonts", WINDOW);
    await design.getByRole("tab", { name: "Färger" }).click();
    await design.getByRole("button", { name: "Rosa", exact: true }).click();
    await expectAccessible(page, "design drawer");
    await screenshot(page, "editor-drawer-design-colors", WINDOW);
    for (const tab of ["Mallar", "Grafik", "Logga"]) {
      await design.getByRole("tab", { name: tab }).click();
      await screenshot(page, `editor-drawer-design-${tab.toLowerCase()}`, WINDOW);
    }
    await page.keyboard.press("Escape");

    // Leaving with unsaved changes asks first; staying keeps everything.
    await page.getByRole("link", { name: "Versioner" }).click();
    const leave = page.getByRole("dialog", { name: "Osparade ändringar" });
    await leave.getByText("Du har gjort ändringar du inte har sparat, är du säker på att du vill lämna?").waitFor();
    await screenshot(page, "editor-dialog-leave", WINDOW);
    await leave.getByRole("button", { name: "Stanna kvar" }).click();
    expect(page.url()).toBe(`${url}/redigera/${siteId}/`);

    await expectAccessible(page, "editor");
    await screenshot(page, "editor");
    await page.getByRole("button", { name: "Spara" }).click();
    await saved(page);

    // The guest, on the public host, sees exactly the saved page.
    const site = (await (await page.request.get(`${url}/api/sites/${siteId}`)).json()) as {
      theme: string;
      fonts: { heading: string };
      colorScheme: { name: string } | null;
      siteModules: { siteModuleType: string; hide: boolean; image?: { fileName: string; imageBeforeEdit?: unknown } }[];
    };
    expect(site).toMatchObject({ theme: "theme8", fonts: { heading: "Lobster" }, colorScheme: { name: "PINK" } });
    const header = site.siteModules.find((module) => module.siteModuleType === "Header")!;
    expect(header.image?.imageBeforeEdit).toBeTruthy();
    const editorDesign = await designOf(page, ".site-editor .site");
    const guest = await openPage(journey.browser, DESKTOP);
    await openGuestPage(guest, `${journey.server.siteUrl(host)}/`);
    await guest.getByRole("heading", { name: "Välkomna till festen" }).waitFor();
    expect(await guest.locator(".site").getAttribute("class")).toContain("site--theme8");
    expect(await designOf(guest, ".site")).toEqual(editorDesign);
    expect(editorDesign).toContain('--font-heading: "Lobster", "Lobster Fallback: Times New Roman", "Lobster Fallback: Noto Serif", Georgia, "Times New Roman", serif');
    const order = await guest.locator("[data-module-id]").evaluateAll((sections) => sections.map((section) => section.getAttribute("data-module-id")!.split("-")[0]));
    // The modules left as they were added (no text, image or person yet) are not on the guest page.
    expect(order).toEqual(["Location", "Text", "Rsvp", "Form", "Countdown", "Header", "GiftRegistry", "Form"]);
    expect(await guest.content()).toContain(header.image!.fileName);
    expect(await guest.getByText("Vi ses i trädgården klockan tre.").count()).toBe(1);
    await openGuestPage(guest, `${journey.server.siteUrl(host)}/en`);
    await guest.getByRole("heading", { name: "Welcome to the party" }).waitFor();
    expectNoPageErrors(guest);
    await guest.context().close();

    // A later save, then a restore brings the earlier heading back.
    await toolsOf(page, "Välkomna till festen").getByRole("button", { name: "Redigera" }).click();
    const again = page.getByRole("dialog", { name: "Text" });
    await again.getByRole("textbox", { name: "Rubrik" }).fill("En ny rubrik");
    await again.getByRole("button", { name: "Klar" }).click();
    await page.getByRole("button", { name: "Spara" }).click();
    await saved(page);
    await page.getByRole("link", { name: "Versioner" }).click();
    await page.waitForURL(`${url}/redigera/${siteId}/versioner/`);
    const versions = page.getByRole("region", { name: "Sparade versioner" }).getByRole("button");
    await versions.nth(1).click();
    await page.getByRole("button", { name: "Återställ den här versionen" }).click();
    await page.waitForURL(`${url}/redigera/${siteId}/`);
    await page.locator(".site-editor").getByRole("heading", { name: "Välkomna till festen" }).waitFor();
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("works on a phone: the editor, a module dialog, a failed save, the design drawer and the browser's leave warning", { timeout: 120_000 }, async () => {
    const page = await openPage(journey.browser, PHONE);
    const url = journey.server.url;
    const { siteId } = await registerThroughApi(page, url);
    const document = {
      availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }],
      siteModules: [
        { id: "h", siteModuleType: "Header", title: { sv: "Sara & Jonas", en: "Sara & Jonas" }, secondLine: { sv: "12 juni 2027" } },
        { id: "t", siteModuleType: "Text", title: { sv: "Välkomna", en: "Welcome" }, text: { sv: "<p>Vi ses i trädgården.</p>" } },
        { id: "r", siteModuleType: "Rsvp", title: { sv: "OSA" } },
      ],
    };
    expect((await page.request.put(`${url}/api/sites/${siteId}`, { data: document })).status()).toBe(200);
    await page.goto(`${url}/redigera/${siteId}/`);
    await toolsOf(page, "Välkomna").waitFor();
    await expectAccessible(page, "editor on a phone");
    await screenshot(page, "editor");
    await toolsOf(page, "OSA").getByRole("button", { name: "Redigera" }).click();
    await page.getByRole("dialog", { name: "OSA" }).waitFor();
    await screenshot(page, "editor-dialog-OSA", WINDOW);
    await page.getByRole("dialog", { name: "OSA" }).getByRole("button", { name: "Klar" }).click();

    // A save that fails says so and keeps the draft; the next one stores it.
    await toolsOf(page, "Välkomna").getByRole("button", { name: "Dölj" }).click();
    await page.route(`**/api/sites/${siteId}`, (route) => (route.request().method() === "PUT" ? route.fulfill({ status: 503, body: "" }) : route.fallback()));
    await page.getByRole("button", { name: "Spara" }).click();
    const failure = page.getByRole("dialog").filter({ hasText: "Misslyckades att spara sidan" });
    await failure.waitFor();
    await screenshot(page, "editor-dialog-save-failed", WINDOW);
    await failure.getByRole("button").last().click();
    // On a phone the status is for screen readers only; the Save button still offers the save.
    expect(await page.locator(".editor-bar__status").textContent()).toBe("Osparade ändringar");
    expect(await page.getByRole("button", { name: "Spara" }).isEnabled()).toBe(true);
    await page.unroute(`**/api/sites/${siteId}`);
    await page.getByRole("button", { name: "Spara" }).click();
    await saved(page);
    const stored = (await (await page.request.get(`${url}/api/sites/${siteId}`)).json()) as { siteModules: { id: string; hide: boolean }[] };
    expect(stored.siteModules.find((module) => module.id === "t")!.hide).toBe(true);

    await openDrawerTab(page, "Design", "Färger");
    await expectAccessible(page, "design drawer on a phone");
    await screenshot(page, "editor-drawer-design-colors", WINDOW);
    await page.keyboard.press("Escape");
    expectNoPageErrors(page);

    // Closing the tab with unsaved changes gets the browser's own warning.
    await toolsOf(page, "OSA").getByRole("button", { name: "Dölj" }).click();
    const warning = new Promise<string>((resolve) =>
      page.once("dialog", (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await warning).toBe("beforeunload");
    await page.context().close();
  });

  it("on a wide screen the drawer sits beside the page, which stays usable", { timeout: 60_000 }, async () => {
    const page = await openPage(journey.browser, { width: 1440, height: 900 });
    const url = journey.server.url;
    const { siteId } = await registerThroughApi(page, url);
    const document = { siteModules: [{ id: "t", siteModuleType: "Text", title: { sv: "Välkomna" }, text: { sv: "<p>Hej</p>" } }] };
    expect((await page.request.put(`${url}/api/sites/${siteId}`, { data: document })).status()).toBe(200);
    await page.goto(`${url}/redigera/${siteId}/`);
    const design = await openDrawerTab(page, "Design", "Layout");
    await screenshot(page, "editor-drawer-beside-the-page", WINDOW);
    // The page beside the drawer still takes clicks, and a click there leaves the drawer open.
    await toolsOf(page, "Välkomna").getByRole("button", { name: "Dölj" }).click();
    await page.getByText("Den här modulen är dold och visas inte för gästerna.").waitFor();
    expect(await design.isVisible()).toBe(true);
    await design.getByRole("radio", { name: "Modern" }).check();
    await expect.poll(() => page.locator(".site-editor .site").getAttribute("class")).toContain("site--theme7");
    await page.keyboard.press("Escape");
    await expect.poll(() => design.isVisible()).toBe(false);
    expectNoPageErrors(page);
    await page.context().close();
  });
});
