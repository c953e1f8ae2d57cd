import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { LegacyEditorSite } from "../../src/modules/legacy/editorSite";
import { legacyWeddingDocument } from "../support/legacySite";
import { expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { publishedLegacySite } from "./support/legacySite";

const journey = setUpJourneys();
const WINDOW = { fullPage: false };

const section = (page: Page, moduleId: string) => page.locator(`[data-module-id="${moduleId}"]`);
const propertyOf = (site: LegacyEditorSite, moduleId: string, key: string) => site.modules.find((module) => module.id === moduleId)?.properties.find((pair) => pair.key === key)?.value;

describe.each(OWNER_WIDTH)("an owner of a legacy site on %s", (_name, viewport) => {
  it("looks at the RSVP's and speech form's confirmation on the page, adds an OSA and a speech sign-up, and sets the countdown's date and words", { timeout: 120_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const url = journey.server.url;
    const { siteId, host } = await publishedLegacySite(page, journey.server, async () => legacyWeddingDocument());
    await page.goto(`${url}/redigera/${siteId}/`);

    // The RSVP's switch (Formulär, Bekräftelse): the confirmation guests get, drawn in place of the form.
    const rsvp = section(page, "CLIENTID-rsvp");
    const rsvpViews = rsvp.getByRole("group", { name: "Visa i redigeringsläget" });
    expect(await rsvpViews.getByRole("radio", { name: "Formulär" }).isChecked()).toBe(true);
    expect(await rsvpViews.getByRole("radio").count()).toBe(2);
    await rsvp.getByLabel("Hur många är ni?").waitFor();
    await rsvpViews.getByRole("radio", { name: "Bekräftelse" }).check();
    await rsvp.getByRole("heading", { name: "Tack!" }).waitFor();
    await rsvp.getByText("Tack för att du OSA, vi har tagit emot dina uppgifter.").waitFor();
    expect(await rsvp.getByLabel("Hur många är ni?").count()).toBe(0);
    await rsvp.scrollIntoViewIfNeeded();
    await expectAccessible(page, "legacy RSVP confirmation on the canvas");
    await screenshot(page, "legacy-rsvp-confirmation-view", WINDOW);

    // The speech form's (Startknapp, Formulär, Bekräftelse), on the form first.
    const speech = section(page, "CLIENTID-speech");
    const speechViews = speech.getByRole("group", { name: "Visa i redigeringsläget" });
    expect(await speechViews.getByRole("radio", { name: "Formulär" }).isChecked()).toBe(true);
    await speech.getByLabel("Hur många minuter?").waitFor();
    await speechViews.getByRole("radio", { name: "Startknapp" }).check();
    await speech.getByRole("button", { name: "Anmäl tal" }).waitFor();
    expect(await speech.getByLabel("Hur många minuter?").count()).toBe(0);
    await speechViews.getByRole("radio", { name: "Bekräftelse" }).check();
    await speech.getByText("Tack för att du anmält dig att tala").waitFor();
    await speech.scrollIntoViewIfNeeded();
    await screenshot(page, "legacy-speech-views", WINDOW);

    // OSA and Anmälan av tal are offered, and added as the legacy forms, each opening its dialog.
    await page.getByRole("button", { name: "Lägg till modul sist" }).click();
    const chooser = page.getByRole("dialog", { name: "Välj modul" });
    await chooser.getByRole("button", { name: /^OSA/ }).waitFor();
    expect(await chooser.getByRole("button", { name: /^(Formulär|Bildgalleri)/ }).count()).toBe(0);
    await expectAccessible(page, "legacy add-module dialog with the forms");
    await screenshot(page, "legacy-add-module-forms", WINDOW);
    await chooser.getByRole("button", { name: /^OSA/ }).click();
    const rsvpDialog = page.getByRole("dialog", { name: "OSA" });
    await rsvpDialog.getByRole("tab").first().waitFor();
    await rsvpDialog.getByRole("button", { name: "Klar" }).click();
    await rsvpDialog.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Lägg till modul sist" }).click();
    await chooser.getByRole("button", { name: /^Anmälan av tal/ }).click();
    const speechDialog = page.getByRole("dialog", { name: "Tal" });
    await speechDialog.getByRole("button", { name: "Klar" }).click();
    await speechDialog.waitFor({ state: "detached" });
    // Each added form has its switch, beside the gift registry's and the two forms' the page had.
    expect(await page.getByRole("group", { name: "Visa i redigeringsläget" }).count()).toBe(5);

    // The countdown: its date and time typed as yyyy-mm-dd and hh:mm, and its own words under the numbers.
    await page.getByRole("toolbar", { name: "Verktyg för Snart är det dags" }).getByRole("button", { name: "Redigera" }).click();
    const countdown = page.getByRole("dialog", { name: "Nedräkning" });
    const date = countdown.getByLabel("Datum (åååå-mm-dd)");
    expect(await date.inputValue()).toBe("2027-06-12");
    await date.fill("12/6 2028");
    await countdown.getByLabel("Tid (hh:mm)").focus();
    await countdown.getByRole("alert").getByText("Datum måste anges i formatet åååå-mm-dd och tid i formatet hh:mm, tex. 2020-01-01 och 15:00.").waitFor();
    await expectAccessible(page, "legacy countdown dialog with the format alert");
    await screenshot(page, "legacy-countdown-format-alert", WINDOW);
    await date.fill(" 2028-06-10 ");
    await countdown.getByLabel("Tid (hh:mm)").fill("14:30");
    expect(await countdown.getByRole("alert").count()).toBe(0);
    expect(await countdown.getByLabel("Dagar").inputValue()).toBe("dygn");
    await countdown.getByLabel("Timmar").fill("tim");
    await countdown.getByRole("button", { name: "Klar" }).click();
    await countdown.waitFor({ state: "detached" });
    await section(page, "CLIENTID-countdown").getByText("tim", { exact: true }).waitFor();

    await page.getByRole("button", { name: "Spara" }).click();
    await expect.poll(() => page.locator(".editor-bar__status").textContent()).toBe("Allt är sparat");
    const stored = (await (await page.request.get(`${url}/api/sites/${siteId}`)).json()) as LegacyEditorSite;
    expect(stored.usesSiteModules).toBe(false);
    expect(stored.modules.slice(-2).map((module) => [module.module, propertyOf(stored, module.id, "title")])).toEqual([
      ["RSVP3", "OSA"],
      ["Speech2", "Anmälan av tal"],
    ]);
    expect(["countDown", "textDays", "textHours"].map((key) => propertyOf(stored, "CLIENTID-countdown", key))).toEqual(["2028-06-10 14:30", "dygn", "tim"]);

    // Guests get both new forms as the older product drew them, and no switch.
    await openGuestPage(page, journey.server.siteUrl(host));
    const added = page.locator(`[data-module-id="${stored.modules.at(-1)!.id}"]`);
    await added.getByRole("button", { name: "Anmälan av tal" }).waitFor();
    expect(await page.getByRole("group", { name: "Visa i redigeringsläget" }).count()).toBe(0);
    expectNoPageErrors(page);
    await page.context().close();
  });
});
