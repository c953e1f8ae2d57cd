import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Gift, GiftListAnswer } from "../../src/domain/giftList/giftList";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { giftReservations, giftThankYouMails } from "../../src/server/db/schema";
import { agent, createTestApp, registerOwner, type Agent, type TestApp } from "../support/app";
import { publishedLegacySite } from "../support/legacySite";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const giftList: SiteDocumentInput = {
  language: "sv",
  availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }],
  siteModules: [
    {
      id: "gifts",
      siteModuleType: "GiftRegistry",
      payeeNumber: "0701234567",
      giftRegistry: [
        { id: "trip", kind: "fund", title: { sv: "Bröllopsresan", en: "The honeymoon" }, goal: 30_000 },
        { id: "sofa", title: { sv: "Soffan" }, price: 12_000, shared: true, quantity: 1 },
        { id: "vase", title: { sv: "Vasen", en: "The vase" }, quantity: 2 },
      ],
    },
  ],
};

type Site = Awaited<ReturnType<typeof publishedSite>>;

const give = (siteId: string, itemId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: `/api/gift-registry/${siteId}/gifts/${itemId}/contributions`, payload: { language: "sv", name: "Åsa Öberg", greeting: "Grattis!", ...payload } });
const reserve = (siteId: string, payload: Record<string, unknown>, itemId = "vase") =>
  t.app.inject({ method: "PUT", url: `/api/gift-registry/${siteId}/gifts/${itemId}/v2`, payload: { quantity: 1, password: "hemligt", ...payload } });
const patch = (client: Agent, siteId: string, kind: string, id: string, payload: unknown) => client.request({ method: "PATCH", url: `/api/sites/${siteId}/gifts/${kind}/${id}`, payload: payload as object });
const thank = (client: Agent, siteId: string, kind: string, id: string, payload: Record<string, unknown> = {}) =>
  client.post(`/api/sites/${siteId}/gifts/${kind}/${id}/thank-you`, { subject: "Tack för {gift}, {name}!", body: "Hej {name}!\n\nTack för {amount} till {gift}.", ...payload });
const list = async (site: Site) => {
  const answer = await site.client.get(`/api/sites/${site.siteId}/gifts`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as GiftListAnswer;
};
const giftOf = (answer: GiftListAnswer, predicate: (gift: Gift) => boolean) => answer.gifts.find(predicate)!;

async function household(site: Site, name: string, mail: string | null, language = "sv") {
  const created = await site.client.post(`/api/sites/${site.siteId}/guest-list/households`, { name, mail, language, guests: [{ name }] });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: string; linkToken: string };
}

/** A site with a pledge to the fund through a household's link and a named reservation without one. */
async function siteWithGifts(mailLanguage = "en") {
  const site = await publishedSite(t, giftList);
  const strom = await household(site, "Familjen Ström", "strom@example.com", mailLanguage);
  expect((await give(site.siteId, "trip", { amount: 500, household: strom.linkToken, name: "Örjan Ström" })).statusCode).toBe(201);
  expect((await reserve(site.siteId, { name: "Berit\u0007 Berg ", language: "sv" })).statusCode).toBe(200);
  const answer = await list(site);
  const pledge = giftOf(answer, (gift) => gift.kind === "contribution");
  const reservation = giftOf(answer, (gift) => gift.kind === "reservation");
  return { site, strom, pledge, reservation };
}

