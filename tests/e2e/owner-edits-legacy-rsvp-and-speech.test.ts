import type { Locator, Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { legacySiteDocument } from "../../src/modules/legacy/document";
import type { Rsvp3Properties, Speech2Properties } from "../../src/modules/legacy/rsvpProperties";
import { sites } from "../../src/server/db/schema";
import { legacyWeddingDocument } from "../support/legacySite";
import { expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys({ POST_KEY_MIN_AGE_MS: "0" });
const WINDOW = { fullPage: false };

/** An owner's published legacy wedding site, its RSVP's lower block shown to those who take the bus. */
let published = 0;
async function publishedLegacySite(page: Page) {
  const { siteId } = await registerThroughApi(page, journey.server.url);
  const host = `legacy-owner-${++published}-${Date.now()}.localhost`;
  const document = legacySiteDocument.parse(legacyWeddingDocument());
  await journey.server.database.db.update(sites).set({ host, active: true, activeDate: new Date(), document }).where(eq(sites.id, siteId));
  return { siteId, host };
}

/** The RSVP's or the speech form's dialog, opened from its module's tools in the editor. */
async function openModuleDialog(page: Page, name: "OSA" | "Tal"): Promise<Locator> {
  await page.getByRole("toolbar", { name: `Verktyg för ${name}` }).getByRole("button", { name: "Redigera" }).click();
  const dialog = page.getByRole("dialog", { name });
  await dialog.waitFor();
  return dialog;
}

describe.each(OWNER_WIDTH)("an owner of a legacy site on %s", (_name, viewport) => {
  it("adds questions below the RSVP's condition, sets the condition and the number of persons, and a question to the speech form", { timeout: 90_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const { siteId, host } = await publishedLegacySite(page);
    await page.goto(`${journey.server.url}/redigera/${siteId}/`);

    const rsvp = await openModuleDialog(page, "OSA");
    const lower = rsvp.getByRole("region", { name: "Frågorna nedan" });
    await lower.getByText("Frågorna nedan visas bara om gästen svarar ”Ja” på ”Åker du buss?”.").waitFor();
    await lower.getByRole("button", { name: "Visa bara frågorna nedan om..." }).scrollIntoViewIfNeeded();
    await screenshot(page, "legacy-rsvp-lower-block", WINDOW);

    const textsBelow = lower.getByRole("region", { name: "Textfält nedan" });
    await textsBelow.getByRole("button", { name: "Lägg till textfält" }).click();
    const bags = textsBelow.getByRole("listitem").last();
    // The new question's starter text is selected, so typing replaces it.
    await page.keyboard.type("Hur många väskor?");
    expect(await bags.getByLabel("Fråga", { exact: true }).inputValue()).toBe("Hur många väskor?");
    await bags.getByLabel("Obligatorisk").check();

    const radiosBelow = lower.getByRole("region", { name: "Flervalsfrågor nedan" });
    await radiosBelow.getByRole("button", { name: "Lägg till flervalsfråga" }).click();
    const seat = radiosBelow.getByRole("listitem").filter({ has: page.getByRole("group", { name: "Svarsalternativ" }) }).last();
    await page.keyboard.type("Var vill du sitta?");
    await seat.getByLabel("Svar 1", { exact: true }).fill("Fram");
    await seat.getByLabel("Svar 2", { exact: true }).fill("Bak");
    await seat.getByRole("button", { name: "Lägg till svar" }).click();
    await page.keyboard.type("Var som helst");
    await seat.getByRole("button", { name: "Ta bort svar 3" }).click();
    expect(await seat.getByRole("textbox").count()).toBe(3); // the question and its two answers
    // Emptied, a label gets its text back when the owner leaves it.
    await seat.getByLabel("Svar 2", { exact: true }).fill("");
    await seat.getByLabel("Fråga", { exact: true }).focus();
    expect(await seat.getByLabel("Svar 2", { exact: true }).inputValue()).toBe("Bak");
    await expectAccessible(page, "legacy rsvp dialog");
    await screenshot(page, "legacy-rsvp-dialog-questions", WINDOW);

    await lower.getByRole("button", { name: "Visa bara frågorna nedan om..." }).click();
    const condition = page.getByRole("dialog", { name: "Visa bara frågorna nedan om..." });
    const toggle = condition.getByLabel("Visa bara frågorna nedan om...");
    await toggle.uncheck();
    await lower.getByText("Frågorna nedan visas alltid.").waitFor();
    await toggle.check();
    await condition.getByLabel("Frågan").selectOption({ label: "Åker du buss?" });
    await condition.getByLabel("har svaret").selectOption({ label: "Nej" });
    await expectAccessible(page, "condition dialog");
    await screenshot(page, "legacy-rsvp-condition", WINDOW);
    await condition.getByRole("button", { name: "Klar" }).click();
    await lower.getByText("Frågorna nedan visas bara om gästen svarar ”Nej” på ”Åker du buss?”.").waitFor();

    await rsvp.getByRole("tab", { name: "Övrigt" }).click();
    await rsvp.getByText("Gästen kan svara för upp till 3 personer.").waitFor();
    await rsvp.getByRole("button", { name: "Ändra valbart antal personer" }).click();
    const persons = page.getByRole("dialog", { name: "Ändra valbart antal personer" });
    await persons.getByLabel("Högst antal personer per svar").selectOption("2");
    await persons.getByRole("button", { name: "Klar" }).click();
    await rsvp.getByText("Gästen kan svara för upp till 2 personer.").waitFor();
    // An emptied text shows what guests then see.
    expect(await rsvp.getByLabel("Rubrik för varje person").getAttribute("placeholder")).toBe("Person");
    await expectAccessible(page, "legacy rsvp other tab");
    await screenshot(page, "legacy-rsvp-dialog-other", WINDOW);
    await rsvp.getByRole("button", { name: "Klar" }).click();

    const speech = await openModuleDialog(page, "Tal");
    await speech.getByRole("button", { name: "Lägg till textfält" }).click();
    await page.keyboard.type("Vad vill du tala om?");
    await expectAccessible(page, "legacy speech dialog");
    await screenshot(page, "legacy-speech-dialog", WINDOW);
    await speech.getByRole("button", { name: "Klar" }).click();

    await speech.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Spara" }).click();
    await expect.poll(() => page.locator(".editor-bar__status").textContent()).toBe("Allt är sparat");
    const stored = legacySiteDocument.parse(await (await page.request.get(`${journey.server.url}/api/sites/${siteId}`)).json());
    const rsvpProperties = stored.modules.find((module) => module.module === "RSVP3")!.properties as Rsvp3Properties;
    expect(rsvpProperties.maxNumberOfPersons).toBe(2);
    expect(rsvpProperties.conditionShowTextFieldsBelow).toEqual({ question: "RadioGroup-bus", answer: "RadioGroupOption-no" });
    expect(rsvpProperties.customTextFieldsBelow.map(({ label, mandatory }) => [label, mandatory])).toEqual([
      ["Var kliver du på?", true],
      ["Hur många väskor?", true],
    ]);
    expect(rsvpProperties.customMultipleRadioGroupsBelow.map((group) => [group.label, group.options.map((option) => option.label)])).toEqual([
      ["Vilken resa?", ["Båda", "Bara dit"]],
      ["Var vill du sitta?", ["Fram", "Bak"]],
    ]);
    const speechProperties = stored.modules.find((module) => module.module === "Speech2")!.properties as Speech2Properties;
    expect(speechProperties.customTextFields.map((field) => field.label)).toEqual(["Hur många minuter?", "Vad vill du tala om?"]);

    // The guests' page: the lower questions only for those who do not take the bus.
    await openGuestPage(page, journey.server.siteUrl(host));
    const form = page.getByRole("region", { name: "OSA" });
    const count = form.getByLabel("Hur många är ni?");
    expect(await count.locator("option").allTextContents()).toEqual(expect.arrayContaining(["1", "2"]));
    expect(await count.locator("option", { hasText: "3" }).count()).toBe(0);
    await count.selectOption("1");
    const guest = form.getByRole("region", { name: "Gäst 1" });
    const bus = guest.getByRole("group", { name: "Åker du buss?" });
    await bus.getByLabel("Ja").check();
    expect(await guest.getByLabel("Hur många väskor?").count()).toBe(0);
    expect(await guest.getByRole("group", { name: "Var vill du sitta?" }).count()).toBe(0);
    await bus.getByLabel("Nej").check();
    await guest.getByLabel("Hur många väskor?").waitFor();
    await guest.getByRole("group", { name: "Var vill du sitta?" }).getByLabel("Bak").waitFor();
    await expectAccessible(page, "guest page after the owner's edits");
    await screenshot(page, "legacy-rsvp-guest-after-owner-edits");

    const speechForm = page.getByRole("region", { name: "Tal" });
    await speechForm.getByRole("button", { name: "Anmäl tal" }).click();
    await speechForm.getByLabel("Vad vill du tala om?").waitFor();

    // Deleting the condition's question (after a confirm step) leaves the lower questions always shown, and says so.
    await page.goto(`${journey.server.url}/redigera/${siteId}/`);
    const again = await openModuleDialog(page, "OSA");
    await again.getByRole("region", { name: "Flervalsfrågor", exact: true }).getByRole("button", { name: "Ta bort fråga 2" }).click();
    const confirm = page.getByRole("dialog", { name: "Ta bort fråga 2" });
    await confirm.getByText("Vill du ta bort frågan ”Åker du buss?”?").waitFor();
    await confirm.getByRole("button", { name: "Ta bort" }).click();
    await again.getByText("Villkoret gäller en fråga eller ett svar som inte finns längre, så frågorna nedan visas alltid.").waitFor();
    expect(await again.getByRole("textbox", { name: "Fråga", exact: true }).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).not.toContain("Åker du buss?");
    expectNoPageErrors(page);
    await page.context().close();
  });
});
