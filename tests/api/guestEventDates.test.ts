import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GuestEvent } from "../../src/domain/guestList/types";
import { guestEvents, sites } from "../../src/server/db/schema";
import { createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = (siteId: string, rest = "") => `/api/sites/${siteId}/guest-list/events${rest}`;
const storedEvents = async (siteId: string) => t.database.db.select().from(guestEvents).where(eq(guestEvents.siteId, siteId));
const YEAR = 365.25 * 24 * 3_600_000;

/** A published site whose publication ends at midnight, Swedish time, going into 1 July 2027. */
async function siteEndingJuly2027() {
  const owner = await publishedSite(t, { language: "sv" });
  await t.database.db.update(sites).set({ activeExpireDate: new Date("2027-06-30T22:00:00Z") }).where(eq(sites.id, owner.siteId));
  return owner;
}

describe("an event's dates within the site's range", () => {
  it("takes an event that starts and ends while the site is published", async () => {
    const owner = await siteEndingJuly2027();
    const response = await owner.client.post(url(owner.siteId), { name: { sv: "Middag" }, startsAt: "2027-06-30T18:00:00+02:00", endsAt: "2027-06-30T23:30:00+02:00" });
    expect(response.statusCode, response.body).toBe(201);
  });

  it("refuses an event that starts after the publication ends, naming startsAt and the date, and stores nothing", async () => {
    const owner = await siteEndingJuly2027();
    const response = await owner.client.post(url(owner.siteId), { name: { sv: "Middag" }, startsAt: "2027-07-01T18:00:00+02:00" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ isErrorResponse: true, fields: ["startsAt"] });
    expect(response.json().message).toContain("2027-06-30");
    expect(await storedEvents(owner.siteId)).toEqual([]);
  });

  it("refuses an event that ends after the publication ends, naming endsAt, and keeps the stored event as it was", async () => {
    const owner = await siteEndingJuly2027();
    const stored = (await owner.client.post(url(owner.siteId), { name: { sv: "Middag" }, startsAt: "2027-06-30T18:00:00+02:00" })).json() as GuestEvent;
    const response = await owner.client.put(url(owner.siteId, `/${stored.id}`), { name: { sv: "Fest" }, startsAt: "2027-06-30T18:00:00+02:00", endsAt: "2027-07-01T02:00:00+02:00" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ fields: ["endsAt"] });
    expect(response.json().message).toContain("2027-06-30");
    const [row] = await storedEvents(owner.siteId);
    expect(row).toMatchObject({ name: { sv: "Middag" }, endsAt: null });
  });

  it("takes any date within five years on a site without a publication end", async () => {
    const owner = await publishedSite(t, { language: "sv" });
    const response = await owner.client.post(url(owner.siteId), { name: { sv: "Jubileum" }, startsAt: new Date(Date.now() + 4.9 * YEAR).toISOString() });
    expect(response.statusCode, response.body).toBe(201);
  });

  it("refuses an event starting more than five years ahead, naming startsAt, and stores nothing", async () => {
    const owner = await publishedSite(t, { language: "sv" });
    const response = await owner.client.post(url(owner.siteId), { name: { sv: "Jubileum" }, startsAt: new Date(Date.now() + 5.1 * YEAR).toISOString() });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ fields: ["startsAt"] });
    expect(response.json().message).toContain("5 years");
    expect((await t.database.db.select({ count: sql<number>`count(*)::int` }).from(guestEvents).where(eq(guestEvents.siteId, owner.siteId)))[0]!.count).toBe(0);
  });

  it("refuses an event ending more than five years ahead, naming endsAt", async () => {
    const owner = await publishedSite(t, { language: "sv" });
    const start = Date.now() + 4.99 * YEAR;
    const response = await owner.client.post(url(owner.siteId), { name: { sv: "Jubileum" }, startsAt: new Date(start).toISOString(), endsAt: new Date(start + 6 * 24 * 3_600_000).toISOString() });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ fields: ["endsAt"] });
    expect(await storedEvents(owner.siteId)).toEqual([]);
  });
});