describe("GET /api/sites/{siteId}/gifts", () => {
  it("lists pledges and reservations newest first, with the giver's name and the household's name and mail", async () => {
    const { site, strom } = await siteWithGifts();
    const answer = await site.client.get(`/api/sites/${site.siteId}/gifts`);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const body = answer.json() as GiftListAnswer;
    expect(body).toMatchObject({ app: "swish", currency: "SEK" });
    expect(body.gifts.map((gift) => gift.kind)).toEqual(["reservation", "contribution"]);
    expect(body.gifts[1]).toMatchObject({
      kind: "contribution",
      moduleId: "gifts",
      itemId: "trip",
      itemTitle: "Bröllopsresan",
      itemKind: "fund",
      amount: 500,
      quantity: null,
      giverName: "Örjan Ström",
      householdId: strom.id,
      householdName: "Familjen Ström",
      mail: "strom@example.com",
      greeting: "Grattis!",
      language: "sv",
      receivedAt: null,
      thankedAt: null,
    });
    expect(body.gifts[0]).toMatchObject({ kind: "reservation", itemId: "vase", itemTitle: "Vasen", itemKind: "thing", amount: null, quantity: 1, giverName: "Berit Berg", householdId: null, mail: null, greeting: "", language: "sv", receivedAt: null });
    expect(Date.parse(body.gifts[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(body.gifts[1]!.createdAt));
  });

  it("totals every fund and shared thing: all pledged, and what the couple ticked received", async () => {
    const { site, pledge } = await siteWithGifts();
    expect((await give(site.siteId, "trip", { amount: 250 })).statusCode).toBe(201);
    expect((await give(site.siteId, "sofa", { amount: 1000 })).statusCode).toBe(201);
    expect((await patch(site.client, site.siteId, "contribution", pledge.id, { received: true })).statusCode).toBe(200);
    expect((await list(site)).funds).toEqual([
      { moduleId: "gifts", itemId: "trip", title: "Bröllopsresan", goal: 30_000, given: 750, received: 500 },
      { moduleId: "gifts", itemId: "sofa", title: "Soffan", goal: 12_000, given: 1000, received: 0 },
    ]);
  });

  it("lists a legacy site's reservations, with no funds", async () => {
    const site = await publishedLegacySite(t);
    const reserved = await t.app.inject({ method: "PUT", url: `/api/gift-registry/${site.siteId}/CLIENTID-gifts/giftRegistryItem2/`, payload: { quantity: 1, password: "hemligt", name: "Kalle" } });
    expect(reserved.statusCode, reserved.body).toBe(200);
    const answer = await list(site);
    expect(answer.funds).toEqual([]);
    expect(answer.gifts).toMatchObject([{ kind: "reservation", itemTitle: "Kaffebryggare", itemKind: "thing", quantity: 1, giverName: "Kalle" }]);
  });
});

describe("reservations with a name and a household", () => {
  it("stores the name, the page's language and the household of a personal link, and never shows guests the name", async () => {
    const site = await publishedSite(t, giftList);
    const berg = await household(site, "Familjen Berg", "berg@example.com");
    const answer = await reserve(site.siteId, { name: "  Berit  Berg\n", language: "en", household: berg.linkToken });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.body).not.toContain("Berit");
    expect(answer.json()).toEqual({ giftRegistryReservations: [{ giftRegistryId: "vase", quantityReserved: 1 }] });
    // An empty name is none, and a token of no household of the site attributes nothing.
    expect((await reserve(site.siteId, { name: "   ", household: "not-a-token" })).statusCode).toBe(200);
    const rows = await t.database.db.select().from(giftReservations).where(eq(giftReservations.siteId, site.siteId));
    expect(rows.map((row) => [row.giverName, row.language, row.householdId])).toHaveLength(2);
    expect(rows.map((row) => [row.giverName, row.language, row.householdId])).toEqual(
      expect.arrayContaining([
        ["Berit Berg", "en", berg.id],
        [null, null, null],
      ]),
    );
    const page = await t.app.inject({ method: "GET", url: "/", headers: { host: site.host } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain("Berit");
  });

  it("refuses a name longer than 100 characters and keeps nothing of it", async () => {
    const site = await publishedSite(t, giftList);
    const answer = await reserve(site.siteId, { name: "x".repeat(101) });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().fields).toEqual(["name"]);
    expect(await t.database.db.select().from(giftReservations).where(eq(giftReservations.siteId, site.siteId))).toEqual([]);
  });
});

describe("PATCH /api/sites/{siteId}/gifts/{kind}/{id} and POST …/gifts/received", () => {
  it("ticks a pledge received and thanked, keeps the earlier time when ticked again, and clears it", async () => {
    const { site, pledge, reservation } = await siteWithGifts();
    const first = await patch(site.client, site.siteId, "contribution", pledge.id, { received: true });
    expect(first.statusCode, first.body).toBe(200);
    const receivedAt = (first.json() as Gift).receivedAt;
    expect(receivedAt).not.toBeNull();
    t.advanceTime(60_000);
    const again = await patch(site.client, site.siteId, "contribution", pledge.id, { received: true, thanked: true });
    expect(again.json()).toMatchObject({ id: pledge.id, receivedAt });
    expect((again.json() as Gift).thankedAt).not.toBeNull();
    expect((await patch(site.client, site.siteId, "contribution", pledge.id, { received: false })).json()).toMatchObject({ receivedAt: null });

    const thanked = await patch(site.client, site.siteId, "reservation", reservation.id, { thanked: true });
    expect(thanked.json()).toMatchObject({ kind: "reservation", thankedAt: expect.any(String), receivedAt: null });
    const refused = await patch(site.client, site.siteId, "reservation", reservation.id, { received: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ fields: ["received"], errorDescription: { sv: "Bara pengagåvor kan markeras som mottagna." } });
  });

  it("ticks many pledges received at once, only the site's own", async () => {
    const { site, pledge } = await siteWithGifts();
    expect((await give(site.siteId, "trip", { amount: 100 })).statusCode).toBe(201);
    const other = await siteWithGifts();
    const ids = (await list(site)).gifts.filter((gift) => gift.kind === "contribution").map((gift) => gift.id);
    const answer = await site.client.post(`/api/sites/${site.siteId}/gifts/received`, { ids: [...ids, other.pledge.id] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ updated: 2 });
    expect((await list(site)).gifts.filter((gift) => gift.kind === "contribution").every((gift) => gift.receivedAt !== null)).toBe(true);
    expect(giftOf(await list(other.site), (gift) => gift.id === other.pledge.id).receivedAt).toBeNull();
    expect(pledge.receivedAt).toBeNull();
    for (const body of [{ ids: [] }, { ids: ["not-a-uuid"] }, { ids: Array.from({ length: 1001 }, () => pledge.id) }]) {
      const refused = await site.client.post(`/api/sites/${site.siteId}/gifts/received`, body);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().fields[0]).toMatch(/^ids/);
    }
  });
});

describe("POST /api/sites/{siteId}/gifts/{kind}/{id}/thank-you", () => {
  it("mails the household once in its language, under a duplicated and concurrent request, and once more when sent again", async () => {
    const { site, pledge } = await siteWithGifts("en");
    const answers = await Promise.all([thank(site.client, site.siteId, "contribution", pledge.id), thank(site.client, site.siteId, "contribution", pledge.id), thank(site.client, site.siteId, "contribution", pledge.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409, 409]);
    const accepted = answers.find((answer) => answer.statusCode === 202)!.json() as { thankedAt: string };
    const duplicate = await thank(site.client, site.siteId, "contribution", pledge.id);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errorDescription.sv).toContain("redan tackat");
    await t.mailDelivered();
    const mails = t.smtp.sentTo("strom@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: "Tack för The honeymoon, Örjan Ström!", replyTo: site.mail });
    // The amount as the household's language writes it (Intl's no-break space).
    expect(mails[0]!.text).toMatch(/^Hej Örjan Ström!\n\nTack för SEK\s500 till The honeymoon\.$/m);
    expect(mails[0]!.html).toContain('lang="en"');
    expect(giftOf(await list(site), (gift) => gift.id === pledge.id).thankedAt).toBe(accepted.thankedAt);

    t.advanceTime(120_000);
    // Sent again on purpose: one more mail, and a double click of it sends no third.
    const again = await Promise.all([thank(site.client, site.siteId, "contribution", pledge.id, { again: true }), thank(site.client, site.siteId, "contribution", pledge.id, { again: true })]);
    expect(again.map((answer) => answer.statusCode)).toEqual([202, 202]);
    expect(again[0]!.json()).toEqual({ thankedAt: accepted.thankedAt, thanked: [{ kind: "contribution", id: pledge.id }] });
    await t.mailDelivered();
    expect(t.smtp.sentTo("strom@example.com")).toHaveLength(2);
  });

  it("refuses a gift without a household's mail address, and leaves it unthanked", async () => {
    const { site, reservation } = await siteWithGifts();
    const answer = await thank(site.client, site.siteId, "reservation", reservation.id);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ fields: ["mail"], errorDescription: { sv: expect.stringContaining("ingen e-postadress") } });
    expect(giftOf(await list(site), (gift) => gift.id === reservation.id).thankedAt).toBeNull();
    const empty = await thank(site.client, site.siteId, "reservation", reservation.id, { subject: " ", body: "x".repeat(5001) });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().fields.sort()).toEqual(["body", "subject"]);
  });

  it("fills each placeholder with at most 200 characters, so a draft of many cannot make a huge mail", async () => {
    const long: SiteDocumentInput = { ...giftList, siteModules: [{ id: "gifts", siteModuleType: "GiftRegistry", payeeNumber: "0701234567", giftRegistry: [{ id: "trip", kind: "fund", title: { sv: "x".repeat(10_000) } }] }] };
    const site = await publishedSite(t, long);
    const lind = await household(site, "Familjen Lind", "lind@example.com");
    expect((await give(site.siteId, "trip", { amount: 100, household: lind.linkToken })).statusCode).toBe(201);
    const pledge = (await list(site)).gifts[0]!;
    expect((await thank(site.client, site.siteId, "contribution", pledge.id, { body: "{gift}".repeat(800) })).statusCode).toBe(202);
    await t.mailDelivered();
    expect(t.smtp.sentTo("lind@example.com")[0]!.text.trim()).toHaveLength(200 * 800);
  });

  it("sends at most 300 thank-you mails a site a day", async () => {
    const { site, pledge } = await siteWithGifts();
    await t.database.db.insert(giftThankYouMails).values(Array.from({ length: 300 }, () => ({ siteId: site.siteId, entryId: crypto.randomUUID(), round: 1, createdAt: t.deps.now() })));
    const answer = await thank(site.client, site.siteId, "contribution", pledge.id);
    expect(answer.statusCode).toBe(429);
    expect(answer.json().errorDescription.sv).toContain("300 mejl per dygn");
    expect(giftOf(await list(site), (gift) => gift.id === pledge.id).thankedAt).toBeNull();
  });
});

