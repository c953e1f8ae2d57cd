import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { giftContributions } from "../../src/server/db/schema";
import { EDITOR_MARKER_HEADER } from "../../src/domain/editorMarker";
import { PLEDGES_PER_SITE_PER_HOUR } from "../../src/modules/giftRegistry/server/routes";
import { createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
let dk: TestApp;
beforeAll(async () => {
  [t, dk] = await Promise.all([createTestApp(), createTestApp({ env: { MARKET: "dk" } })]);
});
afterAll(async () => {
  await Promise.all([t.close(), dk.close()]);
});

const giftList = (payeeNumber: string | null): SiteDocumentInput => ({
  siteModules: [
    {
      id: "gifts",
      siteModuleType: "GiftRegistry",
      payeeNumber,
      giftRegistry: [
        { id: "trip", kind: "fund", title: { sv: "Bröllopsresan" }, goal: 30_000 },
        { id: "secret", kind: "fund", title: { sv: "Överraskningen" }, showProgress: false },
        { id: "sofa", title: { sv: "Soffan" }, price: 12_000, shared: true, quantity: 1 },
        { id: "vase", title: { sv: "Vasen" }, quantity: 1 },
      ],
    },
  ],
});

const pledgeUrl = (siteId: string, itemId: string, moduleId = "gifts") => `/api/gift-registry/${siteId}/${moduleId}/${itemId}/contributions`;
const give = (app: TestApp, siteId: string, itemId: string, payload: Record<string, unknown>, ip = "203.0.113.7") =>
  app.app.inject({ method: "POST", url: pledgeUrl(siteId, itemId), payload: { language: "sv", name: "Åsa Öberg", greeting: "Grattis!", ...payload }, remoteAddress: ip });
const rows = (app: TestApp, siteId: string) => app.database.db.select().from(giftContributions).where(eq(giftContributions.siteId, siteId));
const given = (list: { giftRegistryId: string; amountGiven?: number }[], itemId: string) => list.find((entry) => entry.giftRegistryId === itemId)?.amountGiven;

describe("POST /api/gift-registry/{siteId}/{moduleId}/{itemId}/contributions", () => {
  it("records a pledge to a fund with the giver's name and greeting, and shows the total to guests", async () => {
    const site = await publishedSite(t, giftList("0701234567"));
    const answer = await give(t, site.siteId, "trip", { amount: 500, name: "  Åsa Öberg ", greeting: "Grattis Anna & Erik!\nKram" });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(given(answer.json().giftRegistryReservations, "trip")).toBe(500);
    expect(await rows(t, site.siteId)).toMatchObject([{ itemId: "trip", amountKronor: 500, app: "swish", giverName: "Åsa Öberg", greeting: "Grattis Anna & Erik!\nKram", language: "sv", receivedAt: null, thankedAt: null }]);

    await give(t, site.siteId, "trip", { amount: 250 });
    const page = await t.app.inject({ method: "GET", url: "/", headers: { host: site.host } });
    expect(page.body).toContain('"amountGiven":750');
  });

  it("never shows guests the total of a fund whose progress is hidden, not even in the page's data", async () => {
    const site = await publishedSite(t, giftList("0701234567"));
    const answer = await give(t, site.siteId, "secret", { amount: 1000 });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().giftRegistryReservations).toEqual([{ giftRegistryId: "secret", quantityReserved: 0 }]);
    const page = await t.app.inject({ method: "GET", url: "/", headers: { host: site.host } });
    expect(page.body).not.toContain("amountGiven");
    // The owner's own editor sees it.
    const editor = await site.client.get(`/api/sites/${site.siteId}`);
    expect(given(editor.json().giftRegistryReservations, "secret")).toBe(1000);
  });

  it("lets 20 guests chip in on a shared gift at once without its price ever being passed", async () => {
    const site = await publishedSite(t, giftList("0701234567"));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => give(t, site.siteId, "sofa", { amount: 1000, name: `Gäst ${index + 1}` })));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(12);
    expect(codes.filter((code) => code === 422)).toHaveLength(8);
    const refused = answers.find((answer) => answer.statusCode === 422)!.json();
    expect(refused).toMatchObject({ fields: ["amount"], errorDescription: { sv: "Så mycket återstår inte av presentens pris." } });
    const total = (await rows(t, site.siteId)).reduce((sum, row) => sum + row.amountKronor, 0);
    expect(total).toBe(12_000);
    // Fully given: no one may reserve it whole any more.
    const reserve = await t.app.inject({ method: "PUT", url: `/api/gift-registry/${site.siteId}/gifts/sofa/v2`, payload: { quantity: 1, password: "hemligt" } });
    expect(reserve.statusCode).toBe(422);
  });

  it("counts a whole reservation and contributions together, so a shared gift is never bought twice", async () => {
    const site = await publishedSite(t, giftList("0701234567"));
    expect((await give(t, site.siteId, "sofa", { amount: 100 })).statusCode).toBe(201);
    // A started gift cannot be reserved whole …
    expect((await t.app.inject({ method: "PUT", url: `/api/gift-registry/${site.siteId}/gifts/sofa/v2`, payload: { quantity: 1, password: "hemligt" } })).statusCode).toBe(422);
    // … and once one is reserved whole, no one chips in.
    const other = await publishedSite(t, giftList("0701234567"));
    expect((await t.app.inject({ method: "PUT", url: `/api/gift-registry/${other.siteId}/gifts/sofa/v2`, payload: { quantity: 1, password: "hemligt" } })).statusCode).toBe(200);
    expect((await give(t, other.siteId, "sofa", { amount: 100 })).statusCode).toBe(422);
  });

  it("refuses bad input with a 422 naming the field, and keeps nothing of it", async () => {
    const site = await publishedSite(t, giftList("0701234567"));
    for (const [payload, field] of [
      [{ amount: 0 }, "amount"],
      [{ amount: 100_001 }, "amount"],
      [{ amount: 12.5 }, "amount"],
      [{ amount: "500" }, "amount"],
      [{ amount: 500, name: "   " }, "name"],
      [{ amount: 500, name: "x".repeat(101) }, "name"],
      [{ amount: 500, greeting: "x".repeat(501) }, "greeting"],
    ] as const) {
      const answer = await give(t, site.siteId, "trip", payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(422);
      expect(answer.json().fields).toEqual([field]);
    }
    const notMoney = await give(t, site.siteId, "vase", { amount: 100 });
    expect(notMoney.statusCode).toBe(422);
    expect(notMoney.json().errorDescription.sv).toBe("Till den här presenten går det inte att ge pengar.");
    expect((await give(t, site.siteId, "nothing", { amount: 100 })).statusCode).toBe(404);
    expect(await rows(t, site.siteId)).toEqual([]);
  });

  it("takes no money gift while the list has no number, and strips control characters from what guests type", async () => {
    const closed = await publishedSite(t, giftList(null));
    const answer = await give(t, closed.siteId, "trip", { amount: 100 });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errorDescription.sv).toBe("Pengagåvor tas inte emot här ännu.");

    const open = await publishedSite(t, giftList("0701234567"));
    const typed = await give(t, open.siteId, "trip", { amount: 100, name: "Åsa\u0007\u001b Öberg\n", greeting: "Hej\u0008 då" });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(await rows(t, open.siteId)).toMatchObject([{ giverName: "Åsa Öberg", greeting: "Hej då" }]);
  });

  it("attributes a gift made through a personal link to its household", async () => {
    const site = await publishedSite(t, giftList("0701234567"));
    const created = await site.client.post(`/api/sites/${site.siteId}/guest-list/households`, { name: "Familjen Ström", language: "sv", guests: [{ name: "Örjan Ström" }] });
    expect(created.statusCode, created.body).toBe(201);
    const household = created.json() as { id: string; linkToken: string };
    expect((await give(t, site.siteId, "trip", { amount: 300, household: household.linkToken })).statusCode).toBe(201);
    // A token of no household of this site attributes nothing, but the gift is still taken.
    expect((await give(t, site.siteId, "trip", { amount: 200, household: "not-a-token" })).statusCode).toBe(201);
    const stored = await rows(t, site.siteId);
    expect(stored.map((row) => [row.amountKronor, row.householdId]).sort()).toEqual([
      [200, null],
      [300, household.id],
    ]);
  });

  it("goes by MobilePay on a Danish site", async () => {
    const site = await publishedSite(dk, giftList("20123456"));
    expect((await give(dk, site.siteId, "trip", { amount: 400, language: "da" })).statusCode).toBe(201);
    expect(await rows(dk, site.siteId)).toMatchObject([{ app: "mobilepay", amountKronor: 400, language: "da" }]);
    // A Swedish number is no MobilePay number.
    const swedish = await publishedSite(dk, giftList("0701234567"));
    expect((await give(dk, swedish.siteId, "trip", { amount: 400 })).statusCode).toBe(422);
  });

  it("is refused from the owner's editor and on a password-protected site without access", async () => {
    const site = await publishedSite(t, giftList("0701234567"), { password: "bröllop" });
    expect((await give(t, site.siteId, "trip", { amount: 100 })).statusCode).toBe(401);
    const open = await publishedSite(t, giftList("0701234567"));
    const fromEditor = await t.app.inject({ method: "POST", url: pledgeUrl(open.siteId, "trip"), headers: { [EDITOR_MARKER_HEADER]: "1" }, payload: { amount: 100, name: "Anna", language: "sv" } });
    expect(fromEditor.statusCode).toBe(403);
    expect([...(await rows(t, site.siteId)), ...(await rows(t, open.siteId))]).toEqual([]);
  });
});

