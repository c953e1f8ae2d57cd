import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { productPrice } from "../../src/domain/payments/products";
import { WIZARD_STORAGE_KEY } from "../../src/domain/wizard";
import { formatPrice } from "../../src/web/payments/money";
import { expectAccessible, expectNoPageErrors, openPage, screenshot } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";

const journey = setUpJourneys();
const WINDOW = { fullPage: false };
const { amount, currency, months } = productPrice("wedding", "se", "subdomain");
const PRICE = formatPrice(amount, currency, "sv");

const storedWizard = (page: Page) => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? "null") as Record<string, unknown> | null, WIZARD_STORAGE_KEY);
const next = (page: Page) => page.getByRole("button", { name: "Nästa" }).click();

describe.each(OWNER_WIDTH)("a couple on %s", (_name, viewport) => {
  it("goes through the wizard, keeps every answer going back and forward, and saves the generated page with a new account", { timeout: 180_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const url = journey.server.url;
    const width = viewport.width;

    // The start page says what publishing costs before anything is built.
    await page.goto(`${url}/`);
    await page.getByText(`Det är gratis att bygga sidan. Att publicera den kostar ${PRICE} för ${months} månader.`).waitFor();
    await expectAccessible(page, "start page with the price");
    await screenshot(page, "landing-publishing-price", WINDOW);

    // Step 1: the templates, each a miniature in its own look; choosing one goes on.
    await page.goto(`${url}/kom-igang`);
    await page.getByRole("heading", { name: "Välj en stil för er sida" }).waitFor();
    expect(await page.getByRole("navigation", { name: "Steg i guiden" }).textContent()).toContain("Steg 1 av 4");
    expect(await page.getByRole("button", { name: /^(Klassisk|Botanisk|Romantisk|Lyx|Akvarell|Modern|Minimal|Foto)/ }).count()).toBe(8);
    await expectAccessible(page, "wizard step 1");
    await screenshot(page, "wizard-1-design");
    await page.getByRole("button", { name: /^Romantisk/ }).click();

    // Step 2: names, place and a date; the top of the page shows them as they are typed.
    await page.waitForURL("**/kom-igang/information");
    await page.getByLabel("Ditt namn").fill("Sara");
    await page.getByLabel("Din partners namn").fill("Jonas");
    await page.getByLabel("Plats").fill("Rosendals trädgård");
    await page.getByLabel("Datum och tid").fill("2026-06-13T15:00");
    await page.getByLabel("Sista dag att OSA").fill("2026-05-01");
    const preview = page.locator(".wizard-information__preview");
    await expect.poll(() => preview.textContent()).toContain("Sara & Jonas");
    expect(await preview.textContent()).toContain("13 juni 2026 · Rosendals trädgård");
    await expectAccessible(page, "wizard step 2");
    await screenshot(page, "wizard-2-information");
    // "Not decided" turns the date off and clears it.
    await page.getByLabel("Vi har inte bestämt datum än").check();
    expect(await page.getByLabel("Datum och tid").isDisabled()).toBe(true);
    expect(await page.getByLabel("Datum och tid").inputValue()).toBe("");
    await next(page);

    // Step 3: Swedish by default; several languages open the list.
    await page.waitForURL("**/kom-igang/sprak");
    expect(await page.getByRole("radio", { name: "Bara svenska" }).isChecked()).toBe(true);
    await page.getByRole("radio", { name: "Flera språk" }).check();
    await page.getByRole("button", { name: "Lägg till Engelska" }).click();
    await page.getByRole("button", { name: "Ta bort Engelska" }).waitFor();
    await expectAccessible(page, "wizard step 3");
    await screenshot(page, "wizard-3-languages");

    // Back (the button, then the browser's), forward, the step indicator, and a reload: nothing told is lost.
    await page.getByRole("link", { name: "Tillbaka" }).click();
    await page.waitForURL("**/kom-igang/information");
    expect(await page.getByLabel("Ditt namn").inputValue()).toBe("Sara");
    expect(await page.getByLabel("Din partners namn").inputValue()).toBe("Jonas");
    expect(await page.getByLabel("Plats").inputValue()).toBe("Rosendals trädgård");
    expect(await page.getByLabel("Vi har inte bestämt datum än").isChecked()).toBe(true);
    await page.goBack();
    await page.waitForURL("**/kom-igang/sprak");
    await page.getByRole("button", { name: "Ta bort Engelska" }).waitFor();
    await page.goForward();
    await page.waitForURL("**/kom-igang/information");
    await page.getByRole("navigation", { name: "Steg i guiden" }).getByRole("link", { name: "Stil" }).click();
    await page.waitForURL(/\/kom-igang$/);
    expect(await page.getByRole("button", { name: /^Romantisk/ }).textContent()).toContain("Vald");
    await next(page);
    await page.waitForURL("**/kom-igang/information");
    expect(await page.getByLabel("Ditt namn").inputValue()).toBe("Sara");
    await next(page);
    await page.waitForURL("**/kom-igang/sprak");
    await page.reload();
    expect(await page.getByRole("radio", { name: "Flera språk" }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Ta bort Engelska" }).waitFor();
    await next(page);

    // Step 4: dress code, children and gifts, each option with its title and suggested text.
    await page.waitForURL("**/kom-igang/innehall");
    await page.getByRole("heading", { name: "Några praktiska saker" }).waitFor();
    const dressCode = page.getByRole("group", { name: "Klädkod" });
    expect(await dressCode.getByRole("radio").count()).toBe(7);
    expect(await page.getByRole("group", { name: "Barn" }).getByRole("radio").count()).toBe(5);
    expect(await page.getByRole("group", { name: "Presenter" }).getByRole("radio").count()).toBe(6);
    await dressCode.getByRole("radio").nth(1).check();
    await page.getByRole("group", { name: "Presenter" }).getByRole("radio").first().check();
    // Money: the page takes none, so the wizard says the couple writes how to give.
    await page.getByRole("status").getByText("Sidan tar inte emot pengar.", { exact: false }).waitFor();
    await expectAccessible(page, "wizard step 4");
    await screenshot(page, "wizard-4-content");
    expect(await storedWizard(page)).toMatchObject({
      name1: "Sara",
      name2: "Jonas",
      location: "Rosendals trädgård",
      dateStart: "",
      dateNotDecided: true,
      rsvpDeadline: "2026-05-01",
      designTemplate: "ROMANTIC",
      languages: ["sv", "en"],
      dressCode: "BLACK_TIE",
      children: "NO_CHILDREN",
      gifts: "MONEY",
    });
    await page.getByRole("button", { name: "Skapa vår sida" }).click();

    // The editor on the generated page: intro first, the couple's names in the header, two languages.
    await page.waitForURL("**/kom-igang/redigera");
    const intro = page.getByRole("dialog", { name: "Här är din bröllopssida!" });
    await intro.waitFor();
    await expectAccessible(page, "quick-start intro from the wizard");
    await screenshot(page, "wizard-editor-intro", WINDOW);
    await intro.getByRole("button", { name: "Sätt igång" }).click();
    const header = page.locator(".header__title").first();
    await expect.poll(() => header.textContent()).toContain("Sara");
    expect(await header.textContent()).toContain("Jonas");
    expect(await page.getByRole("combobox", { name: "Sidans språk" }).locator("option").allTextContents()).toEqual(["Svenska", "Engelska"]);
    await screenshot(page, "wizard-editor");

    // Save: registration, then the new site's editor with the confirmation and the welcome dialog.
    await page.getByRole("toolbar", { name: "Redigering" }).getByRole("button", { name: "Spara" }).click();
    // The sample toastmasters (never named like the couple) and the money text that needs the couple's own way to give.
    const samples = page.getByRole("dialog", { name: "Det finns exempelinnehåll kvar" });
    await samples.getByText("”Våra toastmasters”, ”Presenter”", { exact: false }).waitFor();
    await expectAccessible(page, "sample content named on save");
    await samples.getByRole("button", { name: "Spara ändå" }).click();
    const registration = page.getByRole("dialog", { name: "Skapa konto" });
    // Before the account exists: what publishing costs, on an address made from the couple's names.
    await registration.getByText(`Att publicera den på till exempel sara-jonas.localhost kostar ${PRICE} för ${months} månader.`, { exact: false }).waitFor();
    await expectAccessible(page, "registration with the price");
    await screenshot(page, "wizard-registration-price", WINDOW);
    await registration.getByLabel("E-post").fill(`sara.${width}.${Date.now()}@example.com`);
    await registration.getByLabel("Lösenord").fill("hemligt-lösen");
    await registration.getByLabel("Jag godkänner villkoren").check();
    await registration.getByRole("button", { name: "Skapa konto" }).click();
    await page.waitForURL(/\/redigera\/[0-9a-f-]{36}\/$/);
    const siteId = new URL(page.url()).pathname.split("/")[2]!;
    const welcome = page.getByRole("dialog", { name: "Välkommen!" });
    await welcome.waitFor();
    await page.getByText("Sparat! Ditt konto är skapat och sidan är sparad.").waitFor();
    await expectAccessible(page, "welcome after the wizard");
    await screenshot(page, "wizard-saved-welcome", WINDOW);
    await welcome.getByRole("button", { name: "Fortsätt" }).click();
    await welcome.waitFor({ state: "detached" });
    expect(await page.locator(".header__title").first().textContent()).toContain("Sara");
    // The wizard's answers and the quick-start draft are gone from the browser.
    expect(await storedWizard(page)).toBeNull();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("quickStartDraft")))).toEqual([]);

    // The stored site is the generated one, in both languages.
    const stored = (await (await page.request.get(`${url}/api/sites/${siteId}`)).json()) as {
      availableLanguages: { languageCode: string }[];
      wizardData: { name1: string; name2: string } | null;
      siteModules: { siteModuleType: string; title?: Record<string, string> }[];
    };
    expect(stored.availableLanguages.map((each) => each.languageCode)).toEqual(["sv", "en"]);
    expect(stored.wizardData).toMatchObject({ name1: "Sara", name2: "Jonas" });
    const storedHeader = stored.siteModules.find((module) => module.siteModuleType === "Header");
    expect(storedHeader?.title?.sv).toContain("Sara");
    expect(storedHeader?.title?.sv).toContain("Jonas");
    // The reply deadline is in the RSVP's text, and each guest may leave a message.
    const storedRsvp = stored.siteModules.find((module) => module.siteModuleType === "Rsvp") as unknown as { text: Record<string, string>; form: { formElements: { label: Record<string, string> }[] } };
    expect(storedRsvp.text.sv).toContain("Svara senast den 1 maj 2026.");
    expect(storedRsvp.form.formElements.map((element) => element.label.sv)).toContain("Meddelande till brudparet");

    // A reload of the new site's editor does not welcome again.
    await page.reload();
    await page.locator(".header__title").first().waitFor();
    expect(await page.getByRole("dialog", { name: "Välkommen!" }).count()).toBe(0);

    // Choosing the address starts from the couple's names.
    await page.goto(`${url}/redigera/${siteId}/valj-adress/subdoman/`);
    await expect.poll(() => page.getByLabel("Adress", { exact: true }).inputValue()).toBe("sara-jonas");
    expectNoPageErrors(page);
    await page.context().close();
  });
});
