import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { GuestEvent, Household } from "../../src/domain/guestList/types";
import { SEAT_SEARCH_MAX_LENGTH, SEAT_SEARCH_RESULTS_MAX, SEAT_SEARCHES_PER_MINUTE } from "../../src/domain/seating/limits";
import type { SeatSearchAnswer } from "../../src/domain/seating/seatFinder";
import { DEFAULT_SEATING_RULES } from "../../src/domain/seating/types";
import type { ErrorResponse } from "../../src/domain/errors";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { seatingGuests, seatingPlans, seatingTables, sites } from "../../src/server/db/schema";
import { hashPassword } from "../../src/server/security/passwords";
import { agent, createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();
let addresses = 0;
/** Each call from an address of its own, so the per-address limit is counted only where a test means it. */
const search = (siteId: string, q: string, remoteAddress = `127.0.9.${++addresses % 250}`) =>
  t.app.inject({ method: "GET", url: `/api/sites/${siteId}/seating/find?q=${encodeURIComponent(q)}`, remoteAddress });

const document: SiteDocumentInput = { language: "sv", availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }, { languageCode: "da" }], siteModules: [{ id: "h", siteModuleType: "Header", title: { sv: "Anna & Erik" } }] };

/**
 * A published wedding whose dinner (public unless said) started an hour ago, with the households
 * Berg (Anna, Erik) and Öberg (Åsa, Märta) placed at Bord 4 and Bord 7, and Lind not placed.
 */
async function placedDinner(options: { openSearch?: boolean; isPublic?: boolean; startsAt?: number } = {}) {
  const owner = await publishedSite(t, document);
  const now = t.deps.now().getTime();
  const startsAt = options.startsAt ?? now - HOUR;
  const created = await owner.client.post(`/api/sites/${owner.siteId}/guest-list/events`, { name: { sv: "Middag", en: "Dinner", da: "Middag" }, startsAt: iso(startsAt), endsAt: iso(startsAt + 6 * HOUR), isPublic: options.isPublic ?? true });
  expect(created.statusCode, created.body).toBe(201);
  const dinner = created.json() as GuestEvent;
  const household = async (name: string, guests: string[]) => {
    const response = await owner.client.post(`/api/sites/${owner.siteId}/guest-list/households`, { name, language: "sv", guests: guests.map((guest) => ({ name: guest })), eventIds: [dinner.id] });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Household;
  };
  const berg = await household("Familjen Berg", ["Anna Berg", "Erik Berg"]);
  const oberg = await household("Öbergs", ["Åsa Öberg", "Märta Ärlig"]);
  const lind = await household("Lind", ["Per Lind"]);
  const db = t.database.db;
  const [plan] = await db.insert(seatingPlans).values({ siteId: owner.siteId, eventId: dinner.id, rules: DEFAULT_SEATING_RULES, openSearch: options.openSearch ?? false, revision: 3 }).returning();
  const table = async (name: string, position: number) => (await db.insert(seatingTables).values({ planId: plan!.id, name, shape: "round", seats: 8, x: 100 * position, y: 100, position }).returning())[0]!;
  const four = await table("Bord 4", 1);
  const seven = await table("Bord 7", 2);
  await db.insert(seatingGuests).values([
    { planId: plan!.id, guestId: berg.guests[0]!.id, tableId: four.id, seat: 2 },
    { planId: plan!.id, guestId: berg.guests[1]!.id, tableId: seven.id, seat: 0 },
    { planId: plan!.id, guestId: oberg.guests[0]!.id, tableId: four.id, seat: 3 },
    { planId: plan!.id, guestId: oberg.guests[1]!.id, tableId: four.id, seat: 1 },
    // Marked by the couple but not placed yet.
    { planId: plan!.id, guestId: lind.guests[0]!.id, tableId: null, seat: null, locked: false },
  ]);
  await t.deps.siteCache.caughtUp();
  return { owner, dinner, plan: plan!, berg, oberg, lind };
}

