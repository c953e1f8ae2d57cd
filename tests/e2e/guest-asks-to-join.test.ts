import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { GuestEvent } from "../../src/domain/guestList/types";
import { sites } from "../../src/server/db/schema";
import { DESKTOP, expectAccessible, expectNoPageErrors, openGuestPage, openPage, PHONE, screenshot } from "./support/browser";
import { setUpJourneys } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();
const WINDOW = { fullPage: false };

const DOCUMENT = {
  language: "sv",
  siteModules: [
    { id: "header-1", siteModuleType: "Header", title: { sv: "Anna & Erik" } },
    { id: "rsvp-1", siteModuleType: "Rsvp", title: { sv: "OSA" }, form: { formElements: [{ id: "name", formElementType: "ShortText", label: { sv: "Namn" }, required: true }] } },
  ],
};

/** The couple's published site with a guest list: a ceremony and the Berg household. */
async function weddingWithGuestList(owner: Page) {
  const base = journey.server.url;
  const { siteId } = await registerThroughApi(owner, base);
  expect((await owner.request.put(`${base}/api/sites/${siteId}`, { data: DOCUMENT })).status()).toBe(200);
  const host = `be-om-inbjudan-${Date.now()}.localhost`;
  await journey.server.database.db.update(sites).set({ host, active: true, activeDate: new Date() }).where(eq(sites.id, siteId));
  const list = `${base}/api/sites/${siteId}/guest-list`;
  const ceremony = (await (await owner.request.post(`${list}/events`, { data: { name: { sv: "Vigsel" } } })).json()) as GuestEvent;
  await owner.request.post(`${list}/households`, { data: { name: "Familjen Berg", language: "sv", guests: [{ name: "Karin Berg" }], eventIds: [ceremony.id] } });
  return { siteId, host };
}

describe("someone not on the guest list asks to join it", () => {
  it("asks from the open RSVP on a phone, and the couple approves in one tap", { timeout: 120_000 }, async () => {
    const owner = await openPage(journey.browser, { ...DESKTOP, alsoAt: PHONE });
    const { siteId, host } = await weddingWithGuestList(owner);

    const guest = await openPage(journey.browser, { ...PHONE, alsoAt: DESKTOP });
    await openGuestPage(guest, journey.server.siteUrl(host), { waitUntil: "networkidle" });
    const rsvp = guest.getByRole("region", { name: "OSA" });
    await rsvp.getByRole("button", { name: "Inte på gästlistan? Be om en inbjudan" }).click();
    await rsvp.getByRole("textbox", { name: "Namn" }).fill("Sara Lind");
    await rsvp.getByRole("textbox", { name: "E-postadress" }).fill("sara.lind@example.com");
    await rsvp.getByRole("textbox", { name: "Meddelande (frivilligt)" }).fill("Hej! Jag är Karins kusin.");
    await rsvp.getByRole("textbox", { name: "Namn" }).scrollIntoViewIfNeeded();
    await expectAccessible(guest, "asking to join");
    await screenshot(guest, "guest-asks-to-join-form", WINDOW);
    await rsvp.getByRole("button", { name: "Skicka förfrågan" }).click();
    await rsvp.getByRole("status").filter({ hasText: "Tack! Din förfrågan är skickad." }).waitFor();
    await screenshot(guest, "guest-asks-to-join-sent", WINDOW);
    expectNoPageErrors(guest);

    await owner.goto(`${journey.server.url}/redigera/${siteId}/gaster`);
    const requests = owner.getByRole("region", { name: "Vill vara med (1)" });
    await requests.getByText("Hej! Jag är Karins kusin.").waitFor();
    await expectAccessible(owner, "requests to join on the guest list");
    await screenshot(owner, "guest-list-asks-to-join", WINDOW);
    await requests.getByRole("button", { name: "Godkänn Sara Lind" }).click();
    await owner.getByRole("status").filter({ hasText: "Sara Lind är tillagd på gästlistan och inbjudan är skickad." }).waitFor();
    await owner.getByRole("cell", { name: /Sara Lind/ }).first().waitFor();
    expect(await owner.getByRole("region", { name: /Vill vara med/ }).count()).toBe(0);
    expectNoPageErrors(owner);
    await owner.context().close();
    await guest.context().close();
  });
});
