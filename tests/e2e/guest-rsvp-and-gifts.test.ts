import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sites } from "../../src/server/db/schema";
import { expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { setUpJourneys, GUEST_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();
const WINDOW = { fullPage: false };

const DOCUMENT = {
  language: "sv",
  siteModules: [
    { id: "header-1", siteModuleType: "Header", title: { sv: "Anna & Erik" } },
    {
      id: "rsvp-1",
      siteModuleType: "Rsvp",
      title: { sv: "OSA" },
      text: { sv: "<p>Vi hoppas att ni vill fira med oss! Svara senast den 1 maj 2027, för hela sällskapet på en gång.</p>" },
      maxNumberOfGuests: 3,
      form: {
        formElements: [
          { id: "name", formElementType: "ShortText", label: { sv: "Namn" }, required: true },
          { id: "coming", formElementType: "SingleSelect", label: { sv: "Kommer du?" }, options: [{ id: "yes", text: { sv: "Ja" } }, { id: "no", text: { sv: "Nej" } }] },
        ],
      },
    },
    {
      id: "gifts-1",
      siteModuleType: "GiftRegistry",
      title: { sv: "Önskelista" },
      giftRegistry: [
        { id: "vase", title: { sv: "Vas" }, description: { sv: "<p>Gärna i glas.</p>" }, quantity: 1 },
        { id: "plates", title: { sv: "Djupa tallrikar" }, description: { sv: "<p>Från vår favoritkeramiker.</p>" }, quantity: 5 },
        { id: "glasses", title: { sv: "Vinglas" }, description: { sv: "<p>Vi köper dem själva, men visst vore det fint.</p>" }, quantity: 6, reservable: false },
      ],
    },
  ],
};

let published = 0;
async function publishedSite(page: Page) {
  const { siteId } = await registerThroughApi(page, journey.server.url);
  expect((await page.request.put(`${journey.server.url}/api/sites/${siteId}`, { data: DOCUMENT })).status()).toBe(200);
  const host = `osa-${++published}-${Date.now()}.localhost`;
  await journey.server.database.db.update(sites).set({ host, active: true, activeDate: new Date() }).where(eq(sites.id, siteId));
  return { siteId, host };
}

describe.each(GUEST_WIDTH)("a guest on %s", (_name, viewport) => {
  it("chooses how many are coming without pressing Svara här first, sees the deadline, reads who is coming in the confirmation and gets one copy of the answer", { timeout: 60_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const { host } = await publishedSite(page);
    await openGuestPage(page, journey.server.siteUrl(host));
    const rsvp = page.getByRole("region", { name: "OSA" });
    await rsvp.getByText("Svara senast", { exact: true }).waitFor();
    expect(await rsvp.locator(".rsvp__deadline").textContent()).toBe("Svara senast 1 maj 2027");
    const cta = rsvp.getByRole("button", { name: "Svara här" });
    await cta.scrollIntoViewIfNeeded();
    await expectAccessible(page, "rsvp call to action");
    await screenshot(page, "rsvpgifts-rsvp-cta", WINDOW);

    // How many are coming is chosen at once: the count opens that many forms, and the call to action is done.
    expect(await rsvp.getByLabel("Hur många är ni?").count()).toBe(0); // the owner's own label is unset: the default one shows
    expect(await rsvp.getByLabel("Välj antal gäster").inputValue()).toBe("0");
    await rsvp.getByLabel("Välj antal gäster").selectOption("2");
    await rsvp.getByRole("region", { name: "Gäst 2" }).waitFor();
    expect(await cta.count()).toBe(0);
    const mail = `gast-${viewport.width}@example.com`;
    await rsvp.getByRole("region", { name: "Gäst 1" }).getByLabel("Namn").fill("Karin Ek");
    await rsvp.getByRole("region", { name: "Gäst 1" }).getByLabel("Ja").check();
    await rsvp.getByRole("region", { name: "Gäst 2" }).getByLabel("Namn").fill("Per Ek");
    await rsvp.getByRole("region", { name: "Gäst 2" }).getByLabel("Nej").check();
    await rsvp.getByLabel("E-post för en kopia av ditt svar").fill(mail);
    await expectAccessible(page, "rsvp form");
    await screenshot(page, "rsvpgifts-rsvp-form");
    await rsvp.getByRole("button", { name: "Skicka" }).click();
    // The confirmation names the guests and repeats who is coming and who is not.
    const thanks = page.getByRole("dialog", { name: "Tack!" });
    await thanks.waitFor();
    const guests = thanks.locator(".rsvp-receipt__guests > li");
    expect(await guests.evaluateAll((items) => items.map((item) => item.textContent))).toEqual(["Karin Ek kommerKommer du?: Ja", "Per Ek kommer inteKommer du?: Nej"]);
    await expectAccessible(page, "rsvp confirmation");
    await screenshot(page, "rsvpgifts-rsvp-confirmation", WINDOW);

    const mails = await journey.server.outbox.list();
    const copies = mails.filter((entry) => entry.to === mail);
    expect(copies.map((entry) => entry.subject)).toEqual(["Kopia av ditt svar: OSA"]);
    expect(copies[0]!.text).toContain("Namn: Karin Ek");
    expect(copies[0]!.text).toContain("Namn: Per Ek");
    expect(mails.find((entry) => entry.to !== mail && entry.text.includes("Karin Ek"))?.subject).toBe("OSA från Karin Ek och Per Ek");
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("reads what is left of each gift, reserves with a confirmation in the dialog and alone undoes it with the password", { timeout: 60_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const { siteId, host } = await publishedSite(page);
    await openGuestPage(page, journey.server.siteUrl(host));
    await page.getByRole("button", { name: "Visa önskelista" }).click();
    const card = (title: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await card("Djupa tallrikar").getByText("5 kvar av 5").waitFor();
    await card("Vas").getByText("Ledig att reservera").waitFor();
    await card("Vinglas").getByText("Antal: 6").waitFor();
    expect(await card("Vinglas").getByRole("button").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Ångra reservation" }).count()).toBe(0);

    await card("Djupa tallrikar").getByRole("button", { name: "Reservera" }).click();
    const dialog = page.getByRole("dialog", { name: "Djupa tallrikar" });
    await dialog.getByLabel("Välj ett lösenord").fill("tallrik");
    await dialog.getByLabel("Ditt namn (visas bara för värdparet)").fill("Karin Ek");
    await dialog.getByLabel("Antal att reservera").fill("2");
    await screenshot(page, "rsvpgifts-reserve-with-a-name", WINDOW);
    await dialog.getByRole("button", { name: "Reservera" }).click();
    await dialog.getByRole("status").getByText("Tack! Du har reserverat 2 st.").waitFor();
    await expectAccessible(page, "reservation confirmation");
    await screenshot(page, "rsvpgifts-gift-reserved", WINDOW);
    await dialog.getByRole("button", { name: "Klar" }).click();
    await dialog.waitFor({ state: "hidden" });
    await card("Djupa tallrikar").getByText("3 kvar av 5").waitFor();
    await card("Djupa tallrikar").getByText("reserverade: 2").waitFor();
    // The name reaches the couple's list of gifts, with the page's language.
    const gifts = (await (await page.request.get(`${journey.server.url}/api/sites/${siteId}/gifts`)).json()) as { gifts: { itemTitle: string; giverName: string | null; language: string | null }[] };
    expect(gifts.gifts).toEqual([expect.objectContaining({ itemTitle: "Djupa tallrikar", giverName: "Karin Ek", language: "sv" })]);
    await expectAccessible(page, "gift list");
    await card("Djupa tallrikar").scrollIntoViewIfNeeded();
    await screenshot(page, "rsvpgifts-gift-list");

    // Another guest sees the gift as reserved, without the undo, and the server refuses their undo even with the password.
    const other = await openPage(journey.browser, viewport);
    await openGuestPage(other, journey.server.siteUrl(host));
    await other.getByRole("button", { name: "Visa önskelista" }).click();
    const otherCard = other.getByRole("listitem").filter({ has: other.getByRole("heading", { name: "Djupa tallrikar" }) });
    await otherCard.getByText("3 kvar av 5").waitFor();
    expect(await otherCard.getByRole("button", { name: "Reservera" }).count()).toBe(1);
    expect(await other.getByRole("button", { name: "Ångra reservation" }).count()).toBe(0);
    await expectAccessible(other, "someone else's reservation");
    await otherCard.scrollIntoViewIfNeeded();
    await screenshot(other, "rsvpgifts-gift-reserved-by-another", WINDOW);
    const undo = await other.evaluate(async (url) => (await fetch(url, { method: "DELETE", headers: { "content-type": "application/json" }, body: JSON.stringify({ quantity: 2, password: "tallrik", reserver: "x".repeat(32) }) })).status, `/api/gift-registry/${siteId}/gifts-1/plates/v2`);
    expect(undo).toBe(403);
    await other.context().close();

    // The guest who reserved still has the undo after a reload.
    await openGuestPage(page, journey.server.siteUrl(host));
    await page.getByRole("button", { name: "Visa önskelista" }).click();
    await card("Djupa tallrikar").getByText("3 kvar av 5").waitFor();

    await card("Djupa tallrikar").getByRole("button", { name: "Ångra reservation" }).click();
    await dialog.getByLabel("Lösenord").fill("tallrik");
    await dialog.getByLabel("Antal att ta bort").fill("2");
    await dialog.getByRole("button", { name: "Ångra reservation" }).click();
    await dialog.getByRole("status").getByText("Reservationen är ångrad.").waitFor();
    await dialog.getByRole("button", { name: "Klar" }).click();
    await card("Djupa tallrikar").getByText("5 kvar av 5").waitFor();
    expect(await card("Djupa tallrikar").getByRole("button", { name: "Ångra reservation" }).count()).toBe(0);
    expectNoPageErrors(page);
    await page.context().close();
  });
});
