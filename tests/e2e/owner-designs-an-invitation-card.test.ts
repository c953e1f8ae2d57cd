import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, expectAccessible, expectNoPageErrors, openPage, PHONE, screenshot, type JourneyViewport } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";
import { photo } from "../support/photo";

const journey = setUpJourneys();
const WINDOW = { fullPage: false };

const welcome = { siteModules: [{ id: "header-1", siteModuleType: "Header", title: { sv: "Anna & Erik" }, secondLine: { sv: "12 juni 2027, Stockholm" } }] };

const card = (page: Page) => page.locator(".card-editor__card .print-card");
const saveButton = (page: Page) => page.getByRole("toolbar", { name: "Kortredigering" }).getByRole("button", { name: "Spara", exact: true });
const status = (page: Page) => page.locator(".editor-bar__status");
const namesOnCard = (page: Page) => card(page).getByRole("textbox", { name: "Namn", exact: true });

async function openOverview(viewport: JourneyViewport) {
  const page = await openPage(journey.browser, viewport);
  page.on("dialog", (dialog) => void dialog.accept());
  const url = journey.server.url;
  const { siteId } = await registerThroughApi(page, url);
  expect((await page.request.put(`${url}/api/sites/${siteId}`, { data: welcome })).status()).toBe(200);
  await page.goto(`${url}/redigera/${siteId}/inbjudningar`);
  await page.getByRole("heading", { name: "Inbjudningar", level: 1 }).waitFor();
  return { page, url, siteId };
}

async function openDesignTab(page: Page, tab: string) {
  const drawer = page.getByRole("dialog", { name: "Design" });
  if (!(await drawer.isVisible())) await page.getByRole("button", { name: "Design" }).click();
  const chosen = drawer.getByRole("tab", { name: tab });
  await chosen.click();
  await expect.poll(() => chosen.getAttribute("aria-selected")).toBe("true");
  return drawer;
}