/** A household (Swedish) that pledged to the fund and the shared sofa and reserved the vase, and a reservation without a household. */
async function siteWithAGiver() {
  const site = await publishedSite(t, giftList);
  const mail = `strom-${site.siteId}@example.com`;
  const strom = await household(site, "Familjen Ström", mail, "sv");
  expect((await give(site.siteId, "trip", { amount: 500, household: strom.linkToken, name: "Örjan Ström" })).statusCode).toBe(201);
  expect((await reserve(site.siteId, { name: "Örjan Ström", language: "sv", household: strom.linkToken })).statusCode).toBe(200);
  expect((await give(site.siteId, "sofa", { amount: 1500, household: strom.linkToken, name: "Örjan Ström" })).statusCode).toBe(201);
  expect((await reserve(site.siteId, { name: "Berit Berg", language: "sv" })).statusCode).toBe(200);
  const answer = await list(site);
  const own = answer.gifts.filter((gift) => gift.householdId === strom.id);
  const entry = (itemId: string) => own.find((gift) => gift.itemId === itemId)!;
  const alone = giftOf(answer, (gift) => gift.householdId === null);
  return { site, mail, strom, trip: entry("trip"), vase: entry("vase"), sofa: entry("sofa"), alone, own: own.map((gift) => ({ kind: gift.kind, id: gift.id })) };
}

