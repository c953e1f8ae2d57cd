import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { wizardData } from "../../src/domain/wizard";
import { sites } from "../../src/server/db/schema";
import { wizardDocument } from "../../src/modules/starter/documents";
import { eachTranslatedText, plainWords } from "../../src/domain/site/translatedValues";
import { IMAGES } from "../unit/starterFixtures";
import { expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";

const journey = setUpJourneys();
const WINDOW = { fullPage: false };
const COUPLES_QUESTION = "Kommer ni på vår fest?";

/** Every Swedish text the wizard writes that reads otherwise in English (names and places read the same). */
function swedishProductTexts(): string[] {
  const both = wizardDocument(wizardData.parse({ name1: "Sara", name2: "Jonas", languages: ["sv", "en"] }), IMAGES, new Date());
  const texts = new Set<string>();
  eachTranslatedText(both.siteModules, "", (text) => {
    const [sv, en] = [plainWords(text.sv), plainWords(text.en)];
    if (sv.length > 3 && sv !== en) texts.add(sv);
  });
  return [...texts];
}

const bar = (page: Page) => page.getByRole("toolbar", { name: "Redigering" });

/** Save, past the question about the sample content the wizard's page still has. */
async function saveAnyway(page: Page) {
  await bar(page).getByRole("button", { name: "Spara" }).click();
  await page.getByRole("dialog", { name: "Det finns exempelinnehåll kvar" }).getByRole("button", { name: "Spara ändå" }).click();
}
const next = (page: Page) => page.getByRole("button", { name: "Nästa" }).click();

/** The English guest page with the RSVP form and the gift list opened, as a guest reads them. */
async function englishGuestPage(page: Page, host: string) {
  const guest = await openPage(journey.browser, page.viewportSize()!);
  await openGuestPage(guest, `${journey.server.siteUrl(host)}/en`);
  await guest.locator('[data-module-id="rsvp-1"] button').first().click();
  await guest.locator('[data-module-id="rsvp-1"] form').waitFor();
  await guest.locator('[data-module-id="giftRegistry-1"] button').first().click();
  await guest.locator('[data-module-id="giftRegistry-1"]').getByText("Reserve", { exact: true }).first().waitFor();
  return guest;
}

describe.each(OWNER_WIDTH)("a couple on %s", (_name, viewport) => {
  it("adds English after the wizard and saves at once, guests read English product texts, and one own text is translated from the list", { timeout: 240_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const width = viewport.width;

    // The wizard, in Swedish only.
    await page.goto(`${journey.server.url}/kom-igang`);
    await page.getByRole("button", { name: /^Klassisk/ }).click();
    await page.waitForURL("**/kom-igang/information");
    await page.getByLabel("Ditt namn").fill("Sara");
    await page.getByLabel("Din partners namn").fill("Jonas");
    await next(page);
    await page.waitForURL("**/kom-igang/sprak");
    await next(page);
    await page.waitForURL("**/kom-igang/innehall");
    await page.getByRole("button", { name: "Skapa vår sida" }).click();
    await page.waitForURL("**/kom-igang/redigera");
    await page.getByRole("dialog", { name: "Här är din bröllopssida!" }).getByRole("button", { name: "Sätt igång" }).click();

    // The couple words the attending question their own way, in Swedish.
    await page.getByRole("toolbar", { name: "Verktyg för OSA" }).getByRole("button", { name: "Redigera" }).click();
    const rsvp = page.getByRole("dialog", { name: "OSA" });
    await rsvp.getByRole("textbox", { name: "Fråga" }).nth(1).fill(COUPLES_QUESTION);
    await rsvp.getByRole("button", { name: "Klar" }).click();
    await rsvp.waitFor({ state: "detached" });

    // English added: the product's texts come in English; one text of the couple's is missing, a warning.
    await bar(page).getByRole("button", { name: "Mer", exact: true }).click();
    const more = page.getByRole("dialog", { name: "Mer" });
    await more.getByRole("button", { name: "Lägg till Engelska" }).click();
    await more.getByRole("button", { name: "Ta bort Engelska" }).waitFor();
    await page.keyboard.press("Escape");
    await more.waitFor({ state: "hidden" });
    const warning = page.locator(".missing-translations");
    await warning.getByText("1 text saknar översättning. Gästerna ser den på svenska tills den är skriven.").waitFor();

    // Save works at once and creates the account (past the wizard's sample toastmasters and gifts).
    await saveAnyway(page);
    const registration = page.getByRole("dialog", { name: "Skapa konto" });
    await registration.getByLabel("E-post").fill(`sara.language.${width}.${Date.now()}@example.com`);
    await registration.getByLabel("Lösenord").fill("hemligt-lösen");
    await registration.getByLabel("Jag godkänner villkoren").check();
    await registration.getByRole("button", { name: "Skapa konto" }).click();
    await page.waitForURL(/\/redigera\/[0-9a-f-]{36}\/$/);
    const siteId = new URL(page.url()).pathname.split("/")[2]!;
    const welcome = page.getByRole("dialog", { name: "Välkommen!" });
    await welcome.getByRole("button", { name: "Fortsätt" }).click();
    await welcome.waitFor({ state: "detached" });

    // The English guest page: no Swedish product text, the couple's question in Swedish until written.
    const host = `sprak-${width}-${Date.now()}.localhost`;
    await journey.server.database.db.update(sites).set({ host, active: true, activeDate: new Date() }).where(eq(sites.id, siteId));
    const guest = await englishGuestPage(page, host);
    const shown = await guest.locator("body").innerText();
    expect(swedishProductTexts().filter((text) => shown.includes(text))).toEqual([]);
    expect(shown).toContain("Send reply");
    expect(shown).toContain(COUPLES_QUESTION);
    await expectAccessible(guest, "English guest page after adding English");
    await screenshot(guest, "language-added-english-guest");
    expectNoPageErrors(guest);
    await guest.context().close();

    // From the warning's list to the field: the dialog in English, the field focused, the Swedish original beside it.
    await warning.getByText(/^1 text saknar översättning/).click();
    await expectAccessible(page, "missing-translation warning");
    await screenshot(page, "language-added-warning", WINDOW);
    await warning.getByRole("button", { name: `OSA: ”${COUPLES_QUESTION}” saknas på engelska` }).click();
    const english = page.getByRole("dialog", { name: "OSA" });
    await english.waitFor();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.lang)).toBe("en");
    const field = page.locator(":focus");
    expect(await field.inputValue()).toBe("");
    await english.locator(`q[lang="sv"]`, { hasText: COUPLES_QUESTION }).waitFor();
    await expectAccessible(page, "the field of a missing translation");
    await screenshot(page, "language-added-field", WINDOW);
    await field.fill("Are you coming to our party?");
    await english.getByRole("button", { name: "Klar" }).click();
    await english.waitFor({ state: "detached" });
    await expect.poll(() => warning.count()).toBe(0);

    await saveAnyway(page);
    await expect.poll(() => page.locator(".editor-bar__status").textContent()).toBe("Allt är sparat");
    const after = await englishGuestPage(page, host);
    const translated = await after.locator("body").innerText();
    expect(translated).toContain("Are you coming to our party?");
    expect(translated).not.toContain(COUPLES_QUESTION);
    await after.context().close();
    expectNoPageErrors(page);
    await page.context().close();
  });
});