async function replaceText(page: Page, name: string, text: string) {
  const box = card(page).getByRole("textbox", { name, exact: true });
  await box.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

describe("the owner designs an invitation card", () => {
  it.each(OWNER_WIDTH)("on a %s: a new card, its layout, a text in place, the QR code, saved and opened again", { timeout: 180_000 }, async (name, viewport) => {
    const { page, url, siteId } = await openOverview(viewport);
    await page.getByText("150 kr för 10 kort").waitFor();
    await page.getByText("Ni har inga kort än.", { exact: false }).waitFor();
    await expectAccessible(page, "overview");
    await screenshot(page, "cards-overview");

    await page.getByRole("link", { name: "Skapa nytt kort" }).click();
    await page.waitForURL(/\/inbjudningar\/nytt$/);
    await expect.poll(() => namesOnCard(page).textContent()).toBe("Anna & Erik");
    // A new card has something to save.
    expect(await saveButton(page).getAttribute("class")).toContain("button--primary");
    await expect.poll(() => status(page).textContent()).toBe("Inte sparat än");

    const drawer = await openDesignTab(page, "Layout");
    await drawer.getByRole("radio", { name: "Text på foto", exact: true }).check();
    await expect.poll(() => card(page).getAttribute("class")).toContain("print-card--TEXT_ON_PHOTO");
    // The names stayed through the layout change.
    await expect.poll(() => namesOnCard(page).textContent()).toBe("Anna & Erik");
    await expectAccessible(page, "design drawer");
    await screenshot(page, "card-drawer-layout", WINDOW);
    for (const tab of ["Grafik", "Typsnitt", "Färger", "Logga"]) {
      await openDesignTab(page, tab);
      await drawer.getByRole("button", { name: "Matcha med bröllopssida" }).waitFor();
      await screenshot(page, `card-drawer-${tab.toLowerCase().replace("ä", "a")}`, WINDOW);
    }
    // The free choosers load when opened; their own stylesheet passes the Content-Security-Policy (checked at the end).
    await openDesignTab(page, "Färger");
    await drawer.getByText("Egna färger").click();
    await drawer.getByRole("group", { name: "Bakgrund" }).getByRole("slider", { name: "Hue" }).waitFor();
    await drawer.getByRole("button", { name: "Stäng" }).first().click();

    await replaceText(page, "Namn", "Sara & Johan");
    await expect.poll(() => namesOnCard(page).textContent()).toBe("Sara & Johan");

    await page.getByRole("button", { name: "Baksida" }).click();
    const qr = card(page).getByRole("img", { name: /QR-kod/ });
    await qr.waitFor();
    await page.getByRole("button", { name: "Dölj QR-kod" }).click();
    await card(page).getByRole("button", { name: "Lägg till QR-kod" }).click();
    await qr.waitFor();
    await expectAccessible(page, "card back");

    await saveButton(page).click();
    await page.waitForURL(/\/inbjudningar\/[0-9a-f-]{36}$/);
    await expect.poll(() => status(page).textContent()).toBe("Allt är sparat");
    expect(await saveButton(page).getAttribute("class")).not.toContain("button--primary");

    // Opened again from the overview, the card is as saved.
    await page.goto(`${url}/redigera/${siteId}/inbjudningar`);
    const thumbnail = page.getByRole("link", { name: "Öppna kortet Sara & Johan" });
    await thumbnail.waitFor();
    await expectAccessible(page, "overview with a card");
    await screenshot(page, "cards-overview-with-a-card");
    await thumbnail.click();
    await expect.poll(() => namesOnCard(page).textContent()).toBe("Sara & Johan");
    expect(await card(page).getAttribute("class")).toContain("print-card--TEXT_ON_PHOTO");
    expect(page.url()).toContain(`/redigera/${siteId}/inbjudningar/`);
    await screenshot(page, `card-editor-reopened-${name}`, WINDOW);

    // A card that is not there is the not-found page.
    await page.goto(`${url}/redigera/${siteId}/inbjudningar/00000000-0000-4000-8000-000000000000`);
    await page.getByRole("heading", { name: "Sidan hittades inte" }).waitFor();
    expectNoPageErrors(page);
  });

  it("shows each layout's front and back, and asks before ordering: unsaved changes, then the QR code's address", { timeout: 180_000 }, async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page } = await openOverview(viewport);
      await page.getByRole("link", { name: "Skapa nytt kort" }).click();
      await saveButton(page).click();
      await page.waitForURL(/\/inbjudningar\/[0-9a-f-]{36}$/);

      for (const [layout, label] of [
        ["GENESIS", "Text"],
        ["PHOTO_CLEAN", "Foto"],
        ["TEXT_ON_PHOTO", "Text på foto"],
        ["TEXT_ON_PHOTO_GRADIENT", "Text på foto med tonad botten"],
      ] as const) {
        const drawer = await openDesignTab(page, "Layout");
        await drawer.getByRole("radio", { name: label, exact: true }).check();
        await drawer.getByRole("button", { name: "Stäng" }).first().click();
        await page.getByRole("button", { name: "Framsida" }).click();
        await expect.poll(() => card(page).getAttribute("class")).toContain(`print-card--${layout}`);
        await screenshot(page, `card-editor-${layout}-front`, WINDOW);
        await page.getByRole("button", { name: "Baksida" }).click();
        await screenshot(page, `card-editor-${layout}-back`, WINDOW);
      }

      // Unsaved changes: Cancel stays, Continue goes on to the QR question (the site has no address yet).
      await page.getByRole("button", { name: "Beställ" }).click();
      const unsaved = page.getByRole("dialog", { name: "Osparade ändringar" });
      await unsaved.waitFor();
      await expectAccessible(page, "unsaved dialog");
      await screenshot(page, "card-order-unsaved", WINDOW);
      await unsaved.getByRole("button", { name: "Avbryt" }).click();
      await unsaved.waitFor({ state: "hidden" });
      await page.getByRole("button", { name: "Beställ" }).click();
      await unsaved.getByRole("button", { name: "Fortsätt" }).click();
      const verify = page.getByRole("dialog", { name: "Verifiera url i QR-kod" });
      await verify.waitFor();
      await screenshot(page, "card-order-verify-qr", WINDOW);
      await verify.getByRole("button", { name: "Fortsätt till beställning" }).click();
      await page.waitForURL(/\/inbjudningar\/[0-9a-f-]{36}\/bestall$/);
      expectNoPageErrors(page);
    }
  });

  it.each(OWNER_WIDTH)("on a %s: a photo uploaded and cropped to the layout's ratio, the card in preview and in review", { timeout: 120_000 }, async (name, viewport) => {
    const { page } = await openOverview(viewport);
    await page.getByRole("link", { name: "Skapa nytt kort" }).click();
    await saveButton(page).click();
    await page.waitForURL(/\/inbjudningar\/[0-9a-f-]{36}$/);
    const drawer = await openDesignTab(page, "Layout");
    await drawer.getByRole("radio", { name: "Foto", exact: true }).check();
    await drawer.getByRole("button", { name: "Stäng" }).first().click();

    await card(page).getByRole("button", { name: "Lägg till bild" }).click();
    const dialog = page.getByRole("dialog", { name: "Bild på kortet" });
    await dialog.locator('input[type="file"]').setInputFiles({ name: "vi.jpg", mimeType: "image/jpeg", buffer: await photo(1200, 800, "jpeg") });
    // Cropped at once to the layout's ratio: no choice of format.
    await dialog.getByRole("button", { name: "Spara" }).waitFor();
    expect(await dialog.getByRole("group", { name: "Format" }).count()).toBe(0);
    await expectAccessible(page, "card crop");
    await screenshot(page, `card-photo-crop-${name}`, WINDOW);
    await dialog.getByRole("button", { name: "Spara" }).click();
    await dialog.waitFor({ state: "hidden" });
    const shown = card(page).locator(".print-card__photo-image");
    await shown.waitFor();
    const ratio = await shown.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return img.naturalWidth / img.naturalHeight;
    });
    expect(ratio).toBeCloseTo(1.1, 1);
    await screenshot(page, `card-editor-with-photo-${name}`, WINDOW);

    // Preview: the same card, nothing to write in.
    await page.getByRole("button", { name: "Förhandsgranska" }).click();
    expect(await card(page).getByRole("textbox").count()).toBe(0);
    expect(await card(page).getByRole("button").count()).toBe(0);

    await page.getByRole("button", { name: "Granska", exact: true }).click();
    const review = page.getByRole("dialog", { name: "Granska" });
    expect(await review.locator(".print-card").count()).toBe(2);
    await expectAccessible(page, "card review");
    await screenshot(page, `card-review-${name}`, WINDOW);
    expectNoPageErrors(page);
  });

  it("in quick start, saving a new card makes the account and its site first, then the card", { timeout: 120_000 }, async () => {
    const page = await openPage(journey.browser, DESKTOP);
    await page.goto(`${journey.server.url}/snabbstart/inbjudningar`);
    await page.getByRole("heading", { name: "Inbjudningar", level: 1 }).waitFor();
    expect(await page.getByRole("heading", { name: "Era kort" }).count()).toBe(0);
    await page.getByRole("link", { name: "Skapa nytt kort" }).click();
    await page.waitForURL(/\/snabbstart\/inbjudningar\/nytt$/);
    await replaceText(page, "Namn", "Maja & Leo");

    await saveButton(page).click();
    const registration = page.getByRole("dialog", { name: "Skapa konto" });
    await registration.getByLabel("E-post").fill(`kort.${Date.now()}@example.com`);
    await registration.getByLabel("Lösenord").fill("hemligt-lösen");
    await registration.getByLabel("Jag godkänner villkoren").check();
    await registration.getByRole("button", { name: "Skapa konto" }).click();

    await page.waitForURL(/\/redigera\/[0-9a-f-]{36}\/inbjudningar\/[0-9a-f-]{36}$/);
    await expect.poll(() => status(page).textContent()).toBe("Allt är sparat");
    await expect.poll(() => namesOnCard(page).textContent()).toBe("Maja & Leo");
    expectNoPageErrors(page);
  });
});
