import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { GuestEvent, Household } from "../../src/domain/guestList/types";
import { sites } from "../../src/server/db/schema";
import { expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { setUpJourneys, GUEST_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();
const WINDOW = { fullPage: false };

const DOCUMENT = {
  language: "sv",
  siteModules: [
    { id: "header-1", siteModuleType: "Header", title: { sv: "Anna & Erik" }, secondLine: { sv: "12 juni 2027 · Saltsjöbaden" } },
    { id: "text-1", siteModuleType: "Text", title: { sv: "Välkomna" }, text: { sv: "<p>Vi ser fram emot att fira med er.</p>" } },
    {
      id: "rsvp-1",
      siteModuleType: "Rsvp",
      title: { sv: "OSA" },
      form: { formElements: [{ id: "name", formElementType: "ShortText", label: { sv: "Namn" }, required: true }] },
    },
  ],
};

let published = 0;
/** The couple's site with a ceremony and a dinner, and the Berg household invited to both. */
async function weddingWithBerg(owner: Page) {
  const base = journey.server.url;
  const { siteId } = await registerThroughApi(owner, base);
  expect((await owner.request.put(`${base}/api/sites/${siteId}`, { data: DOCUMENT })).status()).toBe(200);
  const host = `inbjudan-${++published}-${Date.now()}.localhost`;
  await journey.server.database.db.update(sites).set({ host, active: true, activeDate: new Date() }).where(eq(sites.id, siteId));
  const list = `${base}/api/sites/${siteId}/guest-list`;
  const event = async (data: object) => (await (await owner.request.post(`${list}/events`, { data })).json()) as GuestEvent;
  const ceremony = await event({ name: { sv: "Vigsel" }, startsAt: "2027-06-12T14:00:00+02:00", place: { sv: "Sankt Johannes kyrka" } });
  const dinner = await event({ name: { sv: "Middag" }, startsAt: "2027-06-12T18:00:00+02:00", place: { sv: "Grand Hotel Saltsjöbaden" } });
  const response = await owner.request.post(`${list}/households`, {
    data: { name: "Familjen Berg", language: "sv", guests: [{ name: "Karin Berg" }, { name: "Per Berg" }], eventIds: [ceremony.id, dinner.id] },
  });
  const household = (await response.json()) as Household;
  return { siteId, host, household, ceremony, dinner, list };
}

/** Picks coming or not for one guest and one event. */
const choose = (page: Page, guest: string, event: string, coming: boolean) =>
  page.getByRole("group", { name: guest }).getByRole("group", { name: event }).getByLabel(coming ? "Kommer" : "Kommer inte", { exact: true }).check();

describe.each(GUEST_WIDTH)("a guest with a personal link on %s", (name, viewport) => {
  it("answers for the household per event, comes back through the link and changes the answer", { timeout: 90_000 }, async () => {
    const owner = await openPage(journey.browser, viewport);
    const wedding = await weddingWithBerg(owner);
    const link = `${journey.server.siteUrl(wedding.host)}/inbjudan/${wedding.household.linkToken}`;

    const guest = await openPage(journey.browser, viewport);
    await openGuestPage(guest, link, { waitUntil: "networkidle" });
    await guest.getByText("Välkommen, Familjen Berg!").waitFor();
    const rsvp = guest.getByRole("region", { name: "OSA" });
    await rsvp.getByRole("group", { name: "Karin Berg" }).waitFor();
    await rsvp.getByText("Sankt Johannes kyrka").waitFor();
    await expectAccessible(guest, "personal page");
    await screenshot(guest, `personal-link-greeting-${name}`, WINDOW);
    // The greeting's button takes the guest past the rest of the page to the RSVP.
    const answer = guest.getByRole("link", { name: "Svara", exact: true });
    await answer.scrollIntoViewIfNeeded();
    await screenshot(guest, `personal-link-answer-button-${name}`, WINDOW);
    await answer.click();
    await expect.poll(() => new URL(guest.url()).hash).toBe("#osa");
    await expect.poll(() => rsvp.evaluate((element) => Math.abs(element.getBoundingClientRect().top) < window.innerHeight / 2)).toBe(true);
    await screenshot(guest, `personal-link-at-rsvp-${name}`, WINDOW);

    await choose(guest, "Karin Berg", "Vigsel", true);
    await choose(guest, "Karin Berg", "Middag", true);
    await guest.getByRole("group", { name: "Karin Berg" }).getByLabel("Kost och allergier").fill("Vegetarian");
    await choose(guest, "Per Berg", "Vigsel", true);
    await choose(guest, "Per Berg", "Middag", false);
    await rsvp.getByLabel("Meddelande till värdparet").fill("Per måste hem till barnen efter vigseln.");
    await rsvp.getByRole("group", { name: "Per Berg" }).scrollIntoViewIfNeeded();
    await expectAccessible(guest, "household rsvp form");
    await screenshot(guest, `personal-link-form-${name}`);
    await rsvp.getByRole("button", { name: "Skicka svar" }).click();
    await rsvp.getByRole("status").getByText("Tack! Ert svar är sparat.", { exact: false }).waitFor();
    const summary = rsvp.getByRole("region", { name: "Ert svar" });
    await summary.getByText("Vigsel: Kommer · Middag: Kommer inte", { exact: true }).waitFor();
    await expectAccessible(guest, "household answer");
    await screenshot(guest, `personal-link-sent-${name}`, WINDOW);
    expectNoPageErrors(guest);
    await guest.context().close();

    // Later, on the same phone: the answer as sent, and a change.
    const later = await openPage(journey.browser, viewport);
    await openGuestPage(later, link, { waitUntil: "networkidle" });
    const again = later.getByRole("region", { name: "OSA" });
    await again.getByRole("region", { name: "Ert svar" }).getByText("Per måste hem till barnen efter vigseln.").waitFor();
    await again.getByRole("button", { name: "Ändra svaret" }).click();
    expect(await again.getByRole("group", { name: "Per Berg" }).getByRole("group", { name: "Middag" }).getByLabel("Kommer inte", { exact: true }).isChecked()).toBe(true);
    await choose(later, "Per Berg", "Middag", true);
    await again.getByRole("button", { name: "Spara ändringen" }).click();
    const changed = again.getByRole("region", { name: "Ert svar" });
    await changed.waitFor();
    expect(await changed.getByText("Vigsel: Kommer · Middag: Kommer", { exact: true }).count()).toBe(2);
    await screenshot(later, `personal-link-changed-${name}`, WINDOW);
    expectNoPageErrors(later);
    await later.context().close();

    const history = (await (await owner.request.get(`${wedding.list}/households/${wedding.household.id}/reply`)).json()) as { replies: { reply: { guests: { attending: Record<string, boolean> }[] } }[] };
    expect(history.replies).toHaveLength(2);
    expect(history.replies[0]!.reply.guests[1]!.attending).toEqual({ [wedding.ceremony.id]: true, [wedding.dinner.id]: true });
    expect(history.replies[1]!.reply.guests[1]!.attending).toEqual({ [wedding.ceremony.id]: true, [wedding.dinner.id]: false });
    await owner.context().close();
  });
});
