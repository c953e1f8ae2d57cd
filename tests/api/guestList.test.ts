import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GuestEvent, Household, HouseholdInput } from "../../src/domain/guestList/types";
import { guestEvents, householdGuests, householdInvitations, households, sites } from "../../src/server/db/schema";
import { newLinkToken } from "../../src/server/features/guestList/linkTokens";
import { findHouseholdByToken } from "../../src/server/features/guestList/repository";
import { agent, createTestApp, type Agent, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const twoLanguages = { language: "sv", availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }] };
const site = () => publishedSite(t, twoLanguages);
const url = (siteId: string, rest = "") => `/api/sites/${siteId}/guest-list${rest}`;
const remove = (client: Agent, path: string) => client.request({ method: "DELETE", url: path });

const berg: HouseholdInput = {
  name: "Familjen Berg",
  mail: "berg@example.com",
  phone: "070-123 45 67",
  language: "sv",
  note: "Kusiner",
  tags: ["Släkt"],
  guests: [{ name: "Anna Berg" }, { name: "Olle Berg", child: true }],
};

async function created<T>(response: { statusCode: number; body: string; json: () => unknown }): Promise<T> {
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as T;
}
const addHousehold = async (client: Agent, siteId: string, household: HouseholdInput = berg) => created<Household>(await client.post(url(siteId, "/households"), household));
const addEvent = async (client: Agent, siteId: string, name: string) => created<GuestEvent>(await client.post(url(siteId, "/events"), { name: { sv: name } }));
const guestList = async (client: Agent, siteId: string) => (await client.get(url(siteId))).json() as { households: Household[]; events: GuestEvent[] };

const rowCount = async (table: typeof households | typeof guestEvents, siteId: string) =>
  (await t.database.db.select({ count: sql<number>`count(*)::int` }).from(table).where(eq(table.siteId, siteId)))[0]!.count;

/** Stores households straight in the database: the quick way to fill a list up to its bounds. */
async function seedHouseholds(siteId: string, count: number, guestsEach = 0, tags: (index: number) => string[] = () => []) {
  const rows = await t.database.db
    .insert(households)
    .values(Array.from({ length: count }, (_, index) => ({ siteId, name: `Hushåll ${index}`, language: "sv", tags: tags(index), linkToken: newLinkToken() })))
    .returning({ id: households.id });
  if (guestsEach > 0) {
    await t.database.db.insert(householdGuests).values(rows.flatMap(({ id }) => Array.from({ length: guestsEach }, (_, position) => ({ householdId: id, name: `Gäst ${position}`, position }))));
  }
}

