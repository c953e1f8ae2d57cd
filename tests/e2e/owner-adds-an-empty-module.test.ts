import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sites } from "../../src/server/db/schema";
import { DESKTOP, expectAccessible, expectNoPageErrors, openPage, screenshot } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();
const WINDOW = { fullPage: false };

/** A page in Swedish and English with only a header, published at a host of its own. */
const DOCUMENT = {
  language: "sv",
  availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }],
  siteModules: [{ id: "header-1", siteModuleType: "Header", title: { sv: "Anna & Erik", en: "Anna & Erik" } }],
};

let published = 0;
async function publishedSite(page: Page) {
  const { siteId } = await registerThroughApi(page, journey.server.url);
  expect((await page.request.put(`${journey.server.url}/api/sites/${siteId}`, { data: DOCUMENT })).status()).toBe(200);
  const host = `tom-${++published}-${Date.now()}.localhost`;
  await journey.server.database.db.update(sites).set({ host, active: true, activeDate: new Date() }).where(eq(sites.id, siteId));
  return { siteId, host };
}

const textModule = (page: Page) => page.locator('.site-editor [data-module-id^="Text-"]');
const hint = (page: Page) => textModule(page).getByText("Skriv din text här");
const saved = (page: Page) => expect.poll(() => page.locator(".editor-bar__status").textContent()).toBe("Allt är sparat");

/** The guest's page: how many Text modules it has, and whether the menu links one. */
async function guestSees(page: Page, url: string) {
  const guest = await openPage(journey.browser, page.viewportSize() ?? DESKTOP);
  await guest.goto(url);
  await guest.getByRole("heading", { name: "Anna & Erik" }).waitFor();
  return { modules: await guest.locator('[data-module-id^="Text-"]').count(), menuLinks: await guest.locator('a[href="#valkomna"], a[href="#welcome"]').count(), guest };
}

async function openText(page: Page, title: string) {
  await page.getByRole("toolbar", { name: `Verktyg för ${title}` }).getByRole("button", { name: "Redigera" }).click();
  const dialog = page.getByRole("dialog", { name: "Text" });
  await dialog.waitFor();
  return dialog;
}

async function writeText(page: Page, dialog: ReturnType<Page["getByRole"]>, text: string) {
  await dialog.getByRole("textbox", { name: "Text" }).click();
  await page.keyboard.type(text);
}

/** Each kind of module as it is added, before the owner writes anything: what each one asks for. */
const UNTOUCHED = [
  { id: "Location-1", siteModuleType: "Location", title: { sv: "Plats och tid" }, hint: "Skriv plats, tid och adress här" },
  { id: "TextAndImageList-1", siteModuleType: "TextAndImageList", title: { sv: "Bra att veta" }, list: [{ id: "listItem-1" }], hint: "Skriv rubriker och text här och lägg till bilder" },
  { id: "ImageAndText-1", siteModuleType: "ImageAndText", title: { sv: "Om oss" }, hint: "Lägg till en bild och skriv din text här" },
  { id: "PeopleList-1", siteModuleType: "PeopleList", title: { sv: "Viktiga personer" }, list: [{ id: "peopleListItem-1" }], hint: "Lägg till de viktiga personerna här" },
  { id: "Video-1", siteModuleType: "Video", title: { sv: "Film" }, hint: "Lägg till en länk till ett YouTube-klipp här" },
  { id: "ImageGallery-1", siteModuleType: "ImageGallery", title: { sv: "Bilder" }, hint: "Lägg till dina bilder här" },
];

