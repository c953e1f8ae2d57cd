import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { photo } from "../support/photo";
import { expectAccessible, expectNoPageErrors, openPage, PHONE, screenshot } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";

const journey = setUpJourneys();
const WINDOW = { fullPage: false };

const header = (page: Page) => page.locator("section.module--Header").first();
const editHeader = async (page: Page) => {
  await header(page).getByRole("toolbar").getByRole("button", { name: "Redigera" }).click();
  const dialog = page.getByRole("dialog", { name: "Sidhuvud" });
  await dialog.waitFor();
  return dialog;
};

interface StoredSite {
  siteModules: { siteModuleType: string; title?: Record<string, string>; image?: { path: string; fileName: string } | null }[];
}

describe.each(OWNER_WIDTH)("a visitor on %s", (_name, viewport) => {
  it("tries the editor without an account, keeps the work over a reload, uploads a picture and saves it all with a new account", { timeout: 180_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const url = journey.server.url;

    // The intro dialog first, under a try-for-free title.
    await page.goto(`${url}/snabbstart`);
    const intro = page.getByRole("dialog", { name: "Prova att bygga din bröllopssida" });
    await intro.waitFor();
    expect(await page.title()).toBe("Prova gratis · Bröllopssidan");
    expect(await intro.textContent()).toContain("När du trycker på Spara skapar du ett gratis konto");
    await expectAccessible(page, "quick-start intro");
    await screenshot(page, "quick-start-intro", WINDOW);
    await intro.getByRole("button", { name: "Sätt igång" }).click();
    await intro.waitFor({ state: "hidden" });

    // The menu has no feedback, account or versions; its links stay in quick start.
    const menu = page.getByRole("navigation", { name: "Redigeringsmeny" });
    expect(await menu.getByRole("link", { name: "Visa OSA" }).getAttribute("href")).toBe("/snabbstart/visa-osa/");
    expect(await menu.getByRole("link", { name: "Konto" }).count()).toBe(0);
    expect(await menu.getByRole("link", { name: "Versioner" }).count()).toBe(0);
    expect(await menu.getByRole("button", { name: "Feedback" }).count()).toBe(0);

    // No address to choose yet; password and search visibility wait for publication.
    const bar = page.getByRole("toolbar", { name: "Redigering" });
    expect(await bar.getByRole("link", { name: "Välj adress" }).count()).toBe(0);
    await bar.getByRole("button", { name: "Mer", exact: true }).click();
    const more = page.getByRole("dialog", { name: "Mer" });
    await more.getByText("Publicera sidan först, sedan kan du ändra det här.").waitFor();
    await page.keyboard.press("Escape");
    await more.waitFor({ state: "hidden" });

    // A text edited, and a reload: it is still there, and the intro does not come back.
    let dialog = await editHeader(page);
    await dialog.getByRole("textbox", { name: "Rubrik" }).fill("Sara & Jonas gifter sig");
    await dialog.getByRole("button", { name: "Klar" }).click();
    await bar.getByText("Sparas i webbläsaren").waitFor();
    await page.reload();
    await expect.poll(() => header(page).locator(".header__title").textContent()).toBe("Sara & Jonas gifter sig");
    expect(await page.getByRole("dialog", { name: "Prova att bygga din bröllopssida" }).count()).toBe(0);

    // A picture uploaded in quick start.
    dialog = await editHeader(page);
    await dialog.locator('input[type="file"]').setInputFiles({ name: "brudpar.jpg", mimeType: "image/jpeg", buffer: await photo(1600, 1000, "jpeg") });
    await dialog.getByRole("button", { name: "Beskär bild" }).waitFor();
    await dialog.getByRole("button", { name: "Klar" }).click();
    const picture = header(page).locator("img.header__image");
    await expect.poll(() => picture.getAttribute("src")).toMatch(/^\/images\/quick-start\//);
    await expectAccessible(page, "quick-start editor");
    await screenshot(page, "quick-start-editor", WINDOW);

    // Over to Visa OSA (example answers in quick start) and back: the page is as it was, and the intro stays away.
    await menu.getByRole("link", { name: "Visa OSA" }).click();
    await page.waitForURL("**/snabbstart/visa-osa/");
    await page.getByText("Exempelsvar").first().waitFor();
    await menu.getByRole("link", { name: "Hem" }).click();
    await expect.poll(() => header(page).locator(".header__title").textContent()).toBe("Sara & Jonas gifter sig");
    expect(await picture.getAttribute("src")).toMatch(/^\/images\/quick-start\//);
    expect(await page.getByRole("dialog", { name: "Prova att bygga din bröllopssida" }).count()).toBe(0);

    // Save names the starter page's sample people and gifts first; then the registration dialog, which a click outside does not close.
    await bar.getByRole("button", { name: "Spara" }).click();
    const samples = page.getByRole("dialog", { name: "Det finns exempelinnehåll kvar" });
    await samples.getByText("”Våra toastmasters”, ”Önskelista”", { exact: false }).waitFor();
    await samples.getByRole("button", { name: "Spara ändå" }).click();
    const registration = page.getByRole("dialog", { name: "Skapa konto" });
    await registration.waitFor();
    await page.mouse.click(5, 5);
    expect(await registration.isVisible()).toBe(true);
    await registration.getByLabel("E-post").fill(`prova.${viewport.width}.${Date.now()}@example.com`);
    await registration.getByLabel("Lösenord").fill("hemligt-lösen");
    await registration.getByLabel("Jag godkänner villkoren").check();
    await expectAccessible(page, "quick-start registration");
    await screenshot(page, "quick-start-registration", WINDOW);
    await registration.getByRole("button", { name: "Skapa konto" }).click();

    // The new site's editor: the confirmation and the welcome dialog; the draft has left the browser.
    await page.waitForURL(/\/redigera\/[0-9a-f-]{36}\/$/);
    const siteId = new URL(page.url()).pathname.split("/")[2]!;
    const welcome = page.getByRole("dialog", { name: "Välkommen!" });
    await welcome.waitFor();
    await page.getByText("Sparat! Ditt konto är skapat och sidan är sparad.").waitFor();
    await screenshot(page, "quick-start-saved-welcome", WINDOW);
    await welcome.getByRole("button", { name: "Fortsätt" }).click();
    expect(await header(page).locator(".header__title").textContent()).toBe("Sara & Jonas gifter sig");
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("quickStartDraft")))).toEqual([]);

    // The picture now belongs to the site and is served from it.
    const site = (await (await page.request.get(`${url}/api/sites/${siteId}`)).json()) as StoredSite;
    const image = site.siteModules.find((module) => module.siteModuleType === "Header")?.image;
    expect(image?.path).toBe(`/images/${siteId}/`);
    const served = await page.request.get(`${url}${image!.path}${image!.fileName}`);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toMatch(/^image\//);
    await expect.poll(() => picture.getAttribute("src")).toContain(`/images/${siteId}/`);

    // Back in quick start, logged in: the way to one's own site.
    await page.goto(`${url}/snabbstart`);
    await page.getByRole("dialog", { name: "Prova att bygga din bröllopssida" }).getByRole("button", { name: "Sätt igång" }).click();
    const notice = page.getByRole("status").filter({ hasText: "Du är inloggad och har redan en bröllopssida." });
    await notice.waitFor();
    await expectAccessible(page, "quick start, logged in");
    await screenshot(page, "quick-start-logged-in", WINDOW);
    await notice.getByRole("link", { name: "Gå till din sida" }).click();
    await page.waitForURL(`**/redigera/${siteId}/`);
    expectNoPageErrors(page);
    await page.context().close();
  });
});

