import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formSubmissions, rsvpAnswers, sites } from "../../src/server/db/schema";
import { expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { setUpJourneys, GUEST_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();
const WINDOW = { fullPage: false };

const name = { id: "name", formElementType: "ShortText", label: { sv: "Namn" }, required: true };
const documentWith = (rsvpQuestions: object[]) => ({
  language: "sv",
  siteModules: [
    { id: "header-1", siteModuleType: "Header", title: { sv: "Anna & Erik" } },
    { id: "rsvp-1", siteModuleType: "Rsvp", title: { sv: "OSA" }, form: { formElements: rsvpQuestions } },
    { id: "form-1", siteModuleType: "Form", title: { sv: "Anmäl tal" }, form: { formElements: [{ id: "speaker", formElementType: "ShortText", label: { sv: "Ditt namn" }, required: true }] } },
  ],
});

describe.each(GUEST_WIDTH)("a guest on the open page without a network on %s", (width, viewport) => {
  it("signs up in the Form offline and it is sent when the network returns; an RSVP the server refuses meanwhile says so and keeps the entries", { timeout: 120_000 }, async () => {
    const owner = await openPage(journey.browser, viewport);
    const base = journey.server.url;
    const { siteId } = await registerThroughApi(owner, base);
    const save = (questions: object[]) => owner.request.put(`${base}/api/sites/${siteId}`, { data: documentWith(questions) });
    expect((await save([name])).status()).toBe(200);
    const host = `open-offline-${Date.now()}.localhost`;
    await journey.server.database.db.update(sites).set({ host, active: true, activeDate: new Date() }).where(eq(sites.id, siteId));
    const url = `${journey.server.siteUrl(host)}/`;

    const guest = await openPage(journey.browser, viewport);
    await openGuestPage(guest, url, { waitUntil: "networkidle" });
    await guest.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(() => guest.evaluate(async (address) => (await caches.match(address)) !== undefined, url), { timeout: 20_000 }).toBe(true);
    await guest.context().setOffline(true);
    await guest.reload();
    await guest.locator("html[data-hydrated]").waitFor({ state: "attached" });

    // The Form opens without a network, and its answer is kept.
    const form = guest.getByRole("region", { name: "Anmäl tal" });
    await form.getByRole("button", { name: "Visa formulär" }).click();
    await form.getByLabel("Ditt namn").fill("Tal-Tore");
    await form.getByRole("button", { name: "Skicka" }).click();
    const kept = form.getByRole("status").getByText("Du är utan nät. Svaret är sparat i telefonen och skickas när du har nät igen.");
    await kept.waitFor();
    await kept.evaluate((notice) => notice.scrollIntoView({ block: "center" }));
    await expectAccessible(guest, "form answer kept offline");
    await screenshot(guest, `open-page-form-kept-${width}`, WINDOW);
    await guest.context().setOffline(false);
    await guest.getByRole("dialog", { name: "Tack!" }).waitFor({ timeout: 20_000 });
    await form.getByRole("status").getByText(/Svaret som sparades i telefonen är skickat/).waitFor();
    await guest.getByRole("dialog", { name: "Tack!" }).getByRole("button").first().click();
    await expect.poll(async () => (await journey.server.database.db.select().from(formSubmissions).where(eq(formSubmissions.siteId, siteId))).length).toBe(1);

    // The RSVP offline, while the couple adds a required question: the server refuses the kept answer.
    await guest.context().setOffline(true);
    const rsvp = guest.getByRole("region", { name: "OSA" });
    await rsvp.getByRole("button", { name: "Svara här" }).click();
    await rsvp.getByLabel("Namn").fill("Rut Berg");
    await rsvp.getByRole("button", { name: "Skicka" }).click();
    await rsvp.getByRole("status").getByText("Du är utan nät. Svaret är sparat i telefonen och skickas när du har nät igen.").waitFor();
    expect((await save([name, { id: "food", formElementType: "ShortText", label: { sv: "Specialkost" }, required: true }])).status()).toBe(200);
    await guest.context().setOffline(false);
    const refused = guest.getByRole("dialog").getByText("Svaret som sparades i telefonen kunde inte skickas.");
    await refused.waitFor({ timeout: 20_000 });
    await expectAccessible(guest, "kept answer refused");
    await screenshot(guest, `open-page-rsvp-refused-${width}`, WINDOW);
    await guest.getByRole("dialog").getByRole("button").first().click();
    expect(await rsvp.getByLabel("Namn").inputValue()).toBe("Rut Berg");
    expect(await guest.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("kept-answers:")))).toEqual([]);
    expect(await journey.server.database.db.select().from(rsvpAnswers).where(eq(rsvpAnswers.siteId, siteId))).toEqual([]);
    expectNoPageErrors(guest);
    await guest.context().close();
    await owner.context().close();
  });
});
