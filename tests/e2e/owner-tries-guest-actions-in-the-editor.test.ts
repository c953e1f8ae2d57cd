import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { giftReservations, postKeys, rsvpAnswers } from "../../src/server/db/schema";
import { DESKTOP, expectAccessible, expectNoPageErrors, openPage, PHONE, screenshot } from "./support/browser";
import { setUpJourneys } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();

const document = {
  siteModules: [
    { id: "r", siteModuleType: "Rsvp", title: { sv: "OSA" }, maxNumberOfGuests: 2, form: { formElements: [{ id: "name", formElementType: "ShortText", label: { sv: "Namn" }, required: true }] } },
    { id: "g", siteModuleType: "GiftRegistry", title: { sv: "Önskelista" }, giftRegistry: [{ id: "vase", title: { sv: "Vas" }, quantity: 1 }] },
  ],
};

/** The info dialog that refuses a guest action in the editor; closed again after a look. */
async function expectRefused(page: Page, name: string) {
  const info = page.getByRole("dialog", { name: "Det här går inte i granskningsläget" });
  await info.getByText("Formuläret kan inte skickas från granskningsläget. Testa på den publicerade adressen i stället.").waitFor();
  await expectAccessible(page, `${name} info dialog`);
  await screenshot(page, `editor-${name}-refused`, { fullPage: false });
  await page.setViewportSize(PHONE);
  await screenshot(page, `editor-${name}-refused`, { fullPage: false });
  await page.setViewportSize(DESKTOP);
  await info.getByRole("button", { name: "Stäng" }).click();
  await info.waitFor({ state: "detached" });
}

describe("guest actions in the owner's editor", () => {
  it("sending the RSVP shows the info dialog in review and edit mode, reserving a gift does in review and opens that gift's editor in edit mode; nothing is sent", { timeout: 90_000 }, async () => {
    const page = await openPage(journey.browser, DESKTOP);
    const url = journey.server.url;
    const { siteId } = await registerThroughApi(page, url);
    expect((await page.request.put(`${url}/api/sites/${siteId}`, { data: document })).status()).toBe(200);
    const guestCalls: string[] = [];
    page.on("request", (request) => {
      if (/\/api\/(rsvps|form-submissions|gift-registry)\//.test(request.url())) guestCalls.push(`${request.method()} ${request.url()}`);
    });

    await page.goto(`${url}/redigera/${siteId}/`);
    await page.getByRole("button", { name: "Granska" }).click();
    const rsvp = page.getByRole("region", { name: "OSA" });
    await rsvp.getByRole("button", { name: "Svara här" }).click();
    await rsvp.getByLabel("Namn").fill("Ägaren provar");
    await rsvp.getByRole("button", { name: "Skicka" }).click();
    await expectRefused(page, "rsvp");
    expect(await rsvp.getByLabel("Namn").inputValue()).toBe("Ägaren provar"); // the answers stay

    const gift = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Vas" }) });
    await gift.getByRole("button", { name: "Reservera" }).click();
    const reserve = page.getByRole("dialog", { name: "Vas" });
    await reserve.getByLabel("Välj ett lösenord").fill("vas");
    await reserve.getByRole("button", { name: "Reservera" }).click();
    await expectRefused(page, "gift");

    await page.getByRole("button", { name: "Redigera", exact: true }).click();
    // Switching modes keeps the page as it was: the form stays open with its answer.
    expect(await rsvp.getByLabel("Namn").inputValue()).toBe("Ägaren provar");
    await rsvp.getByRole("button", { name: "Skicka" }).click();
    await page.getByRole("dialog", { name: "Det här går inte i granskningsläget" }).getByRole("button", { name: "Stäng" }).click();
    // In edit mode a gift is the owner's to change: its button opens that gift in the registry's editor.
    await gift.getByRole("button", { name: "Reservera" }).click();
    const giftEditor = page.getByRole("dialog", { name: "Önskelista" });
    expect(await giftEditor.getByLabel("Rubrik", { exact: true }).inputValue()).toBe("Vas");
    expect(await page.getByRole("dialog", { name: "Det här går inte i granskningsläget" }).count()).toBe(0);
    await expectAccessible(page, "gift editor from the canvas");
    await screenshot(page, "editor-gift-opens-its-editor", { fullPage: false });

    expect(guestCalls).toEqual([]);
    const db = journey.server.database.db;
    expect(await db.select().from(rsvpAnswers).where(eq(rsvpAnswers.siteId, siteId))).toEqual([]);
    expect(await db.select().from(giftReservations).where(eq(giftReservations.siteId, siteId))).toEqual([]);
    expect(await db.select().from(postKeys)).toEqual([]);
    expect((await journey.server.outbox.list()).filter((entry) => entry.text.includes("Ägaren provar"))).toEqual([]);
    expectNoPageErrors(page);
    await page.context().close();
  });
});