describe("a party host", () => {
  const party = setUpJourneys({ BRAND: "party" });

  it("is taken from /kom-igang (the wizard is the wedding brand's) straight to registration in quick start, and saves the party's starter page", { timeout: 90_000 }, async () => {
    const page = await openPage(party.browser, PHONE);
    await page.goto(`${party.server.url}/kom-igang`);
    await page.waitForURL("**/snabbstart?registerAccount=true");
    const registration = page.getByRole("dialog", { name: "Skapa konto" });
    await registration.waitFor();
    expect(await page.title()).toBe("Prova gratis · Festsidan");
    expect(await page.getByRole("dialog", { name: "Prova att bygga din festsida" }).count()).toBe(0);
    await registration.getByLabel("E-post").fill(`fest.${Date.now()}@example.com`);
    await registration.getByLabel("Lösenord").fill("hemligt-lösen");
    await registration.getByLabel("Jag godkänner villkoren").check();
    await registration.getByRole("button", { name: "Skapa konto" }).click();
    await page.waitForURL(/\/redigera\/[0-9a-f-]{36}\/$/);
    await page.getByRole("dialog", { name: "Välkommen!" }).getByRole("button", { name: "Fortsätt" }).click();
    // Never an empty page: the party's starter page, saved as the new site.
    await header(page).waitFor();
    expect(await page.getByRole("heading", { name: "Sidan är tom" }).count()).toBe(0);
    expectNoPageErrors(page);
    await page.context().close();
  });
});
