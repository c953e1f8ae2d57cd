import ICAL from "ical.js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarPath } from "../../src/domain/guestList/calendarLinks";
import type { GuestEvent, Household } from "../../src/domain/guestList/types";
import { sites } from "../../src/server/db/schema";
import { agent, createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { perIp: { max: 40, window: 60_000 }, perMail: { max: 10_000, window: 60_000 } } });
});
afterAll(() => t.close());

const twoLanguages = { language: "sv", availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }] };
type Owner = Awaited<ReturnType<typeof publishedSite>>;

async function addEvent(owner: Owner, event: Record<string, unknown>): Promise<GuestEvent> {
  const response = await owner.client.post(`/api/sites/${owner.siteId}/guest-list/events`, event);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A site with a public dinner, a private ceremony and brunch, an event without a time, and one household invited to all but the brunch. */
async function weekend(options: { password?: string } = {}) {
  const owner = await publishedSite(t, twoLanguages, options);
  const dinner = await addEvent(owner, {
    name: { sv: "Middag på Sjöängen", en: "Dinner at Sjöängen" },
    startsAt: "2027-06-12T18:00:00+02:00",
    endsAt: "2027-06-13T01:00:00+02:00",
    place: { sv: "Sjöängens gård" },
    map: { location: "Sjövägen 4, Åre", zoom: 14, mapTheme: "NORMAL", markerColor: "#ea4335" },
    travelNote: { sv: "Buss 14.30 från torget", en: "Bus at 2.30 pm from the square" },
    dressCode: { sv: "Kavaj", en: "Lounge suit" },
    isPublic: true,
  });
  const ceremony = await addEvent(owner, { name: { sv: "Vigsel" }, startsAt: "2027-06-12T14:00:00+02:00" });
  const brunch = await addEvent(owner, { name: { sv: "Brunch" }, startsAt: "2027-06-13T11:00:00+02:00" });
  const untimed = await addEvent(owner, { name: { sv: "Efterfest" }, isPublic: true });
  const response = await owner.client.post(`/api/sites/${owner.siteId}/guest-list/households`, { name: "Familjen Berg", language: "en", eventIds: [dinner.id, ceremony.id, untimed.id] });
  expect(response.statusCode, response.body).toBe(201);
  const household: Household = response.json();
  const get = (path: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url: path, headers: { host: owner.host, ...headers } });
  return { owner, dinner, ceremony, brunch, untimed, household, get };
}

function events(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return { uid: event.uid, summary: event.summary, sequence: event.sequence, stamp: String(component.getFirstPropertyValue("dtstamp")), location: event.location, description: event.description, url: component.getFirstPropertyValue("url") };
  });
}

describe("calendar files on the site's address", () => {
  it("give a household its invited, timed events only, in its language, with its personal page", async () => {
    const { owner, dinner, ceremony, brunch, household, get } = await weekend();
    const response = await get(calendarPath({ token: household.linkToken }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="kalender.ics"');
    const found = events(response.body);
    // The brand domain, not the site's address: a site moving to an own domain keeps its entries in guests' calendars.
    expect(found.map((event) => event.uid)).toEqual([`${dinner.id}@${t.deps.config.brand.domain}`, `${ceremony.id}@${t.deps.config.brand.domain}`]);
    expect(found[0]).toMatchObject({
      summary: "Dinner at Sjöängen",
      location: "Sjöängens gård, Sjövägen 4, Åre",
      description: "Getting there: Bus at 2.30 pm from the square\n\nDress code: Lounge suit",
      url: expect.stringMatching(new RegExp(`^http://${owner.host.replace(/\./g, "\\.")}(:\\d+)?/inbjudan/${household.linkToken}$`)),
    });

    const swedish = events((await get(calendarPath({ token: household.linkToken, language: "sv" }))).body);
    expect(swedish[0]).toMatchObject({ summary: "Middag på Sjöängen", description: "Hitta hit: Buss 14.30 från torget\n\nKlädkod: Kavaj" });

    const one = await get(calendarPath({ token: household.linkToken, eventId: ceremony.id }));
    expect(one.headers["content-disposition"]).toBe(`attachment; filename="${ceremony.id}.ics"`);
    expect(events(one.body).map((event) => event.summary)).toEqual(["Vigsel"]);
    expect((await get(calendarPath({ token: household.linkToken, eventId: brunch.id }))).statusCode).toBe(404);
  });

  it("give the open page's public, timed events only", async () => {
    const { dinner, ceremony, get } = await weekend();
    const response = await get(calendarPath({}));
    expect(response.statusCode).toBe(200);
    expect(events(response.body).map((event) => event.summary)).toEqual(["Middag på Sjöängen"]);
    expect(events((await get(calendarPath({ language: "en" }))).body).map((event) => event.summary)).toEqual(["Dinner at Sjöängen"]);
    expect((await get(calendarPath({ eventId: dinner.id }))).statusCode).toBe(200);
    const hidden = await get(calendarPath({ eventId: ceremony.id }));
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ isErrorResponse: true, errorDescription: { en: "Not found." } });
  });

  it("keep an event's UID when it changes, with a higher SEQUENCE and a later DTSTAMP", async () => {
    const { owner, ceremony, household, get } = await weekend();
    const before = events((await get(calendarPath({ token: household.linkToken, eventId: ceremony.id }))).body)[0]!;
    t.advanceTime(60_000);
    const changed = await owner.client.put(`/api/sites/${owner.siteId}/guest-list/events/${ceremony.id}`, { name: { sv: "Vigsel" }, startsAt: "2027-06-12T15:00:00+02:00" });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = events((await get(calendarPath({ token: household.linkToken, eventId: ceremony.id }))).body)[0]!;
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.stamp > before.stamp).toBe(true);
  });

  it("are 404 for an unknown token, an unknown language, an unpublished site and on the owner's app", async () => {
    const { owner, household, get } = await weekend();
    expect((await get(calendarPath({ token: "x".repeat(household.linkToken.length) }))).statusCode).toBe(404);
    expect((await get(calendarPath({ token: household.linkToken, language: "de" }))).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: calendarPath({}), headers: { host: "localhost" } })).statusCode).toBe(404);
    await t.database.db.update(sites).set({ active: false }).where(eq(sites.id, owner.siteId));
    await t.deps.siteCache.caughtUp();
    expect((await get(calendarPath({}))).statusCode).toBe(404);
    expect((await get(calendarPath({ token: household.linkToken }))).statusCode).toBe(404);
  });

  it("on a password-protected site: the personal link lets in, the open file needs the access cookie", async () => {
    const { owner, household, get } = await weekend({ password: "hemligt123" });
    expect((await get(calendarPath({ token: household.linkToken }))).statusCode).toBe(200);
    expect((await get(calendarPath({}))).statusCode).toBe(401);
    const login = await agent(t.app).post("/api/sites/password-login/", { host: owner.host, password: "hemligt123" });
    expect(login.statusCode).toBe(200);
    const cookie = [login.headers["set-cookie"] ?? []].flat()[0]!;
    const withCookie = await get(calendarPath({}), { cookie: cookie.split(";")[0]! });
    expect(withCookie.statusCode).toBe(200);
    expect(events(withCookie.body)).toHaveLength(1);
  });

  it("are limited per IP", async () => {
    const { get } = await weekend();
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) statuses.push((await get(calendarPath({}))).statusCode);
    expect(statuses).toContain(429);
  });
});
