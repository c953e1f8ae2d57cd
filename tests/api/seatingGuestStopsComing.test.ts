import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GuestEvent, Household, HouseholdInput } from "../../src/domain/guestList/types";
import type { SeatingPlan } from "../../src/domain/seating/plan";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { householdReplies } from "../../src/server/db/schema";
import { createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const document: SiteDocumentInput = {
  language: "sv",
  availableLanguages: [{ languageCode: "sv" }],
  siteModules: [
    { id: "h", siteModuleType: "Header", title: { sv: "Märta & Åke" } },
    { id: "osa", siteModuleType: "Rsvp", title: { sv: "OSA" }, form: { formElements: [{ id: "name", formElementType: "ShortText", label: { sv: "Namn" }, required: true }] } },
  ],
};
const öberg: HouseholdInput = { name: "Familjen Öberg", mail: "oberg@example.com", language: "sv", guests: [{ name: "Åsa Öberg" }, { name: "Örjan Öberg" }] };
const ärlig: HouseholdInput = { name: "Familjen Ärlig", mail: "arlig@example.com", language: "sv", guests: [{ name: "Märta Ärlig" }] };

const postKey = async () => (await t.app.inject({ method: "GET", url: "/api/rsvps/post-key" })).json().key as string;

/** A published site with a dinner, Öberg and Ärlig invited and saying yes, all three placed at Bord 1. */
async function seatedDinner() {
  const owner = await publishedSite(t, document);
  const list = (rest: string) => `/api/sites/${owner.siteId}/guest-list${rest}`;
  const created = async <T>(response: { statusCode: number; body: string; json: () => unknown }) => {
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as T;
  };
  const dinner = await created<GuestEvent>(await owner.client.post(list("/events"), { name: { sv: "Middag" }, startsAt: "2027-06-12T18:00:00+02:00" }));
  const households = [await created<Household>(await owner.client.post(list("/households"), { ...öberg, eventIds: [dinner.id] })), await created<Household>(await owner.client.post(list("/households"), { ...ärlig, eventIds: [dinner.id] }))];
  const [berg, arlig] = households as [Household, Household];
  /** The household's own reply through its personal link: each named guest coming or not. */
  const guestReplies = async (household: Household, coming: Record<string, boolean>) => {
    const guests = household.guests.map((guest) => ({ guestId: guest.id, attending: { [dinner.id]: coming[guest.name] ?? true }, dietary: "" }));
    const response = await t.app.inject({ method: "POST", url: `/api/households/${household.linkToken}/reply`, headers: { host: owner.host }, payload: { guests, message: "", postKey: await postKey() } });
    expect(response.statusCode, response.body).toBe(200);
  };
  await guestReplies(berg, {});
  await guestReplies(arlig, {});
  const plan = `/api/sites/${owner.siteId}/seating/${dinner.id}`;
  const read = async () => {
    const response = await owner.client.get(plan);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SeatingPlan;
  };
  const withTable = (await owner.client.post(`${plan}/tables`, { name: "Bord 1", shape: "round", seats: 8, x: 500, y: 500 })).json() as SeatingPlan;
  const table = withTable.tables[0]!;
  const guestId = (name: string) => [...berg.guests, ...arlig.guests].find((guest) => guest.name === name)!.id;
  const seated = await owner.client.put(`${plan}/seats`, {
    revision: withTable.revision,
    changes: ["Åsa Öberg", "Örjan Öberg", "Märta Ärlig"].map((name, seat) => ({ guestId: guestId(name), tableId: table.id, seat })),
  });
  expect(seated.statusCode, seated.body).toBe(200);
  return { owner, list, dinner, berg, arlig, plan, read, table, guestId, guestReplies, before: seated.json() as SeatingPlan };
}

const seatOf = (plan: SeatingPlan, name: string) => plan.guests.find((guest) => guest.name === name);
const noticesOf = (plan: SeatingPlan) => plan.notices.map(({ kind, guestName, tableName }) => ({ kind, guestName, tableName }));

describe("a guest who stops coming loses their seat, with a notice to the couple", () => {
  it("frees the seat when the household's own reply says no, keeps the others, and places the guest again only when asked", async () => {
    const d = await seatedDinner();
    await d.owner.client.put(`${d.plan}/marks`, { guestIds: [d.guestId("Åsa Öberg")], role: "dam", family: true });
    const marked = await d.read();

    await d.guestReplies(d.berg, { "Åsa Öberg": false });
    const after = await d.read();
    expect(after.revision).toBe(marked.revision + 1);
    expect(seatOf(after, "Åsa Öberg")).toBeUndefined();
    expect(seatOf(after, "Örjan Öberg")).toMatchObject({ tableId: d.table.id, seat: 1 });
    expect(noticesOf(after)).toEqual([{ kind: "declined", guestName: "Åsa Öberg", tableName: "Bord 1" }]);
    const [event] = (await d.owner.client.get(`/api/sites/${d.owner.siteId}/seating`)).json().events as { coming: number; placed: number }[];
    expect(event).toMatchObject({ coming: 2, placed: 2 });

    // Her old seat is free for someone else.
    const taken = await d.owner.client.put(`${d.plan}/seats`, { revision: after.revision, changes: [{ guestId: d.guestId("Märta Ärlig"), tableId: d.table.id, seat: 0 }] });
    expect(taken.statusCode, taken.body).toBe(200);

    // Saying yes again brings her back unplaced, her marks kept.
    await d.guestReplies(d.berg, {});
    expect(seatOf(await d.read(), "Åsa Öberg")).toMatchObject({ tableId: null, seat: null, role: "dam", family: true });
  });

  it("frees the seat when the couple sets the household's answer to no", async () => {
    const d = await seatedDinner();
    const answer = { guests: d.berg.guests.map((guest) => ({ guestId: guest.id, attending: { [d.dinner.id]: guest.name !== "Örjan Öberg" }, dietary: "" })), message: "" };
    const response = await d.owner.client.put(d.list(`/households/${d.berg.id}/reply`), answer);
    expect(response.statusCode, response.body).toBe(200);
    const after = await d.read();
    expect(seatOf(after, "Örjan Öberg")).toBeUndefined();
    expect(seatOf(after, "Åsa Öberg")).toMatchObject({ tableId: d.table.id, seat: 0 });
    expect(noticesOf(after)).toEqual([{ kind: "declined", guestName: "Örjan Öberg", tableName: "Bord 1" }]);
  });

  it("frees the seats of a household taken off the event's invitations in bulk", async () => {
    const d = await seatedDinner();
    const response = await d.owner.client.post(d.list("/bulk"), { action: "uninvite", eventId: d.dinner.id, householdIds: [d.berg.id] });
    expect(response.statusCode, response.body).toBe(200);
    const after = await d.read();
    expect(after.guests.map((guest) => guest.name)).toEqual(["Märta Ärlig"]);
    expect(noticesOf(after).map((notice) => notice.guestName).sort()).toEqual(["Åsa Öberg", "Örjan Öberg"]);
    expect(after.revision).toBe(d.before.revision + 1);
  });

  it("frees the seats when a household edit drops the event, and a removed guest's seat without a notice", async () => {
    const d = await seatedDinner();
    // Märta's household keeps the dinner, but Märta is replaced by a new guest: her seat goes with her row.
    const edited = await d.owner.client.put(d.list(`/households/${d.arlig.id}`), { ...ärlig, guests: [{ name: "Ärlig Junior", child: true }], eventIds: [d.dinner.id] });
    expect(edited.statusCode, edited.body).toBe(200);
    const afterRemoval = await d.read();
    expect(seatOf(afterRemoval, "Märta Ärlig")).toBeUndefined();
    expect(afterRemoval.notices).toEqual([]);
    const free = await d.owner.client.put(`${d.plan}/seats`, { revision: afterRemoval.revision, changes: [{ guestId: d.guestId("Åsa Öberg"), tableId: d.table.id, seat: 2 }] });
    expect(free.statusCode, free.body).toBe(200);

    const dropped = await d.owner.client.put(d.list(`/households/${d.berg.id}`), { ...öberg, guests: d.berg.guests.map(({ id, name }) => ({ id, name })), eventIds: [] });
    expect(dropped.statusCode, dropped.body).toBe(200);
    const after = await d.read();
    expect(after.guests).toEqual([]);
    expect(noticesOf(after).map((notice) => notice.guestName).sort()).toEqual(["Åsa Öberg", "Örjan Öberg"]);
  });

  it("frees, at the next seating write, a seat taken while a no was being stored, so the seat is never held by a guest the plan does not show", async () => {
    const d = await seatedDinner();
    // What two transactions that did not see each other leave behind: a no stored, the seat still held.
    const reply = { guests: d.berg.guests.map((guest) => ({ guestId: guest.id, attending: { [d.dinner.id]: guest.name !== "Åsa Öberg" }, dietary: "" })), message: "" };
    await t.database.db.insert(householdReplies).values({ siteId: d.owner.siteId, householdId: d.berg.id, reply });
    const shown = await d.read();
    expect(seatOf(shown, "Åsa Öberg")).toBeUndefined();

    const taken = await d.owner.client.put(`${d.plan}/seats`, { revision: shown.revision, changes: [{ guestId: d.guestId("Märta Ärlig"), tableId: d.table.id, seat: 0 }] });
    expect(taken.statusCode, taken.body).toBe(200);
    const after = taken.json() as SeatingPlan;
    expect(seatOf(after, "Märta Ärlig")).toMatchObject({ tableId: d.table.id, seat: 0 });
    expect(noticesOf(after)).toEqual([{ kind: "declined", guestName: "Åsa Öberg", tableName: "Bord 1" }]);
  });
});
