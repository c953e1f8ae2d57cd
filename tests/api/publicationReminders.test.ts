import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { expiryReminders, sites } from "../../src/server/db/schema";
import { sendDueReminders } from "../../src/server/features/publication/reminders";
import { createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const noLog = () => {};
/** One run of the hourly job's handler, and the delivery of the mails it queued. */
const run = async () => {
  await sendDueReminders(t.deps, noLog);
  await t.mailDelivered();
};
const inDays = (days: number) => new Date(t.deps.now().getTime() + days * DAY);

async function siteExpiringIn(days: number, document: SiteDocumentInput = {}) {
  const site = await publishedSite(t, document);
  await setExpiry(site.siteId, inDays(days));
  return site;
}

const setExpiry = (siteId: string, date: Date) => t.database.db.update(sites).set({ activeExpireDate: date }).where(eq(sites.id, siteId));

describe("expiry reminders", () => {
  it("mails the owner 30 days before the end, once, with the date and the link to extend", async () => {
    const site = await siteExpiringIn(40);
    await run();
    expect(t.smtp.sentTo(site.mail)).toEqual([]);

    t.advanceTime(10 * DAY + 3_600_000);
    await run();
    await run();
    const mails = t.smtp.sentTo(site.mail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Din sida slutar visas om 30 dagar");
    expect(mails[0]!.text).toContain(`http://localhost:3000/redigera/${site.siteId}/konto/forlang`);
    const [expiry] = await t.database.db.select({ date: sites.activeExpireDate }).from(sites).where(eq(sites.id, site.siteId));
    expect(mails[0]!.text).toContain(`till och med ${expiry!.date!.toLocaleDateString("sv-SE", { timeZone: "Europe/Stockholm" })}`);
    expect(mails[0]!.text).toContain(site.host);
  });

  it("mails again 7 days before the end, once, even when runs overlap", async () => {
    const site = await siteExpiringIn(25);
    await run();
    expect(t.smtp.sentTo(site.mail).map((mail) => mail.subject)).toEqual(["Din sida slutar visas om 25 dagar"]);
    t.advanceTime(18 * DAY + 3_600_000);
    await Promise.all([run(), run(), run()]);
    await run();
    expect(t.smtp.sentTo(site.mail).map((mail) => mail.subject)).toEqual(["Din sida slutar visas om 25 dagar", "Din sida slutar visas om 7 dagar"]);
  });

  it("sends one mail when concurrent runs race for the same reminder", async () => {
    const sites = await Promise.all([siteExpiringIn(29), siteExpiringIn(29), siteExpiringIn(6)]);
    await Promise.all([run(), run(), run(), run()]);
    for (const site of sites) expect(t.smtp.sentTo(site.mail)).toHaveLength(1);
    const rows = await t.database.db.select().from(expiryReminders).where(eq(expiryReminders.siteId, sites[2]!.siteId));
    expect(rows.map((row) => row.daysBefore)).toEqual([7]);
  });

  it("sends nothing once the period has ended, and only the 7-day mail inside its window", async () => {
    const ended = await siteExpiringIn(-1);
    const close = await siteExpiringIn(5);
    await run();
    expect(t.smtp.sentTo(ended.mail)).toEqual([]);
    expect(t.smtp.sentTo(close.mail).map((mail) => mail.subject)).toEqual(["Din sida slutar visas om 5 dagar"]);
  });

  it("makes new reminders due when the period is extended", async () => {
    const site = await siteExpiringIn(3);
    await run();
    expect(t.smtp.sentTo(site.mail)).toHaveLength(1);
    await setExpiry(site.siteId, inDays(551));
    await run();
    expect(t.smtp.sentTo(site.mail)).toHaveLength(1);
    t.advanceTime((551 - 30) * DAY + 3_600_000);
    await run();
    await run();
    expect(t.smtp.sentTo(site.mail).map((mail) => mail.subject)).toEqual(["Din sida slutar visas om 3 dagar", "Din sida slutar visas om 30 dagar"]);
  });

  it("writes in the site's language", async () => {
    const english = await siteExpiringIn(20, { language: "en", availableLanguages: [{ languageCode: "en" }] });
    const danish = await siteExpiringIn(20, { language: "da", availableLanguages: [{ languageCode: "da" }, { languageCode: "sv" }] });
    await run();
    const [en] = t.smtp.sentTo(english.mail);
    expect(en!.subject).toBe("Your page stops being shown in 20 days");
    expect(en!.text).toContain(`/redigera/${english.siteId}/konto/forlang`);
    const [da] = t.smtp.sentTo(danish.mail);
    expect(da!.subject).toBe("Din side holder op med at blive vist om 20 dage");
    expect(da!.text).toContain("forlænge offentliggørelsen");
  });
});
