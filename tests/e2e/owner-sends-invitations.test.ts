import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { GuestEvent, Household, HouseholdInput } from "../../src/domain/guestList/types";
import { MAIL_SEND_INTERVAL_SECONDS } from "../../src/domain/guestList/mail";
import { siteDocument } from "../../src/modules/siteDocument";
import { householdReplies, sites } from "../../src/server/db/schema";
import { mailDelivered } from "../support/mailQueue";
import { DESKTOP, expectAccessible, expectNoPageErrors, openPage, PHONE, screenshot } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();
const WINDOW = { fullPage: false };

const DOCUMENT = {
  language: "sv",
  theme: "theme9",
  siteModules: [{ id: "header-1", siteModuleType: "Header", title: { sv: "Anna & Erik" } }],
};

let hosts = 0;

describe("the owner sends invitations and reminders to the guest list", () => {
  for (const [name, viewport] of OWNER_WIDTH) {
    it(`sets a deadline, tests, invites everyone and reminds those who have not answered (${name})`, { timeout: 120_000 }, async () => {
      const { server, browser } = journey;
      const page = await openPage(browser, viewport);
      page.setDefaultTimeout(20_000);
      const account = await registerThroughApi(page, server.url);
      const host = `invites-${++hosts}-${Date.now()}.localhost`;
      await server.database.db.update(sites).set({ host, active: true, activeDate: new Date(), document: siteDocument.parse(DOCUMENT) }).where(eq(sites.id, account.siteId));

      const api = `${server.url}/api/sites/${account.siteId}/guest-list`;
      const events: GuestEvent[] = [];
      const dinner = { startsAt: "2030-05-20T15:00:00.000Z", place: { sv: "Ängsbacka gård" }, map: { location: "Östra Ågatan 5, Uppsala" }, dressCode: { sv: "Kavaj" } };
      for (const [event, details] of [["Vigsel i Sankt Johannes kyrka", {}], ["Middag och fest", dinner]] as const) events.push(await (await page.request.post(`${api}/events`, { data: { name: { sv: event }, ...details } })).json());
      const stamp = Date.now();
      const inputs: HouseholdInput[] = [
        { name: "Familjen Berg", mail: `berg-${stamp}@example.com`, language: "sv", guests: [{ name: "Anna Berg" }, { name: "Olle Berg", child: true }] },
        { name: "Karin Lund", mail: `karin-${stamp}@example.com`, language: "sv", guests: [{ name: "Karin Lund" }] },
        { name: "Farmor Elsa", mail: null, language: "sv", guests: [{ name: "Elsa Nilsson" }] },
      ];
      const households: Household[] = [];
      for (const input of inputs) households.push(await (await page.request.post(`${api}/households`, { data: { ...input, eventIds: events.map((event) => event.id) } })).json());

      await page.goto(`${server.url}/redigera/${account.siteId}/gaster`);
      const toolbar = page.getByRole("group", { name: "Gästlistan" });

      // The deadline and the automatic reminder.
      await toolbar.getByRole("button", { name: "Svarsdatum och påminnelser" }).click();
      const settings = page.getByRole("dialog", { name: "Svarsdatum och påminnelser" });
      await settings.getByLabel("Sista dag att svara").fill("2030-05-01T18:00");
      await settings.getByLabel("Påminn automatiskt dem som inte har svarat").check();
      await settings.getByLabel("Antal dagar före svarsdatumet").fill("7");
      await expectAccessible(page, "deadline settings");
      await screenshot(page, "guest-mail-settings", WINDOW);
      // The mail the evening before each event: on by default, and its preview for the event with a time.
      expect(await settings.getByLabel("Mejla dem som kommer kvällen före varje evenemang").isChecked()).toBe(true);
      await settings.getByRole("button", { name: "Förhandsvisa kvällen före-mejlet" }).click();
      const eveningBefore = settings.frameLocator("iframe[title='Förhandsvisning av kvällen före-mejlet']");
      await eveningBefore.getByText("I morgon är det dags för Middag och fest", { exact: false }).waitFor();
      await eveningBefore.getByText("Ängsbacka gård").waitFor();
      await settings.getByText("I morgon: Middag och fest").waitFor();
      await settings.locator("iframe[title='Förhandsvisning av kvällen före-mejlet']").scrollIntoViewIfNeeded();
      await expectAccessible(page, "evening-before preview");
      await screenshot(page, "guest-mail-evening-before-preview", WINDOW);
      await settings.getByRole("button", { name: "Spara" }).click();
      await settings.waitFor({ state: "hidden" });
      const saved = await (await page.request.get(`${api}/settings`)).json();
      expect(saved).toMatchObject({ reminderDaysBefore: 7 });
      expect(saved.rsvpDeadline).not.toBeNull();

      // The invitation: a live preview, a test to the owner, then everyone.
      await toolbar.getByRole("button", { name: "Skicka mejl" }).click();
      const dialog = page.getByRole("dialog", { name: "Skicka mejl till gästerna" });
      await dialog.getByLabel("Ämnesrad").fill("Välkomna på bröllop!");
      const preview = dialog.frameLocator("iframe[title='Förhandsvisning av mejlet']");
      await preview.getByText("Hej familjen Exempel!").waitFor();
      await preview.getByText("Vigsel i Sankt Johannes kyrka").waitFor();
      await preview.getByText("Svara senast 1 maj 2030.").waitFor();
      await dialog.getByText("Välkomna på bröllop!").waitFor();
      await expectAccessible(page, "send dialog");
      await screenshot(page, "guest-mail-send-dialog", WINDOW);

      await dialog.getByRole("button", { name: "Skicka ett test till mig" }).click();
      await dialog.getByText(`Ett test är skickat till ${account.mail}.`).waitFor();
      await dialog.getByRole("button", { name: "Skicka", exact: true }).click();
      await dialog.getByText("2 mejl skickas nu.").waitFor();
      await dialog.getByText("Farmor Elsa – saknar e-postadress").waitFor();
      const invitedAt = Date.now();
      await screenshot(page, "guest-mail-sent", WINDOW);
      await dialog.getByRole("button", { name: "Stäng" }).click();

      await mailDelivered(server.database);
      const invitations = await server.outbox.list();
      const toOwner = invitations.filter((mail) => mail.to === account.mail);
      expect(toOwner.map((mail) => mail.subject)).toEqual(["Välkomna på bröllop!"]);
      const bergInvitation = invitations.find((mail) => mail.to === inputs[0]!.mail)!;
      expect(bergInvitation.subject).toBe("Välkomna på bröllop!");
      expect(bergInvitation.text).toContain(`${server.siteUrl(host)}/inbjudan/${households[0]!.linkToken}`);

      // The mail as a guest's mail program shows it.
      const mailView = await openPage(browser, viewport);
      await mailView.setContent(bergInvitation.html!);
      await mailView.getByRole("link", { name: "Svara på inbjudan" }).waitFor();
      await screenshot(mailView, "guest-mail-invitation");
      await mailView.close();

      // Karin answers; later the owner reminds those who have not.
      await server.database.db.insert(householdReplies).values({ siteId: account.siteId, householdId: households[1]!.id, reply: { guests: [] } as never });
      await expect.poll(() => Date.now() - invitedAt, { timeout: 20_000 }).toBeGreaterThan(MAIL_SEND_INTERVAL_SECONDS * 1000);
      await toolbar.getByRole("button", { name: "Skicka mejl" }).click();
      await dialog.getByRole("radio", { name: "Påminnelse" }).check();
      await expect.poll(() => dialog.getByRole("radio", { name: "Alla som inte har svarat" }).isChecked()).toBe(true);
      await preview.getByText("Vi har inte fått ert svar än", { exact: false }).waitFor();
      await dialog.getByRole("button", { name: "Skicka", exact: true }).click();
      await dialog.getByText("1 mejl skickas nu.").waitFor();
      await expectAccessible(page, "reminder sent");
      await screenshot(page, "guest-mail-reminder-sent", WINDOW);

      await mailDelivered(server.database);
      // Each household's mails with how far they got: the mail server took them.
      const sentMails = dialog.getByRole("region", { name: "Skickade mejl" });
      await sentMails.getByRole("row").filter({ hasText: "Påminnelse" }).filter({ hasText: "Familjen Berg" }).getByText("Levererat").waitFor();
      await sentMails.getByRole("row").filter({ hasText: "Inbjudan" }).filter({ hasText: "Karin Lund" }).getByText("Levererat").waitFor();
      for (const size of [DESKTOP, PHONE]) {
        await page.setViewportSize(size);
        await sentMails.scrollIntoViewIfNeeded();
        await screenshot(page, "guest-mail-statuses", { ...WINDOW, midGesture: true });
      }
      await page.setViewportSize(DESKTOP);
      const reminders = (await server.outbox.list()).filter((mail) => mail.subject === "Påminnelse: glöm inte att svara" && inputs.some((input) => input.mail === mail.to));
      expect(reminders.map((mail) => mail.to)).toEqual([inputs[0]!.mail]);
      const outbox = await openPage(browser, viewport);
      await outbox.goto(`${server.url}/dev/outbox`);
      await outbox.getByRole("article").filter({ hasText: `To ${inputs[0]!.mail}` }).getByRole("heading", { name: "Påminnelse: glöm inte att svara" }).waitFor();
      await outbox.close();
      expectNoPageErrors(page);
    });
  }
});
