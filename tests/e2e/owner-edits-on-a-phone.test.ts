import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, expectAccessible, expectNoPageErrors, openPage, PHONE, screenshot } from "./support/browser";
import { setUpJourneys } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();
const WINDOW = { fullPage: false };

interface StoredModule {
  siteModuleType: string;
  title?: Record<string, string>;
  secondLine?: Record<string, string>;
}

/** A new owner's starter page, with the couple's own names and day on its header. */
async function ownersEditor(page: Page) {
  const url = journey.server.url;
  const { siteId } = await registerThroughApi(page, url);
  const site = (await (await page.request.get(`${url}/api/sites/${siteId}`)).json()) as { siteModules: StoredModule[] };
  const siteModules = site.siteModules.map((module) =>
    module.siteModuleType === "Header" ? { ...module, title: { sv: "Elsa & Oskar" }, secondLine: { sv: "12 juni 2027 · Ulriksdals slott" } } : module,
  );
  expect((await page.request.put(`${url}/api/sites/${siteId}`, { data: { siteModules } })).status()).toBe(200);
  await page.goto(`${url}/redigera/${siteId}/`);
  await page.locator("section.module--Header").waitFor();
  return page.getByRole("toolbar", { name: "Redigering" });
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on screen");
  return found;
};
const themeOf = (page: Page) => page.locator(".site-editor__canvas [class*='site--theme']").first().getAttribute("class");
/** Whether anything paints the page dimmed or blurred: the page itself, or a modal drawer's backdrop. */
const pageIsClear = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.querySelector(".site-editor__canvas")!;
    const dialog = document.querySelector("dialog[open]");
    const modal = dialog?.matches(":modal") ?? false;
    // A non-modal dialog has no backdrop to paint, whatever its style says.
    return { filter: getComputedStyle(canvas).filter, modal, backdrop: modal ? getComputedStyle(dialog!, "::backdrop").backdropFilter : "none" };
  });

