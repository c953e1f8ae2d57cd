import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { giftContributions } from "../../src/server/db/schema";
import { sendGiftDigests } from "../../src/server/features/giftList/digest";
import { createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";
import { WEDDING_WORDS } from "../support/weddingWords";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const noLog = () => {};
/** Amounts are written with no-break spaces; the assertions read them as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

const giftList = (language: string, titles: { fund: string; thing: string }): SiteDocumentInput => ({
  language,
  availableLanguages: [{ languageCode: language }],
  siteModules: [
    {
      id: "gifts",
      siteModuleType: "GiftRegistry",
      payeeNumber: "0701234567",
      giftRegistry: [
        { id: "trip", kind: "fund", title: { [language]: titles.fund }, goal: 30_000 },
        { id: "vase", title: { [language]: titles.thing }, quantity: 3 },
      ],
    },
  ],
});

type Site = Awaited<ReturnType<typeof publishedSite>>;

function digestTests(t: () => TestApp) {
  /** One run of the daily job's handler, a while after the gifts came, and the delivery of the mails it queued. */
  const run = async () => {
    await sendGiftDigests(t().deps, noLog);
    await t().mailDelivered();
  };
  const give = async (site: Site, payload: Record<string, unknown>) => {
    const answer = await t().app.inject({ method: "POST", url: `/api/gift-registry/${site.siteId}/gifts/trip/contributions`, payload: { language: "sv", name: "Åsa Öberg", greeting: "", ...payload } });
    expect(answer.statusCode, answer.body).toBe(201);
  };
  const reserve = async (site: Site, payload: Record<string, unknown>) => {
    const answer = await t().app.inject({ method: "PUT", url: `/api/gift-registry/${site.siteId}/gifts/vase/v2`, payload: { quantity: 1, password: "hemligt", language: "sv", ...payload } });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  return { run, give, reserve };
}

describe("the daily digest of new gifts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const { run, give, reserve } = digestTests(() => t);
  const swedish = giftList("sv", { fund: "Resan", thing: "Vasen" });

  it("mails the owner one digest listing the pledges and the reservation, with the link to the Gåvor tab, and nothing on the next run", async () => {
    const site = await publishedSite(t, swedish);
    await give(site, { amount: 500, name: "Örjan Ström", greeting: "Grattis till er!" });
    await give(site, { amount: 1200, name: "Berit Berg" });
    await reserve(site, { quantity: 2, name: "" });
    t.advanceTime(2 * 60_000);

    await run();
    const mails = t.smtp.sentTo(site.mail);
    expect(mails.map((mail) => mail.subject)).toEqual(["3 nya gåvor på er sida"]);
    const text = plain(mails[0]!.text);
    expect(text).toContain("Örjan Ström: Resan, 500 kr");
    expect(text).toContain("Grattis till er!");
    expect(text).toContain("Berit Berg: Resan, 1 200 kr");
    expect(text).toContain("Anonym: Vasen, 2 st");
    expect(text).toContain(`http://localhost:3000/redigera/${site.siteId}/visa-osa/gavor/`);

    await run();
    t.advanceTime(6 * HOUR);
    await run();
    expect(t.smtp.sentTo(site.mail)).toHaveLength(1);
  });

  it("holds a gift that comes the same day for the next day's digest, which lists only it", async () => {
    const site = await publishedSite(t, swedish);
    await give(site, { amount: 300, name: "Första Givaren" });
    t.advanceTime(2 * 60_000);
    await run();
    expect(t.smtp.sentTo(site.mail).map((mail) => mail.subject)).toEqual(["1 ny gåva på er sida"]);

    t.advanceTime(3 * HOUR);
    await reserve(site, { name: "Andra Givaren" });
    t.advanceTime(2 * 60_000);
    await run();
    expect(t.smtp.sentTo(site.mail)).toHaveLength(1);

    t.advanceTime(DAY);
    await run();
    const mails = t.smtp.sentTo(site.mail);
    expect(mails.map((mail) => mail.subject)).toEqual(["1 ny gåva på er sida", "1 ny gåva på er sida"]);
    expect(mails[1]!.text).toContain("Andra Givaren: Vasen, 1 st");
    expect(mails[1]!.text).not.toContain("Första Givaren");
  });

  it("sends one digest when runs overlap", async () => {
    const sites = await Promise.all([publishedSite(t, swedish), publishedSite(t, swedish)]);
    for (const site of sites) await give(site, { amount: 100 });
    t.advanceTime(2 * 60_000);
    await Promise.all([run(), run(), run()]);
    for (const site of sites) expect(t.smtp.sentTo(site.mail)).toHaveLength(1);
  });

  it("mails nothing to a site without new gifts", async () => {
    const quiet = await publishedSite(t, swedish);
    t.advanceTime(DAY);
    await run();
    expect(t.smtp.sentTo(quiet.mail)).toEqual([]);
  });

  it("lists at most 50 gifts and says how many more came", async () => {
    const site = await publishedSite(t, swedish);
    const now = t.deps.now();
    await t.database.db.insert(giftContributions).values(
      Array.from({ length: 62 }, (_, index) => ({ siteId: site.siteId, moduleId: "gifts", itemId: "trip", amountKronor: 100 + index, app: "swish", giverName: `Givare ${index + 1}`, language: "sv", createdAt: new Date(now.getTime() - index * 1000) })),
    );
    t.advanceTime(2 * 60_000);
    await run();
    const [mail] = t.smtp.sentTo(site.mail);
    expect(mail!.subject).toBe("62 nya gåvor på er sida");
    expect(mail!.text.match(/^- /gm)).toHaveLength(50);
    expect(mail!.text).toContain("… och 12 till");
  });

  it("writes in the owner's language", async () => {
    const site = await publishedSite(t, giftList("en", { fund: "The trip", thing: "The vase" }));
    await give(site, { amount: 250, name: "Ann Smith", language: "en" });
    t.advanceTime(2 * 60_000);
    await run();
    const [mail] = t.smtp.sentTo(site.mail);
    expect(mail!.subject).toBe("1 new gift on your page");
    expect(plain(mail!.text)).toContain("Ann Smith: The trip, SEK 250");
  });
});

describe("the party brand's digest", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BRAND: "party" } });
  });
  afterAll(() => t.close());
  const { run, give, reserve } = digestTests(() => t);

  it.each(["sv", "en", "da"])("speaks of no wedding in %s", async (language) => {
    const site = await publishedSite(t, giftList(language, { fund: "Resan", thing: "Vasen" }));
    await give(site, { amount: 200, greeting: "Hej" });
    await reserve(site, {});
    t.advanceTime(2 * 60_000);
    await run();
    const [mail] = t.smtp.sentTo(site.mail);
    expect(mail!.subject).toMatch(/^2 /);
    expect(`${mail!.subject}\n${mail!.text}`).not.toMatch(WEDDING_WORDS);
  });
});