const page = (host: string, path: string) => agent(t.app).get(path, { host });
/** The "Hitta din plats" section of a page, as text. */
const seatsOf = (html: string) => (/<section[^>]*class="seat-finder"[^>]*>(.*?)<\/section>/s.exec(html)?.[1] ?? "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();

describe("a household's own seats on its personal page", () => {
  it("shows its own guests' tables and seats, never another household's nor a table's neighbours", async () => {
    const { owner, berg, oberg, lind } = await placedDinner();
    const bergPage = await page(owner.host, `/inbjudan/${berg.linkToken}`);
    expect(bergPage.statusCode).toBe(200);
    const bergSeats = seatsOf(bergPage.body);
    expect(bergSeats).toContain("Hitta din plats");
    expect(bergSeats).toContain("Anna Berg: Bord 4, plats 3");
    expect(bergSeats).toContain("Erik Berg: Bord 7, plats 1");
    // Åsa and Märta sit beside Anna at Bord 4: not a word of them on the Bergs' page.
    expect(bergPage.body).not.toContain("Åsa");
    expect(bergPage.body).not.toContain("Märta");

    const obergPage = await page(owner.host, `/en/inbjudan/${oberg.linkToken}`);
    const obergSeats = seatsOf(obergPage.body);
    expect(obergSeats).toContain("Find your seat");
    expect(obergSeats).toContain("Åsa Öberg: Bord 4, seat 4");
    expect(obergSeats).toContain("Märta Ärlig: Bord 4, seat 2");
    expect(obergSeats).not.toContain("plats");
    expect(obergPage.body).not.toContain("Anna Berg");

    const danish = seatsOf((await page(owner.host, `/da/inbjudan/${oberg.linkToken}`)).body);
    expect(danish).toContain("Find din plads");
    expect(danish).toContain("Åsa Öberg: Bord 4, plads 4");

    // Not placed: no section at all.
    expect((await page(owner.host, `/inbjudan/${lind.linkToken}`)).body).not.toContain('class="seat-finder"');
  });

  it("shows the seats from the morning of the event's day, not before", async () => {
    const start = t.deps.now().getTime() + 3 * DAY;
    const { owner, berg } = await placedDinner({ startsAt: start });
    expect((await page(owner.host, `/inbjudan/${berg.linkToken}`)).body).not.toContain("Bord 4");
    t.advanceTime(3 * DAY);
    expect(seatsOf((await page(owner.host, `/inbjudan/${berg.linkToken}`)).body)).toContain("Anna Berg: Bord 4, plats 3");
  });
});

describe("the open page's name search", () => {
  it("answers nothing while the couple has not opened the search, and shows no search box", async () => {
    const { owner } = await placedDinner({ openSearch: false });
    const response = await search(owner.siteId, "Anna");
    expect(response.statusCode).toBe(404);
    expect((response.json() as ErrorResponse).isErrorResponse).toBe(true);
    expect(response.body).not.toContain("Bord");
    expect((await page(owner.host, "/")).body).not.toContain('class="seat-finder"');
  });

  it("answers nothing for an event that is not on the open page, even with the search open", async () => {
    const { owner } = await placedDinner({ openSearch: true, isPublic: false });
    expect((await search(owner.siteId, "Anna")).statusCode).toBe(404);
  });

  it("finds names from the start of any word, folding case and å, ä, ö, with table and seat", async () => {
    const { owner } = await placedDinner({ openSearch: true });
    const found = async (q: string) => {
      const response = await search(owner.siteId, q);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as SeatSearchAnswer).seats.map((seat) => `${seat.name}: ${seat.table}, ${seat.seat}`);
    };
    expect(await found("asa")).toEqual(["Åsa Öberg: Bord 4, 4"]);
    expect(await found("ÖBERG")).toEqual(["Åsa Öberg: Bord 4, 4"]);
    expect(await found("øberg")).toEqual(["Åsa Öberg: Bord 4, 4"]);
    expect(await found("marta arl")).toEqual(["Märta Ärlig: Bord 4, 2"]);
    expect(await found("berg")).toEqual(["Anna Berg: Bord 4, 3", "Erik Berg: Bord 7, 1"]);
    // Inside a word is no start of one; an unplaced guest is not found.
    expect(await found("nna")).toEqual([]);
    expect(await found("Per Lind")).toEqual([]);
  });

  it("answers at most the bounded number of seats", async () => {
    const { owner, plan, dinner } = await placedDinner({ openSearch: true });
    const many = await owner.client.post(`/api/sites/${owner.siteId}/guest-list/households`, { name: "Anderssons", language: "sv", guests: Array.from({ length: 8 }, (_, i) => ({ name: `Anders Andersson ${i + 1}` })), eventIds: [dinner.id] });
    const household = many.json() as Household;
    const [table] = await t.database.db.insert(seatingTables).values({ planId: plan.id, name: "Bord 9", shape: "long", seats: 10, x: 900, y: 300, position: 3 }).returning();
    await t.database.db.insert(seatingGuests).values(household.guests.map((guest, seat) => ({ planId: plan.id, guestId: guest.id, tableId: table!.id, seat })));
    const response = await search(owner.siteId, "anders");
    expect(response.statusCode).toBe(200);
    expect((response.json() as SeatSearchAnswer).seats).toHaveLength(SEAT_SEARCH_RESULTS_MAX);
  });

  it("refuses a query too short or too long with the error shape naming q", async () => {
    const { owner } = await placedDinner({ openSearch: true });
    for (const q of ["", "å ", "a".repeat(SEAT_SEARCH_MAX_LENGTH + 1)]) {
      const response = await search(owner.siteId, q);
      expect(response.statusCode, q).toBe(422);
      const body = response.json() as ErrorResponse;
      expect(body.fields).toEqual(["q"]);
      expect(body.errorDescription.sv).toMatch(q.length > SEAT_SEARCH_MAX_LENGTH ? /högst 100 tecken/ : /minst 3 bokstäver/);
    }
  });

  it("refuses an address's searches past the minute's limit", async () => {
    const { owner } = await placedDinner({ openSearch: true });
    for (let i = 0; i < SEAT_SEARCHES_PER_MINUTE; i++) expect((await search(owner.siteId, "Anna", "127.0.8.1")).statusCode).toBe(200);
    const refused = await search(owner.siteId, "Anna", "127.0.8.1");
    expect(refused.statusCode).toBe(429);
    expect((refused.json() as ErrorResponse).isErrorResponse).toBe(true);
    // Another address still searches.
    expect((await search(owner.siteId, "Anna", "127.0.8.2")).statusCode).toBe(200);
  });

  it("shows the search box on the open page once the couple opens it, and answers the form without script", async () => {
    const { owner, plan } = await placedDinner({ openSearch: false });
    expect((await page(owner.host, "/")).body).not.toContain('class="seat-finder"');
    await t.database.db.update(seatingPlans).set({ openSearch: true }).where(eq(seatingPlans.id, plan.id));
    await t.deps.siteCache.caughtUp();
    const open = await page(owner.host, "/");
    expect(open.body).toMatch(/<form[^>]*action="\/hitta-din-plats"/);
    expect(seatsOf(open.body)).toContain("Hitta din plats");

    const answer = await page(owner.host, "/hitta-din-plats?q=%C3%A5sa");
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain("Åsa Öberg: Bord 4, plats 4");
    expect(answer.body).not.toContain("Anna Berg");
    const english = await page(owner.host, "/en/hitta-din-plats?q=asa");
    expect(english.body).toContain("Åsa Öberg: Bord 4, seat 4");
    const tooShort = await page(owner.host, "/hitta-din-plats?q=as");
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.body).toContain("Skriv minst 3 bokstäver av namnet.");

    // Closed again: the box leaves the cached page at once, and the search answers nothing.
    await t.database.db.update(seatingPlans).set({ openSearch: false }).where(eq(seatingPlans.id, plan.id));
    await t.deps.siteCache.caughtUp();
    expect((await page(owner.host, "/")).body).not.toContain('class="seat-finder"');
    const closed = await page(owner.host, "/hitta-din-plats?q=asa");
    expect(closed.statusCode).toBe(404);
    expect(closed.body).toContain("Sökningen är inte öppen just nu.");
    expect(closed.body).not.toContain("Åsa Öberg");
  });

  it("searches a protected site's names only for a guest let in by its password", async () => {
    const { owner } = await placedDinner({ openSearch: true });
    await t.database.db.update(sites).set({ passwordHash: await hashPassword("sommar") }).where(eq(sites.id, owner.siteId));
    await t.deps.siteCache.caughtUp();
    expect((await search(owner.siteId, "asa")).statusCode).toBe(401);
    const redirected = await page(owner.host, "/hitta-din-plats?q=asa");
    expect(redirected.statusCode).toBe(303);
    expect(redirected.headers.location).toBe("/");
    expect(redirected.body).not.toContain("Åsa");
    const guest = agent(t.app);
    expect((await guest.post("/api/sites/password-login/", { host: owner.host, password: "sommar" })).statusCode).toBe(200);
    expect((await guest.get("/hitta-din-plats?q=asa", { host: owner.host })).body).toContain("Åsa Öberg: Bord 4, plats 4");
  });
});