describe("GET …/{itemId}/qr", () => {
  it("draws the Swish QR code of the gift on our own server, and has none for MobilePay or a list without a number", async () => {
    const site = await publishedSite(t, giftList("0701234567"));
    const qr = await t.app.inject({ method: "GET", url: `/api/gift-registry/${site.siteId}/gifts/trip/qr?amount=500&message=${encodeURIComponent("Åsa: Grattis!")}`, remoteAddress: "203.0.113.9" });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers["content-type"]).toContain("image/svg+xml");
    expect(qr.body).toMatch(/^<svg [^>]*viewBox/);
    expect((await t.app.inject({ method: "GET", url: `/api/gift-registry/${site.siteId}/gifts/trip/qr?amount=0` })).statusCode).toBe(422);
    expect((await t.app.inject({ method: "GET", url: `/api/gift-registry/${site.siteId}/gifts/trip/qr?amount=5&message=${"x".repeat(201)}` })).statusCode).toBe(422);
    expect((await t.app.inject({ method: "GET", url: `/api/gift-registry/${site.siteId}/gifts/nothing/qr?amount=5` })).statusCode).toBe(404);
    const closed = await publishedSite(t, giftList(null));
    expect((await t.app.inject({ method: "GET", url: `/api/gift-registry/${closed.siteId}/gifts/trip/qr?amount=5` })).statusCode).toBe(422);
    const danish = await publishedSite(dk, giftList("20123456"));
    expect((await dk.app.inject({ method: "GET", url: `/api/gift-registry/${danish.siteId}/gifts/trip/qr?amount=5` })).statusCode).toBe(404);
  });
});