describe("the editor on a phone and beside the design drawer", () => {
  it("on a phone the action bar is one row, the page starts near the top and the menu button stays off the site menu; the design drawer is a sheet under the page", { timeout: 120_000 }, async () => {
    const page = await openPage(journey.browser, PHONE);
    const bar = await ownersEditor(page);

    await screenshot(page, "editorphone-editor", WINDOW);
    expect((await box(bar)).height).toBeLessThan(64);
    for (const name of ["Redigera", "Granska", "Design", "Mer", "Ändra meny", "Spara"]) await bar.getByRole("button", { name, exact: true }).waitFor();
    const first = page.locator("section.module").first();
    // Under the app's bar, the action bar and the site's own menu: nothing of the editor in between.
    expect((await box(first)).y).toBeLessThan(180);
    // Every module's tools (add, grip, Redigera, arrows, hide, delete) take one row, not two (a sample mark may follow on a line of its own).
    const toolRows = await page.locator(".site-editor__canvas .module-tools").evaluateAll((rows) =>
      rows.map((row) => {
        const add = row.querySelector(".module-tools__add")!.getBoundingClientRect();
        const group = row.querySelector(".module-tools__group")!.getBoundingClientRect();
        return { height: group.height, sameRow: Math.abs(add.top + add.height / 2 - (group.top + group.height / 2)) < 4 };
      }),
    );
    expect(toolRows.length).toBeGreaterThan(2);
    for (const row of toolRows) expect(row).toEqual({ height: expect.any(Number), sameRow: true });
    for (const row of toolRows) expect(row.height).toBeLessThan(64);

    // Scrolled down, the site menu sticks under the editor's bars, and nothing of the editor covers it.
    const menu = page.locator(".site-editor__canvas .site-menu");
    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await box(menu)).y).toBeGreaterThanOrEqual((await box(bar)).y + (await box(bar)).height - 1);
    const menuButton = await box(bar.getByRole("button", { name: "Ändra meny" }));
    const menuBar = await box(menu);
    expect(menuButton.y + menuButton.height <= menuBar.y || menuButton.y >= menuBar.y + menuBar.height).toBe(true);
    await screenshot(page, "editorphone-scrolled", WINDOW);
    await page.mouse.wheel(0, -1500);
    await expectAccessible(page, "editor on a phone");

    await bar.getByRole("button", { name: "Ändra meny" }).click();
    const menuDialog = page.getByRole("dialog", { name: "Ändra meny" });
    await menuDialog.getByRole("button", { name: "Klar" }).click();
    await menuDialog.waitFor({ state: "detached" });

    // The design drawer is a bottom sheet: the page above stays clear, and a template changes it at once.
    await bar.getByRole("button", { name: "Design", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Design" });
    await drawer.waitFor();
    expect(await pageIsClear(page)).toEqual({ filter: "none", modal: false, backdrop: "none" });
    const sheet = await box(drawer);
    expect(sheet.y).toBeGreaterThan(PHONE.height / 3);
    expect(sheet.width).toBe(PHONE.width);
    const card = drawer.locator(".design-choice").filter({ hasText: "Modern" });
    expect(await card.textContent()).toContain("Elsa & Oskar");
    expect(await card.textContent()).toContain("12 juni 2027");
    const before = await themeOf(page);
    await card.getByRole("button", { name: "Modern" }).click();
    await expect.poll(() => themeOf(page)).not.toBe(before);
    await expectAccessible(page, "design sheet on a phone");
    await screenshot(page, "editorphone-design", WINDOW);
    expectNoPageErrors(page);
  });

  it("on a desktop the design drawer sits beside the live page, and review mode previews the page at a phone's width", { timeout: 120_000 }, async () => {
    const page = await openPage(journey.browser, DESKTOP);
    const bar = await ownersEditor(page);
    await screenshot(page, "editorphone-editor", WINDOW);

    await bar.getByRole("button", { name: "Design", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Design" });
    await drawer.waitFor();
    expect(await pageIsClear(page)).toEqual({ filter: "none", modal: false, backdrop: "none" });
    // The page gives the drawer its room instead of lying under it.
    // Measured once the drawer has slid in and the page has narrowed.
    await expect
      .poll(async () => {
        const canvas = await box(page.locator(".site-editor__canvas"));
        return canvas.x + canvas.width - (await box(drawer)).x;
      })
      .toBeLessThanOrEqual(1);
    expect(await drawer.locator(".design-choice").filter({ hasText: "Botanisk" }).textContent()).toContain("Elsa & Oskar");
    const before = await themeOf(page);
    await drawer.getByRole("button", { name: "Botanisk" }).click();
    await expect.poll(() => themeOf(page)).not.toBe(before);
    // Layouts change the page as live, and the page can still be edited beside the drawer.
    await drawer.getByRole("tab", { name: "Layout" }).click();
    await screenshot(page, "editorphone-design", WINDOW);
    await expectAccessible(page, "design drawer beside the page");
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });

    // Review mode: a phone's width shows the guest page's phone layout in a frame 390 px wide.
    await bar.getByRole("button", { name: "Granska" }).click();
    const phone = bar.getByRole("group", { name: "Förhandsvisning" }).getByRole("button", { name: "Mobil" });
    await phone.click();
    expect(await phone.getAttribute("aria-pressed")).toBe("true");
    const frame = page.frameLocator("iframe[title='Sidan som i en mobil']");
    await frame.locator("section.module--Header").waitFor();
    expect(await frame.locator("body").evaluate((body) => body.ownerDocument.defaultView!.innerWidth)).toBe(390);
    expect(await frame.locator("section.module--Header").evaluate((section) => section.getBoundingClientRect().width)).toBeLessThanOrEqual(390);
    // The page's own phone layout: the media queries answer to the frame's width.
    expect(await frame.locator("body").evaluate((body) => body.ownerDocument.defaultView!.matchMedia("(max-width: 40em)").matches)).toBe(true);
    await expect.poll(() => frame.locator("section.module--Header").evaluate((section) => getComputedStyle(section).fontFamily)).not.toBe("");
    await expectAccessible(page, "phone preview");
    await screenshot(page, "editorphone-review-phone", WINDOW);

    await bar.getByRole("button", { name: "Dator" }).click();
    await page.locator(".site-editor__canvas section.module--Header").waitFor();
    expect(await page.locator("iframe").count()).toBe(0);
    expectNoPageErrors(page);
  });

  it("on a phone the page language select shows each language's whole name", { timeout: 120_000 }, async () => {
    const page = await openPage(journey.browser, PHONE);
    const url = journey.server.url;
    const { siteId } = await registerThroughApi(page, url);
    const languages = [{ languageCode: "sv" }, { languageCode: "en" }, { languageCode: "da" }];
    const siteModules = [{ id: "h", siteModuleType: "Header", title: { sv: "Elsa & Oskar", en: "Elsa & Oskar", da: "Elsa & Oskar" } }];
    expect((await page.request.put(`${url}/api/sites/${siteId}`, { data: { siteModules, availableLanguages: languages } })).status()).toBe(200);
    await page.goto(`${url}/redigera/${siteId}/`);
    await page.locator("section.module--Header").waitFor();
    const bar = page.getByRole("toolbar", { name: "Redigering" });
    const select = bar.getByRole("combobox");
    /** How much of the chosen name the select's box has no room for, in pixels (0 when it all shows). */
    const cutOff = () =>
      select.evaluate((element: HTMLSelectElement) => {
        const style = getComputedStyle(element);
        const probe = document.createElement("span");
        probe.textContent = element.selectedOptions[0]!.textContent;
        probe.style.font = style.font;
        probe.style.letterSpacing = style.letterSpacing;
        probe.style.position = "absolute";
        document.body.append(probe);
        const text = probe.getBoundingClientRect().width;
        probe.remove();
        // The native arrow takes about 1.25rem of the content box.
        const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
        return Math.max(0, Math.ceil(text - room));
      });
    for (const name of ["Svenska", "Engelska", "Danska"]) {
      await select.selectOption({ label: name });
      expect(await cutOff(), name).toBe(0);
    }
    await select.selectOption({ label: "Svenska" });
    expect((await box(bar)).height).toBeLessThan(64);
    await expectAccessible(page, "language select on a phone");
    await screenshot(page, "editorphone-language-select", WINDOW);
    expectNoPageErrors(page);
  });
});