describe("one thank-you per giver", () => {
  const body = { subject: "Tack för {gift}!", body: "Hej {name}!\n\nTack för {gift} ({amount})." };
  const thanked = async (site: Site) => (await list(site)).gifts.filter((gift) => gift.thankedAt !== null).map((gift) => gift.id).sort();

  it("mails a household once, naming all its gifts and the money summed, and ticks them all", async () => {
    const { site, mail, vase, own } = await siteWithAGiver();
    const answer = await thank(site.client, site.siteId, "reservation", vase.id, body);
    expect(answer.statusCode, answer.body).toBe(202);
    const { thankedAt, thanked: ticked } = answer.json() as { thankedAt: string; thanked: { kind: string; id: string }[] };
    expect(ticked).toEqual(expect.arrayContaining(own));
    expect(ticked).toHaveLength(3);
    await t.mailDelivered();
    const mails = t.smtp.sentTo(mail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Tack för Bröllopsresan, Vasen och Soffan!");
    expect(mails[0]!.text).toMatch(/^Hej Örjan Ström!\n\nTack för Bröllopsresan, Vasen och Soffan \(2\s000\skr\)\.$/m);
    expect(await thanked(site)).toEqual(own.map((entry) => entry.id).sort());
    expect(thankedAt).toBe(giftOf(await list(site), (gift) => gift.id === vase.id).thankedAt);
  });

  it("answers another of the household's entries 409 once thanked, and sends one mail for two at once", async () => {
    const { site, mail, trip, sofa } = await siteWithAGiver();
    const answers = await Promise.all([thank(site.client, site.siteId, "contribution", trip.id, body), thank(site.client, site.siteId, "contribution", sofa.id, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
    const later = await thank(site.client, site.siteId, "contribution", trip.id, body);
    expect(later.statusCode).toBe(409);
    expect(later.json().errorDescription.sv).toContain("redan tackat");
    await t.mailDelivered();
    expect(t.smtp.sentTo(mail)).toHaveLength(1);
  });

  it("names only the entries not yet thanked, and all of them when sent again, once per double click", async () => {
    const { site, mail, trip, vase, sofa } = await siteWithAGiver();
    expect((await patch(site.client, site.siteId, "contribution", trip.id, { thanked: true })).statusCode).toBe(200);
    const first = await thank(site.client, site.siteId, "contribution", sofa.id, body);
    expect(first.statusCode, first.body).toBe(202);
    expect((first.json() as { thanked: unknown[] }).thanked).toEqual(expect.arrayContaining([{ kind: "contribution", id: sofa.id }, { kind: "reservation", id: vase.id }]));
    await t.mailDelivered();
    expect(t.smtp.sentTo(mail).map((sent) => sent.subject)).toEqual(["Tack för Vasen och Soffan!"]);
    expect(t.smtp.sentTo(mail)[0]!.text).toMatch(/\(1\s500\skr\)/);

    t.advanceTime(120_000);
    // "Skicka igen" pressed on two of the giver's entries within a minute is one mail naming all.
    const again = await Promise.all([thank(site.client, site.siteId, "contribution", trip.id, { ...body, again: true }), thank(site.client, site.siteId, "reservation", vase.id, { ...body, again: true })]);
    expect(again.map((answer) => answer.statusCode)).toEqual([202, 202]);
    await t.mailDelivered();
    const mails = t.smtp.sentTo(mail);
    expect(mails.map((sent) => sent.subject)).toEqual(["Tack för Vasen och Soffan!", "Tack för Bröllopsresan, Vasen och Soffan!"]);
    expect(mails[1]!.text).toMatch(/\(2\s000\skr\)/);
  });

  it("thanks an entry without a household alone", async () => {
    const { site, alone } = await siteWithAGiver();
    // An entry of no household cannot be mailed: copied, it is ticked alone.
    expect((await thank(site.client, site.siteId, "reservation", alone.id, body)).statusCode).toBe(422);
    expect((await patch(site.client, site.siteId, "reservation", alone.id, { thanked: true })).statusCode).toBe(200);
    expect(await thanked(site)).toEqual([alone.id]);
    // A second household with one gift is its own giver.
    const berg = await household(site, "Familjen Berg", `berg-${site.siteId}@example.com`, "en");
    expect((await give(site.siteId, "trip", { amount: 200, household: berg.linkToken, name: "Bo Berg" })).statusCode).toBe(201);
    const bergs = giftOf(await list(site), (gift) => gift.householdId === berg.id);
    const answer = await thank(site.client, site.siteId, "contribution", bergs.id, body);
    expect(answer.json()).toMatchObject({ thanked: [{ kind: "contribution", id: bergs.id }] });
    await t.mailDelivered();
    expect(t.smtp.sentTo(`berg-${site.siteId}@example.com`).map((sent) => sent.subject)).toEqual(["Tack för The honeymoon!"]);
    expect(t.smtp.sentTo(`berg-${site.siteId}@example.com`)[0]!.text).toMatch(/^Hej Bo Berg!/m);
    expect(await thanked(site)).toEqual([alone.id, bergs.id].sort());
  });

  it("counts mails, not entries, against the 300 a day", async () => {
    const { site, vase } = await siteWithAGiver();
    // 299 mails of three entries each: 897 rows, one mail left.
    const rows = Array.from({ length: 299 }, () => {
      const mailId = crypto.randomUUID();
      return Array.from({ length: 3 }, () => ({ siteId: site.siteId, mailId, entryId: crypto.randomUUID(), round: 1, createdAt: t.deps.now() }));
    }).flat();
    await t.database.db.insert(giftThankYouMails).values(rows);
    expect((await thank(site.client, site.siteId, "reservation", vase.id, body)).statusCode).toBe(202);
    const berg = await household(site, "Familjen Berg", `berg-${site.siteId}@example.com`);
    expect((await give(site.siteId, "trip", { amount: 200, household: berg.linkToken })).statusCode).toBe(201);
    const bergs = giftOf(await list(site), (gift) => gift.householdId === berg.id);
    const refused = await thank(site.client, site.siteId, "contribution", bergs.id, body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorDescription.sv).toContain("300 mejl per dygn");
  });
});

describe("thank-you texts", () => {
  it("answers the defaults until the couple stores their own, each bounded", async () => {
    const site = await publishedSite(t, giftList);
    const url = `/api/sites/${site.siteId}/gifts/thank-you-texts`;
    const defaults = await site.client.get(url);
    expect(defaults.headers["cache-control"]).toBe("private, no-store");
    const texts = defaults.json().texts;
    expect(Object.keys(texts).sort()).toEqual(["da", "en", "sv"]);
    expect(texts.sv.subject).toBe("Tack för {gift}!");
    expect(texts.sv.body).toContain("Stort tack för {gift}.");
    expect(texts.da.body).toContain("Tusind tak for {gift}.");

    const own = { ...texts, sv: { subject: "Tusen tack, {name}", body: "Vi blev så glada för {gift}." }, en: { subject: "", body: "" } };
    const stored = await site.client.put(url, { texts: own });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().texts).toEqual({ ...texts, sv: own.sv });
    expect((await site.client.get(url)).json().texts).toEqual({ ...texts, sv: own.sv });

    const tooLong = await site.client.put(url, { texts: { ...texts, da: { subject: "x".repeat(201), body: "y".repeat(5001) } } });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().fields.sort()).toEqual(["texts.da.body", "texts.da.subject"]);
    expect((await site.client.get(url)).json().texts.sv).toEqual(own.sv);
  });
});

describe("access", () => {
  it("refuses another owner on every route with 403, and a gift of another site with 404", async () => {
    const { site, pledge, reservation } = await siteWithGifts();
    const stranger = await registerOwner(t.app);
    const calls = (client: Agent, siteId: string) => [
      client.get(`/api/sites/${siteId}/gifts`),
      patch(client, siteId, "contribution", pledge.id, { received: true }),
      client.post(`/api/sites/${siteId}/gifts/received`, { ids: [pledge.id] }),
      client.get(`/api/sites/${siteId}/gifts/thank-you-texts`),
      client.put(`/api/sites/${siteId}/gifts/thank-you-texts`, { texts: { sv: { subject: "", body: "" }, en: { subject: "", body: "" }, da: { subject: "", body: "" } } }),
      thank(client, siteId, "contribution", pledge.id),
    ];
    for (const answer of await Promise.all(calls(stranger.client, site.siteId))) expect(answer.statusCode, answer.body).toBe(403);
    for (const answer of await Promise.all(calls(agent(t.app), site.siteId))) expect(answer.statusCode).toBe(401);

    // The stranger's own site does not hold the first site's gifts.
    for (const [kind, id] of [["contribution", pledge.id], ["reservation", reservation.id], ["contribution", reservation.id], ["gift", pledge.id], ["contribution", "nope"]] as const) {
      expect((await patch(stranger.client, stranger.siteId, kind, id, { thanked: true })).statusCode).toBe(404);
      expect((await thank(stranger.client, stranger.siteId, kind, id)).statusCode).toBe(404);
    }
    expect((await stranger.client.post(`/api/sites/${stranger.siteId}/gifts/received`, { ids: [pledge.id] })).json()).toEqual({ updated: 0 });
    const untouched = await list(site);
    expect(giftOf(untouched, (gift) => gift.id === pledge.id)).toMatchObject({ receivedAt: null, thankedAt: null });
    expect(giftOf(untouched, (gift) => gift.id === reservation.id).thankedAt).toBeNull();
  });
});
