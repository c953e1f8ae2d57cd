import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { afterTwoFrames, DESKTOP, expectAccessible, expectNoPageErrors, openPage, PHONE, screenshot } from "./support/browser";
import { setUpJourneys } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();
const WINDOW = { fullPage: false };

const document = (title: string) => ({
  siteModules: [{ id: "t", siteModuleType: "Text", title: { sv: title }, text: { sv: '<p>Läs mer om helgen på <a href="https://example.com/helgen">vår andra sida</a>.</p>' } }],
});
const canvas = (page: Page) => page.locator(".site-editor");
const heading = (page: Page, title: string) => canvas(page).getByRole("heading", { name: title, exact: true });
const offer = (page: Page) => page.getByRole("status").filter({ hasText: "Du har ändringar som inte sparades" });

async function retitle(page: Page, from: string, to: string) {
  await page.getByRole("toolbar", { name: `Verktyg för ${from}` }).getByRole("button", { name: "Redigera" }).click();
  const dialog = page.getByRole("dialog", { name: "Text" });
  await dialog.getByRole("textbox", { name: "Rubrik" }).fill(to);
  await dialog.getByRole("button", { name: "Klar" }).click();
  await heading(page, to).waitFor();
}

/** A reload with unsaved changes passes the browser's leave warning, as an owner who reloads anyway. */
async function reload(page: Page, shows: string) {
  await page.reload();
  await heading(page, shows).waitFor();
}

async function openEditor(viewport: typeof DESKTOP) {
  const page = await openPage(journey.browser, viewport);
  page.on("dialog", (dialog) => void dialog.accept());
  const url = journey.server.url;
  const { siteId } = await registerThroughApi(page, url);
  expect((await page.request.put(`${url}/api/sites/${siteId}`, { data: document("Välkomna") })).status()).toBe(200);
  const editor = `${url}/redigera/${siteId}/`;
  await page.goto(editor);
  await heading(page, "Välkomna").waitFor();
  return { page, url, siteId, editor };
}

describe("the owner's unsaved changes kept in the browser", () => {
  it("a reload offers the changes back: restore shows them, discard keeps the stored page, a save forgets them", { timeout: 120_000 }, async () => {
    const { page, editor } = await openEditor(DESKTOP);

    await retitle(page, "Välkomna", "Välkomna hem");
    await reload(page, "Välkomna");
    await offer(page).waitFor();
    expect(await offer(page).textContent()).toMatch(/senast ändrade \d{4}-\d{2}-\d{2} \d{2}:\d{2}\./);
    await expectAccessible(page, "draft offer");
    await screenshot(page, "draft-offer", WINDOW);
    await offer(page).getByRole("button", { name: "Återställ ändringarna" }).click();
    await heading(page, "Välkomna hem").waitFor();
    await page.getByRole("status").filter({ hasText: "Osparade ändringar" }).waitFor();
    expect(await offer(page).count()).toBe(0);

    // Discarding brings the stored page back and the offer does not come again.
    await reload(page, "Välkomna");
    await offer(page).getByRole("button", { name: "Släng dem" }).click();
    expect(await offer(page).count()).toBe(0);
    await reload(page, "Välkomna");
    expect(await offer(page).count()).toBe(0);

    // A save forgets the kept changes.
    await retitle(page, "Välkomna", "Välkomna hem");
    await page.getByRole("button", { name: "Spara" }).click();
    await expect.poll(() => page.locator(".editor-bar__status").textContent()).toBe("Allt är sparat");
    await reload(page, "Välkomna hem");
    expect(await offer(page).count()).toBe(0);
    expect(page.url()).toBe(editor);
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("changes made before the page was saved elsewhere are offered with a warning, never put in silently", { timeout: 60_000 }, async () => {
    const { page, url, siteId } = await openEditor(PHONE);
    await retitle(page, "Välkomna", "Välkomna hem");
    // Another tab saves meanwhile.
    expect((await page.request.put(`${url}/api/sites/${siteId}`, { data: document("Sparad i en annan flik") })).status()).toBe(200);
    await reload(page, "Sparad i en annan flik");
    await offer(page).getByText("Sidan har sparats sedan dess").waitFor();
    await expectAccessible(page, "stale draft offer on a phone");
    await screenshot(page, "draft-offer-stale", WINDOW);
    await offer(page).getByRole("button", { name: "Återställ ändringarna" }).click();
    await heading(page, "Välkomna hem").waitFor();
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("a link in a module's text does not leave the editor, by click or by keyboard", { timeout: 60_000 }, async () => {
    const { page, editor } = await openEditor(DESKTOP);
    const link = canvas(page).getByRole("link", { name: "vår andra sida" });
    const left: string[] = [];
    page.on("request", (request) => request.isNavigationRequest() && left.push(request.url()));
    await link.click();
    await link.focus();
    await page.keyboard.press("Enter");
    // A navigation would have started by the time the page has drawn again.
    await afterTwoFrames(page);
    expect(left).toEqual([]);
    expect(page.url()).toBe(editor);
    expect(page.context().pages()).toHaveLength(1);
    // In review mode the page behaves as the guest's.
    await page.getByRole("button", { name: "Granska" }).click();
    expect(await canvas(page).getByRole("link", { name: "vår andra sida" }).getAttribute("href")).toBe("https://example.com/helgen");
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("?lang=en shows the editor in English, and the app's next page keeps it (decision 082)", { timeout: 60_000 }, async () => {
    const { page, editor } = await openEditor(PHONE);
    await page.goto(`${editor}?lang=en`);
    await page.getByRole("button", { name: "Save" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await screenshot(page, "draft-editor-lang-en", WINDOW);
    await page.goto(editor);
    await page.getByRole("button", { name: "Save" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expectNoPageErrors(page);
    await page.context().close();
  });
});