describe("households", () => {
  it("creates a household with its guests, tags and events, lists households by name, and gives each an unguessable link", async () => {
    const owner = await site();
    const dinner = await addEvent(owner.client, owner.siteId, "Middag");
    const household = await addHousehold(owner.client, owner.siteId, { ...berg, eventIds: [dinner.id] });
    expect(household).toMatchObject({
      name: "Familjen Berg",
      mail: "berg@example.com",
      language: "sv",
      note: "Kusiner",
      tags: ["Släkt"],
      eventIds: [dinner.id],
      linkFirstOpenedAt: null,
      guests: [
        { name: "Anna Berg", child: false, position: 0 },
        { name: "Olle Berg", child: true, position: 1 },
      ],
    });
    expect(household.linkToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    await addHousehold(owner.client, owner.siteId, { name: "Andersson", language: "en" });

    const list = await guestList(owner.client, owner.siteId);
    expect(list.households.map((entry) => entry.name)).toEqual(["Andersson", "Familjen Berg"]);
    expect(list.households[1]).toEqual(household);
    expect(list.events).toEqual([dinner]);
  });

  it("replaces a household: guests sent with their id keep it, others are new, missing ones go", async () => {
    const owner = await site();
    const household = await addHousehold(owner.client, owner.siteId);
    const [anna] = household.guests;
    const response = await owner.client.put(url(owner.siteId, `/households/${household.id}`), {
      ...berg,
      name: "Familjen Berg-Ek",
      mail: "",
      tags: [],
      guests: [{ name: "Sara Ek" }, { id: anna!.id, name: "Anna Berg-Ek" }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json() as Household;
    expect(updated).toMatchObject({ name: "Familjen Berg-Ek", mail: null, tags: [], linkToken: household.linkToken });
    expect(updated.guests).toMatchObject([{ name: "Sara Ek", position: 0 }, { id: anna!.id, name: "Anna Berg-Ek", position: 1 }]);
    expect(await t.database.db.select().from(householdGuests).where(eq(householdGuests.householdId, household.id))).toHaveLength(2);
  });

  it("deletes a household with its guests; another site's household id is a 404 there and stays", async () => {
    const owner = await site();
    const other = await site();
    const household = await addHousehold(owner.client, owner.siteId);
    const theirs = await addHousehold(other.client, other.siteId);
    expect((await remove(owner.client, url(owner.siteId, `/households/${theirs.id}`))).statusCode).toBe(404);
    expect((await owner.client.put(url(owner.siteId, `/households/${theirs.id}`), berg)).statusCode).toBe(404);
    expect((await remove(owner.client, url(owner.siteId, "/households/not-an-id"))).statusCode).toBe(404);
    expect((await remove(owner.client, url(owner.siteId, `/households/${household.id}`))).statusCode).toBe(200);
    expect((await guestList(owner.client, owner.siteId)).households).toEqual([]);
    expect(await t.database.db.select().from(householdGuests).where(eq(householdGuests.householdId, household.id))).toEqual([]);
    expect((await guestList(other.client, other.siteId)).households).toHaveLength(1);
  });

  it("refuses a bad mail, a language the site does not offer and another site's event with a 422 naming the field, storing nothing", async () => {
    const owner = await site();
    const other = await site();
    const theirEvent = await addEvent(other.client, other.siteId, "Fest");
    for (const [payload, field] of [
      [{ ...berg, mail: "not a mail" }, "mail"],
      [{ ...berg, language: "da" }, "language"],
      [{ ...berg, eventIds: [theirEvent.id] }, "eventIds"],
      [{ ...berg, name: "  " }, "name"],
      [{ ...berg, guests: [{ name: "x".repeat(201) }] }, "guests.0.name"],
    ] as const) {
      const response = await owner.client.post(url(owner.siteId, "/households"), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json()).toMatchObject({ isErrorResponse: true, fields: [field], message: expect.any(String) });
    }
    expect(await rowCount(households, owner.siteId)).toBe(0);
  });
});

describe("bulk actions", () => {
  it("tags and invites the chosen households of the site only, and takes both back", async () => {
    const owner = await site();
    const other = await site();
    const [a, b, c] = [await addHousehold(owner.client, owner.siteId, { ...berg, name: "A" }), await addHousehold(owner.client, owner.siteId, { ...berg, name: "B" }), await addHousehold(owner.client, owner.siteId, { ...berg, name: "C" })];
    const theirs = await addHousehold(other.client, other.siteId);
    const party = await addEvent(owner.client, owner.siteId, "Fest");
    const bulk = (body: object) => owner.client.post(url(owner.siteId, "/bulk"), body);
    const ids = [a!.id, b!.id, theirs.id];

    expect((await bulk({ action: "addTag", tag: "Vänner", householdIds: ids })).json()).toEqual({ changed: 2 });
    expect((await bulk({ action: "invite", eventId: party.id, householdIds: ids })).json()).toEqual({ changed: 2 });
    let list = (await guestList(owner.client, owner.siteId)).households;
    expect(list.map((household) => [household.name, household.tags, household.eventIds])).toEqual([
      ["A", ["Släkt", "Vänner"], [party.id]],
      ["B", ["Släkt", "Vänner"], [party.id]],
      ["C", ["Släkt"], []],
    ]);
    expect((await guestList(other.client, other.siteId)).households[0]).toMatchObject({ tags: ["Släkt"], eventIds: [] });

    expect((await bulk({ action: "removeTag", tag: "Vänner", householdIds: [a!.id, c!.id] })).json()).toEqual({ changed: 1 });
    expect((await bulk({ action: "uninvite", eventId: party.id, householdIds: [b!.id] })).json()).toEqual({ changed: 1 });
    list = (await guestList(owner.client, owner.siteId)).households;
    expect(list.map((household) => [household.tags, household.eventIds])).toEqual([
      [["Släkt"], [party.id]],
      [["Släkt", "Vänner"], []],
      [["Släkt"], []],
    ]);
  });

  it("answers 404 for another site's event, and 422 for an empty or too long list", async () => {
    const owner = await site();
    const other = await site();
    const household = await addHousehold(owner.client, owner.siteId);
    const theirEvent = await addEvent(other.client, other.siteId, "Fest");
    const bulk = (body: object) => owner.client.post(url(owner.siteId, "/bulk"), body);
    expect((await bulk({ action: "invite", eventId: theirEvent.id, householdIds: [household.id] })).statusCode).toBe(404);
    expect((await bulk({ action: "addTag", tag: "x", householdIds: [] })).statusCode).toBe(422);
    expect((await bulk({ action: "addTag", tag: "x", householdIds: Array.from({ length: 1001 }, () => randomUUID()) })).statusCode).toBe(422);
    expect((await bulk({ action: "rename", householdIds: [household.id] })).statusCode).toBe(422);
    expect(await t.database.db.select().from(householdInvitations)).not.toContainEqual(expect.objectContaining({ eventId: theirEvent.id, householdId: household.id }));
  });
});

describe("events", () => {
  it("creates, changes, reorders and deletes events; deleting one takes back its invitations", async () => {
    const owner = await site();
    const ceremony = await addEvent(owner.client, owner.siteId, "Vigsel");
    const dinner = await created<GuestEvent>(
      await owner.client.post(url(owner.siteId, "/events"), { name: { sv: "Middag", en: "Dinner" }, startsAt: "2027-06-12T18:00:00+02:00", place: { sv: "Slottet" } }),
    );
    expect(dinner).toMatchObject({ name: { sv: "Middag", en: "Dinner" }, startsAt: "2027-06-12T16:00:00.000Z", place: { sv: "Slottet" }, position: 1 });
    expect(ceremony).toMatchObject({ position: 0, startsAt: null, place: null });

    const changed = await owner.client.put(url(owner.siteId, `/events/${ceremony.id}`), { name: { sv: "Vigsel", en: "Ceremony" }, place: { sv: "Kyrkan" } });
    expect(changed.json()).toMatchObject({ name: { sv: "Vigsel", en: "Ceremony" }, place: { sv: "Kyrkan" } });

    const order = (eventIds: string[]) => owner.client.put(url(owner.siteId, "/events/order"), { eventIds });
    expect((await order([dinner.id])).statusCode).toBe(422);
    expect((await order([dinner.id, dinner.id])).statusCode).toBe(422);
    expect((await order([dinner.id, ceremony.id])).json().events.map((event: GuestEvent) => event.id)).toEqual([dinner.id, ceremony.id]);

    const household = await addHousehold(owner.client, owner.siteId, { ...berg, eventIds: [ceremony.id, dinner.id] });
    expect((await remove(owner.client, url(owner.siteId, `/events/${dinner.id}`))).statusCode).toBe(200);
    const list = await guestList(owner.client, owner.siteId);
    expect(list.events.map((event) => event.id)).toEqual([ceremony.id]);
    expect(list.households.find((entry) => entry.id === household.id)!.eventIds).toEqual([ceremony.id]);
    expect((await owner.client.get(url(owner.siteId, "/events"))).json().events).toHaveLength(1);
  });

  it("refuses an event without a name, and a 21st event", async () => {
    const owner = await site();
    expect((await owner.client.post(url(owner.siteId, "/events"), { name: { sv: " " } })).statusCode).toBe(422);
    for (let index = 0; index < 20; index++) await addEvent(owner.client, owner.siteId, `Del ${index}`);
    const refused = await owner.client.post(url(owner.siteId, "/events"), { name: { sv: "En till" } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain("at most 20 events");
    expect(await rowCount(guestEvents, owner.siteId)).toBe(20);
  });
});

describe("personal links", () => {
  it("regenerates a household's link: the old token finds nothing, the new one finds the household", async () => {
    const owner = await site();
    const household = await addHousehold(owner.client, owner.siteId);
    expect((await findHouseholdByToken(t.database.db, owner.siteId, household.linkToken))?.id).toBe(household.id);
    const response = await owner.client.post(url(owner.siteId, `/households/${household.id}/link`));
    expect(response.statusCode).toBe(200);
    const { linkToken } = response.json() as { linkToken: string };
    expect(linkToken).not.toBe(household.linkToken);
    expect(await findHouseholdByToken(t.database.db, owner.siteId, household.linkToken)).toBeUndefined();
    expect((await findHouseholdByToken(t.database.db, owner.siteId, linkToken))?.name).toBe("Familjen Berg");
    expect((await guestList(owner.client, owner.siteId)).households[0]!.linkToken).toBe(linkToken);
  });

  it("never finds a household of another site by its token, nor by a malformed one", async () => {
    const a = await site();
    const b = await site();
    const householdOfB = await addHousehold(b.client, b.siteId);
    expect(await findHouseholdByToken(t.database.db, a.siteId, householdOfB.linkToken)).toBeUndefined();
    expect(await findHouseholdByToken(t.database.db, b.siteId, `${householdOfB.linkToken}x`)).toBeUndefined();
    expect(await findHouseholdByToken(t.database.db, b.siteId, "' or 1=1 --")).toBeUndefined();
  });
});

describe("deleting the guest list", () => {
  it("the owner deletes the whole list (households, guests, events); other sites' lists stay", async () => {
    const owner = await site();
    const other = await site();
    const event = await addEvent(owner.client, owner.siteId, "Fest");
    await addHousehold(owner.client, owner.siteId, { ...berg, eventIds: [event.id] });
    await addHousehold(other.client, other.siteId);
    expect((await remove(owner.client, url(owner.siteId))).json()).toEqual({ deleted: true });
    expect(await guestList(owner.client, owner.siteId)).toEqual({ households: [], events: [] });
    expect((await guestList(other.client, other.siteId)).households).toHaveLength(1);
  });

  it("deleting the site deletes its guest list", async () => {
    const owner = await site();
    const event = await addEvent(owner.client, owner.siteId, "Fest");
    const household = await addHousehold(owner.client, owner.siteId, { ...berg, eventIds: [event.id] });
    await t.database.db.delete(sites).where(eq(sites.id, owner.siteId));
    expect(await rowCount(households, owner.siteId)).toBe(0);
    expect(await rowCount(guestEvents, owner.siteId)).toBe(0);
    expect(await t.database.db.select().from(householdGuests).where(eq(householdGuests.householdId, household.id))).toEqual([]);
    expect(await t.database.db.select().from(householdInvitations).where(eq(householdInvitations.householdId, household.id))).toEqual([]);
  });
});

describe("bounds", () => {
  it("refuses the 1,001st household and stores nothing of it", async () => {
    const owner = await site();
    await seedHouseholds(owner.siteId, 1000);
    const refused = await owner.client.post(url(owner.siteId, "/households"), berg);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain("at most 1000 households");
    expect(await rowCount(households, owner.siteId)).toBe(1000);
  });

  it("lets only one of two households sent at once take the last place", async () => {
    const owner = await site();
    await seedHouseholds(owner.siteId, 999);
    const answers = await Promise.all([owner.client.post(url(owner.siteId, "/households"), berg), owner.client.post(url(owner.siteId, "/households"), berg)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(await rowCount(households, owner.siteId)).toBe(1000);
  });

  it("refuses guests past 3,000 and a 51st tag, also when replacing a household", async () => {
    const owner = await site();
    await seedHouseholds(owner.siteId, 100, 30, (index) => (index < 50 ? [`Grupp ${index}`] : []));
    const overGuests = await owner.client.post(url(owner.siteId, "/households"), { name: "En till", language: "sv", guests: [{ name: "Gäst" }] });
    expect(overGuests.json()).toMatchObject({ fields: ["guests"] });
    const overTags = await owner.client.post(url(owner.siteId, "/households"), { name: "En till", language: "sv", tags: ["Ny grupp"] });
    expect(overTags.json()).toMatchObject({ fields: ["tags"] });
    const bulkTag = await owner.client.post(url(owner.siteId, "/bulk"), { action: "addTag", tag: "Ny grupp", householdIds: [(await guestList(owner.client, owner.siteId)).households[0]!.id] });
    expect(bulkTag.statusCode).toBe(422);
    expect(await rowCount(households, owner.siteId)).toBe(100);

    const [first] = (await guestList(owner.client, owner.siteId)).households;
    const replaced = await owner.client.put(url(owner.siteId, `/households/${first!.id}`), { name: first!.name, language: "sv", tags: first!.tags, guests: first!.guests });
    expect(replaced.statusCode, replaced.body).toBe(200);
  });
});

describe("who may use the guest list", () => {
  const routes: [route: string, method: string, path: (ids: { householdId: string; eventId: string }) => string, body?: object][] = [
    ["GET /guest-list", "GET", () => ""],
    ["DELETE /guest-list", "DELETE", () => ""],
    ["POST /households", "POST", () => "/households", berg],
    ["PUT /households/{id}", "PUT", ({ householdId }) => `/households/${householdId}`, berg],
    ["DELETE /households/{id}", "DELETE", ({ householdId }) => `/households/${householdId}`],
    ["POST /households/{id}/link", "POST", ({ householdId }) => `/households/${householdId}/link`],
    ["GET /households/{id}/qr", "GET", ({ householdId }) => `/households/${householdId}/qr`],
    ["POST /bulk", "POST", () => "/bulk", { action: "addTag", tag: "x", householdIds: [randomUUID()] }],
    ["GET /events", "GET", () => "/events"],
    ["POST /events", "POST", () => "/events", { name: { sv: "Fest" } }],
    ["PUT /events/order", "PUT", () => "/events/order", { eventIds: [] }],
    ["PUT /events/{id}", "PUT", ({ eventId }) => `/events/${eventId}`, { name: { sv: "Fest" } }],
    ["DELETE /events/{id}", "DELETE", ({ eventId }) => `/events/${eventId}`],
  ];

  it.each(routes)("%s answers 401 logged out and 403 to another account, changing nothing", async (_route, method, path, body) => {
    const owner = await site();
    const stranger = await site();
    const event = await addEvent(owner.client, owner.siteId, "Fest");
    const household = await addHousehold(owner.client, owner.siteId, { ...berg, eventIds: [event.id] });
    const before = await guestList(owner.client, owner.siteId);
    const target = url(owner.siteId, path({ householdId: household.id, eventId: event.id }));

    const loggedOut = await agent(t.app).request({ method: method as "GET", url: target, payload: body });
    expect(loggedOut.statusCode).toBe(401);
    const refused = await stranger.client.request({ method: method as "GET", url: target, payload: body });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Du har inte behörighet till det här." } });
    expect(await guestList(owner.client, owner.siteId)).toEqual(before);
  });
});

describe("rate limit", () => {
  it("refuses an account's guest-list writes past 120 a minute with a 429, and lets them in again a minute later", async () => {
    const owner = await site();
    const household = await addHousehold(owner.client, owner.siteId);
    const link = () => owner.client.post(url(owner.siteId, `/households/${household.id}/link`));
    for (let index = 1; index < 120; index++) expect((await link()).statusCode).toBe(200);
    const refused = await link();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ isErrorResponse: true, message: expect.stringContaining("try again") });
    expect((await owner.client.get(url(owner.siteId))).statusCode).toBe(200);
    t.advanceTime(60_000);
    expect((await link()).statusCode).toBe(200);
  });
});