describe.each(OWNER_WIDTH)("a module added in the editor on %s", (name, viewport) => {
  it("every kind of untouched module says in edit mode what it needs, and none is in review mode", { timeout: 60_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const { siteId } = await publishedSite(page);
    const modules = UNTOUCHED.map(({ hint: _hint, ...module }) => module);
    expect((await page.request.put(`${journey.server.url}/api/sites/${siteId}`, { data: { ...DOCUMENT, siteModules: [...DOCUMENT.siteModules, ...modules] } })).status()).toBe(200);
    await page.goto(`${journey.server.url}/redigera/${siteId}/`);
    for (const module of UNTOUCHED) await page.locator(`[data-module-id="${module.id}"]`).getByText(module.hint).waitFor();
    expect(await page.getByText("Gästerna ser inte modulen förrän den har innehåll.").count()).toBe(UNTOUCHED.length);
    await expectAccessible(page, "untouched modules in edit mode");
    await screenshot(page, "empty-modules-every-kind");
    await page.getByRole("button", { name: "Granska" }).click();
    await expect.poll(() => page.locator(".site-editor [data-module-id]").count()).toBe(1);
    expectNoPageErrors(page);
    await page.context().close();
  });


  it("starts as a placeholder the owner sees and guests do not, and a text missing in a language is marked", { timeout: 120_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const { siteId, host } = await publishedSite(page);
    const guestUrl = journey.server.siteUrl(host);
    await page.goto(`${journey.server.url}/redigera/${siteId}/`);
    await page.getByRole("heading", { name: "Anna & Erik" }).waitFor();

    // The page's language and the interface's are two selects told apart by name and title.
    const pageLanguage = page.getByRole("combobox", { name: "Sidans språk" });
    expect(await pageLanguage.getAttribute("title")).toBe("Sidans språk");
    const interfaceLanguage = page.getByRole("combobox", { name: "Gränssnittets språk" });
    expect(await interfaceLanguage.getAttribute("title")).toBe("Gränssnittets språk");
    expect(await interfaceLanguage.inputValue()).toBe("sv");
    expect(await pageLanguage.inputValue()).toBe("sv");

    // A new text module: its dialog shows greyed hints, not text the owner must replace.
    await page.getByRole("button", { name: "Lägg till modul sist" }).click();
    await page.getByRole("dialog", { name: "Välj modul" }).getByRole("button", { name: /^Text/ }).click();
    const dialog = page.getByRole("dialog", { name: "Text" });
    await dialog.waitFor();
    expect(await dialog.getByRole("textbox", { name: "Rubrik" }).inputValue()).toBe("Välkomna");
    expect(await dialog.getByRole("textbox", { name: "Rubrik" }).getAttribute("placeholder")).toBe("Skriv en rubrik här");
    const text = dialog.getByRole("textbox", { name: "Text" });
    expect(await text.getAttribute("aria-placeholder")).toBe("Skriv din text här");
    expect(await text.textContent()).toBe("");
    await dialog.getByText("Skriv din text här").waitFor();
    await expectAccessible(page, "empty text dialog");
    await screenshot(page, "empty-module-dialog", WINDOW);
    await dialog.getByRole("button", { name: "Klar" }).click();
    await dialog.waitFor({ state: "detached" });

    // On the page in edit mode: a hint inside the module, saying guests do not see it.
    await hint(page).waitFor();
    await textModule(page).getByText("Gästerna ser inte modulen förrän den har innehåll.").waitFor();
    await textModule(page).scrollIntoViewIfNeeded();
    await expectAccessible(page, "empty module in edit mode");
    await screenshot(page, "empty-module-canvas", WINDOW);

    // Review mode shows the page as guests get it: without the empty module.
    await page.getByRole("button", { name: "Granska" }).click();
    await expect.poll(() => textModule(page).count()).toBe(0);
    await page.getByRole("button", { name: "Redigera", exact: true }).click();

    // Saved as it is, the guest page leaves it out, menu included.
    await page.getByRole("button", { name: "Spara" }).click();
    await saved(page);
    const before = await guestSees(page, guestUrl);
    expect({ modules: before.modules, menuLinks: before.menuLinks }).toEqual({ modules: 0, menuLinks: 0 });
    await before.guest.context().close();

    // Written in Swedish, the hint goes; in English the field is marked as missing there.
    const swedish = await openText(page, "Välkomna");
    await writeText(page, swedish, "Vi gifter oss i juni.");
    await swedish.getByRole("button", { name: "Klar" }).click();
    await expect.poll(() => hint(page).count()).toBe(0);

    await pageLanguage.selectOption("en");
    const english = await openText(page, "Welcome");
    const mark = english.getByText("Saknas på engelska", { exact: true });
    await mark.waitFor();
    const englishText = english.getByRole("textbox", { name: "Text" });
    const [missing, original] = (await englishText.getAttribute("aria-describedby"))!.split(" ");
    expect(await page.locator(`[id="${missing}"]`).textContent()).toBe("Texten saknas på engelska; den finns på svenska.");
    // The Swedish original under the field, to translate from.
    expect(await page.locator(`[id="${original}"]`).textContent()).toBe("Svenska: Vi gifter oss i juni.");
    expect(await english.locator(".missing-translation").count()).toBe(1); // the heading is written in both languages
    await expectAccessible(page, "missing-language mark");
    await screenshot(page, "missing-language-mark", WINDOW);
    await writeText(page, english, "We are getting married in June.");
    await expect.poll(() => mark.count()).toBe(0);
    expect(await englishText.getAttribute("aria-describedby")).toBeNull();
    await english.getByRole("button", { name: "Klar" }).click();
    await pageLanguage.selectOption("sv");

    // Filled, the module is on the guest page in both languages, and in its menu.
    await page.getByRole("button", { name: "Spara" }).click();
    await saved(page);
    const after = await guestSees(page, guestUrl);
    expect(after.modules).toBe(1);
    expect(after.menuLinks).toBeGreaterThan(0);
    await after.guest.getByText("Vi gifter oss i juni.").waitFor();
    expect(await after.guest.getByText("Skriv din text här").count()).toBe(0);
    await expectAccessible(after.guest, "filled module on the guest page");
    await screenshot(after.guest, "empty-module-filled-guest");
    await after.guest.goto(`${guestUrl}/en`);
    await after.guest.getByText("We are getting married in June.").waitFor();
    expectNoPageErrors(after.guest);
    await after.guest.context().close();
    expectNoPageErrors(page);
    await page.context().close();
  });
});
