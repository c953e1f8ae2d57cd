import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_MAILS_PER_HOUR } from "../../src/domain/limits";
import { legacyAnswers, recipientConfirmations, siteMailCounts, sites } from "../../src/server/db/schema";
import { hashToken } from "../../src/server/security/tokens";
import { createTestApp, type TestApp } from "../support/app";
import { legacyPerson, legacyRsvpBody, legacySpeechBody, postLegacyRsvp, postLegacySpeech, readyLegacyKey } from "../support/legacyAnswers";
import { legacyWeddingDocument, publishedLegacySite } from "../support/legacySite";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A published legacy site whose receivers are these, the `confirmed` ones having confirmed their address. */
async function siteWithReceivers(mailReceivers: { rsvp: string | string[]; speech: string | string[] }, confirmed: string[] = []) {
  const site = await publishedLegacySite(t, legacyWeddingDocument({ mailReceivers }));
  const [owner] = await t.database.db.select({ accountId: sites.accountId }).from(sites).where(eq(sites.id, site.siteId));
  if (confirmed.length) await t.database.db.insert(recipientConfirmations).values(confirmed.map((mail) => ({ accountId: owner!.accountId, mail, tokenHash: hashToken(`${mail}${site.siteId}`), confirmedAt: new Date() })));
  return site;
}
const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const rsvp = async (siteId: string, persons = [legacyPerson("Anna", { bus: "Ja", stop: "Centralen" }), legacyPerson("Erik", { coming: "no" })]) =>
  (await postLegacyRsvp(t, siteId, legacyRsvpBody(await readyLegacyKey(t), persons))).json();

describe("the mail about a legacy answer", () => {
  it("goes once to each of the site's RSVP receivers, naming the persons and what each was shown", async () => {
    const [bride, groom, toastmaster] = [unique("brud"), unique("brudgum"), unique("toast")];
    const site = await siteWithReceivers({ rsvp: [bride, groom], speech: toastmaster }, [bride, groom, toastmaster]);
    expect(await rsvp(site.siteId)).toEqual({ invertedSuccess: false });
    await t.mailDelivered();
    for (const receiver of [bride, groom]) {
      const [mail, ...more] = t.smtp.sentTo(receiver);
      expect(more).toHaveLength(0);
      expect(mail!.subject).toBe("OSA från Anna Andersson och Erik Andersson");
      const [anna, erik] = mail!.text.split("Gäst 2");
      expect(anna).toContain("Kommer du?: Ja");
      expect(anna).toContain("Åker du buss?: Ja");
      expect(anna).toContain("Var kliver du på?: Centralen");
      expect(erik).toContain("Namn: Erik Andersson");
      expect(erik).toContain("Kommer du?: Nej");
      expect(erik).not.toContain("Var kliver du på?");
    }
    expect(t.smtp.sentTo(site.mail)).toHaveLength(0);
    expect(t.smtp.sentTo(toastmaster)).toHaveLength(0);
  });

  it("goes to the speech receivers for a speech sign-up", async () => {
    const [bride, toastmaster] = [unique("brud"), unique("toast")];
    const site = await siteWithReceivers({ rsvp: bride, speech: [toastmaster] }, [bride, toastmaster]);
    expect((await postLegacySpeech(t, site.siteId, legacySpeechBody(await readyLegacyKey(t)))).json()).toEqual({ invertedSuccess: false });
    await t.mailDelivered();
    const [mail, ...more] = t.smtp.sentTo(toastmaster);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("Svar från Sara Berg: Anmälan av tal");
    expect(mail!.text).toContain("Hur många minuter?: 5");
    expect(mail!.text).toContain("E-post: sara@example.com");
    expect(t.smtp.sentTo(bride)).toHaveLength(0);
  });

  it("goes to the owner instead of a receiver who has not confirmed, and to the owner when there are none", async () => {
    const stranger = unique("unconfirmed");
    const site = await siteWithReceivers({ rsvp: stranger, speech: [] });
    await rsvp(site.siteId);
    await postLegacySpeech(t, site.siteId, legacySpeechBody(await readyLegacyKey(t)));
    await t.mailDelivered();
    expect(t.smtp.sentTo(stranger)).toHaveLength(0);
    expect(t.smtp.sentTo(site.mail).map((mail) => mail.subject).sort()).toEqual(["OSA från Anna Andersson och Erik Andersson", "Svar från Sara Berg: Anmälan av tal"]);
  });

  it("keeps to the site's hourly mail cap: the answer is stored, the mails past the cap are not sent", async () => {
    const [bride, groom] = [unique("brud"), unique("brudgum")];
    const site = await siteWithReceivers({ rsvp: [bride, groom], speech: [] }, [bride, groom]);
    t.advanceTime((5_400_000 - (t.deps.now().getTime() % 3_600_000)) % 3_600_000);
    const hourStart = new Date(Math.floor(t.deps.now().getTime() / 3_600_000) * 3_600_000);
    await t.database.db.insert(siteMailCounts).values({ siteId: site.siteId, hourStart, sent: SITE_MAILS_PER_HOUR - 1 });
    expect(await rsvp(site.siteId, [legacyPerson("Capped")])).toEqual({ invertedSuccess: false });
    expect(await rsvp(site.siteId, [legacyPerson("Over")])).toEqual({ invertedSuccess: false });
    await t.mailDelivered();
    expect(t.smtp.sentTo(bride).map((mail) => mail.subject)).toEqual(["OSA från Capped Andersson"]);
    expect(t.smtp.sentTo(groom)).toHaveLength(0);
    expect(await t.database.db.select().from(legacyAnswers).where(eq(legacyAnswers.siteId, site.siteId))).toHaveLength(2);
    expect(await t.database.db.select({ sent: siteMailCounts.sent }).from(siteMailCounts).where(eq(siteMailCounts.siteId, site.siteId))).toEqual([{ sent: SITE_MAILS_PER_HOUR }]);
  });
});
