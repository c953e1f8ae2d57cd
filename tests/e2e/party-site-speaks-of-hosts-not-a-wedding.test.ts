import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Household } from "../../src/domain/guestList/types";
import { sites } from "../../src/server/db/schema";
import { WEDDING_WORDS } from "../support/weddingWords";
import { expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys({ BRAND: "party" });
const WINDOW = { fullPage: false };
let published = 0;

const DOCUMENT = {
  language: "sv",
  siteModules: [
    { id: "header-1", siteModuleType: "Header", title: { sv: "Lisa fyller 40" } },
    { id: "rsvp-1", siteModuleType: "Rsvp", title: { sv: "OSA" }, form: { formElements: [{ id: "name", formElementType: "ShortText", label: { sv: "Namn" }, required: true }] } },
  ],
};

describe.each(OWNER_WIDTH)("a party site on %s", (name, viewport) => {
  it("speaks of its hosts and a party's parts to the owner and the guests, never of a wedding", { timeout: 120_000 }, async () => {
    const owner = await openPage(journey.browser, viewport);
    const base = journey.server.url;
    const { siteId } = await registerThroughApi(owner, base);
    expect((await owner.request.put(`${base}/api/sites/${siteId}`, { data: DOCUMENT })).status()).toBe(200);

    // The owner's guest list: the events' examples and the new event's placeholders are a party's.
    await owner.goto(`${base}/redigera/${siteId}/gaster`);
    const events = owner.getByRole("region", { name: "Evenemang" });
    await events.getByText("till exempel middag, fest och efterfest").waitFor();
    await events.getByRole("button", { name: "Lägg till evenemang" }).click();
    const form = events.getByRole("group", { name: "Nytt evenemang" });
    expect(await form.getByLabel("Namn", { exact: true }).getAttribute("placeholder")).toBe("Middag");
    expect(await form.getByLabel("Plats", { exact: true }).getAttribute("placeholder")).toBe("Kvarnen i Lund");
    expect(await owner.locator("main").innerText()).not.toMatch(WEDDING_WORDS);
    await expectAccessible(owner, "party guest list");
    await screenshot(owner, `party-guest-list-event-form-${name}`, WINDOW);

    // A household's personal page: the message goes to the hosts.
    const host = `fest-${++published}-${Date.now()}.localhost`;
    await journey.server.database.db.update(sites).set({ host, active: true, activeDate: new Date() }).where(eq(sites.id, siteId));
    const created = await owner.request.post(`${base}/api/sites/${siteId}/guest-list/households`, { data: { name: "Familjen Berg", language: "sv", guests: [{ name: "Karin Berg" }] } });
    const household = (await created.json()) as Household;
    const guest = await openPage(journey.browser, viewport);
    await openGuestPage(guest, `${journey.server.siteUrl(host)}/inbjudan/${household.linkToken}`);
    const message = guest.getByRole("region", { name: "OSA" }).getByLabel("Meddelande till värdarna");
    await message.scrollIntoViewIfNeeded();
    expect(await guest.locator("body").innerText()).not.toMatch(WEDDING_WORDS);
    await expectAccessible(guest, "party personal page");
    await screenshot(guest, `party-personal-link-rsvp-${name}`, WINDOW);
    expectNoPageErrors(owner);
    expectNoPageErrors(guest);
  });
});