describe("pledge limits", () => {
  it("counts pledges per address and per site", async () => {
    const limited = await createTestApp({ rateLimits: { perIp: { max: 3, window: 60_000 }, perMail: { max: 100, window: 60_000 } } });
    try {
      const site = await publishedSite(limited, giftList("0701234567"));
      const fromOne = [];
      for (let i = 0; i < 4; i++) fromOne.push((await give(limited, site.siteId, "trip", { amount: 10 }, "198.51.100.1")).statusCode);
      expect(fromOne).toEqual([201, 201, 201, 429]);

      // From many addresses, the site's own hourly count stops the flood.
      const other = await publishedSite(limited, giftList("0701234567"));
      const codes = [];
      for (let i = 0; i <= PLEDGES_PER_SITE_PER_HOUR; i++) codes.push((await give(limited, other.siteId, "trip", { amount: 1 }, `10.1.${Math.floor(i / 200)}.${i % 200}`)).statusCode);
      expect(codes.filter((code) => code === 201)).toHaveLength(PLEDGES_PER_SITE_PER_HOUR);
      expect(codes.at(-1)).toBe(429);
      expect(await rows(limited, other.siteId)).toHaveLength(PLEDGES_PER_SITE_PER_HOUR);
    } finally {
      await limited.close();
    }
  });
});
