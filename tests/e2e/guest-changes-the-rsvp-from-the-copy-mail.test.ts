import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rsvpAnswers, sites } from "../../src/server/db/schema";
import { expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { setUpJourneys, GUEST_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();

const DOCUMENT = {
  language: "sv",
  siteModules: [
    { id: "header-1", siteModuleType: "Header", title: { sv: "Linnea & Oskar" } },
    {
      id: "rsvp-1",
      siteModuleType: "Rsvp",
      title: { sv: "OSA" },
      text: { sv: "<p>Svara senast den 1 maj 2027.</p>" },
      maxNumberOfGuests: 3,
      form: {
        formElements: [
          { id: "name", formElementType: "ShortText", label: { sv: "Namn" }, required: true },
          { id: "coming", formElementType: "SingleSelect", label: { sv: "Kommer du?" }, options: [{ id: "yes", text: { sv: "Ja" } }, { id: "no", text: { sv: "Nej" } }] },
          { id: "message", formElementType: "ShortText", label: { sv: "Meddelande till brudparet" } },
        ],
      },
    },
  ],
};

describe.each(GUEST_WIDTH)("a guest on %s", (_name, viewport) => {
  it("a guest changes the RSVP from the copy mail's link", { timeout: 90_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const { siteId } = await registerThroughApi(page, journey.server.url);
    expect((await page.request.put(`${journey.server.url}/api/sites/${siteId}`, { data: DOCUMENT })).status()).toBe(200);
    const host = `andra-osa-${viewport.width}-${Date.now()}.localhost`;
    await journey.server.database.db.update(sites).set({ host, active: true, activeDate: new Date() }).where(eq(sites.id, siteId));

    // The first answer, with a copy to the guest.
    await openGuestPage(page, journey.server.siteUrl(host));
    const rsvp = page.getByRole("region", { name: "OSA" });
    await rsvp.getByRole("button", { name: "Svara här" }).click();
    await rsvp.getByLabel("Välj antal gäster").selectOption("2");
    await rsvp.getByRole("region", { name: "Gäst 1" }).getByLabel("Namn").fill("Karin Ek");
    await rsvp.getByRole("region", { name: "Gäst 1" }).getByLabel("Ja").check();
    await rsvp.getByRole("region", { name: "Gäst 2" }).getByLabel("Namn").fill("Per Ek");
    await rsvp.getByRole("region", { name: "Gäst 2" }).getByLabel("Ja").check();
    const mail = `karin-${viewport.width}@example.com`;
    await rsvp.getByLabel("E-post för en kopia av ditt svar").fill(mail);
    await rsvp.getByRole("button", { name: "Skicka" }).click();
    await page.getByRole("dialog", { name: "Tack!" }).getByRole("button").first().click();

    // The copy mail's link, as mailed (on this server's port), opens the answer again, filled in.
    const copy = (await journey.server.outbox.list()).find((entry) => entry.to === mail)!;
    const link = new RegExp(`${journey.server.siteUrl(host).replace(/\./g, "\\.")}/#svar=[\\w-]{43}`).exec(copy.text);
    expect(link, copy.text).not.toBeNull();
    const guest = await openPage(journey.browser, viewport);
    await openGuestPage(guest, link![0]);
    const form = guest.getByRole("region", { name: "OSA" });
    await form.getByText("Du ändrar ditt tidigare svar.", { exact: false }).waitFor();
    expect(await form.getByRole("region", { name: "Gäst 2" }).getByLabel("Namn").inputValue()).toBe("Per Ek");
    expect(await form.getByRole("region", { name: "Gäst 2" }).getByLabel("Ja").isChecked()).toBe(true);
    // The token leaves the address bar, so the page's address can be passed on without it.
    expect(new URL(guest.url()).hash).toBe("");

    // Per cannot come after all; Karin leaves a message.
    await form.getByRole("region", { name: "Gäst 2" }).getByLabel("Nej").check();
    await form.getByRole("region", { name: "Gäst 1" }).getByLabel("Meddelande till brudparet").fill("Per är tyvärr bortrest, men jag kommer gärna!");
    await expectAccessible(guest, "rsvp opened from the change link");
    await screenshot(guest, "rsvp-change-from-copy-mail");
    await form.getByRole("button", { name: "Skicka" }).click();
    await guest.getByRole("dialog", { name: "Tack!" }).waitFor();

    // One answer: the changed one.
    const rows = await journey.server.database.db.select().from(rsvpAnswers).where(eq(rsvpAnswers.siteId, siteId));
    expect(rows).toHaveLength(2);
    const per = rows.find((row) => row.guestIndex === 1)!.formElements as { formElement: { id: string }; selectedOption: string | null }[];
    expect(per.find((answer) => answer.formElement.id === "coming")!.selectedOption).toBe("no");
    expectNoPageErrors(page);
    expectNoPageErrors(guest);
    await page.context().close();
    await guest.context().close();
  });
});
