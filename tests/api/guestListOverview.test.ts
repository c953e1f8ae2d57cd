import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GuestListOverview, HouseholdReplyEntry } from "../../src/domain/guestList/overview";
import type { HouseholdReply } from "../../src/domain/guestList/reply";
import type { GuestEvent, Household, HouseholdInput } from "../../src/domain/guestList/types";
import type { AnswerEntry } from "../../src/domain/answers";
import { householdReplies, households, rsvpAnswers } from "../../src/server/db/schema";
import { guestListSheet, householdShown } from "../../src/web/answers/guestList/guestView";
import { GUEST_VIEW_TEXTS } from "../../src/web/answers/guestList/texts";
import { agent, createTestApp, type Agent, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const site = () => publishedSite(t, { language: "sv", availableLanguages: [{ languageCode: "sv" }] });
const overviewUrl = (siteId: string) => `/api/sites/${siteId}/guest-list/overview`;
const matchUrl = (siteId: string, group: string) => `/api/rsvps/${siteId}/v4/groups/${encodeURIComponent(group)}/household`;

async function addHousehold(client: Agent, siteId: string, household: HouseholdInput): Promise<Household> {
  const response = await client.post(`/api/sites/${siteId}/guest-list/households`, household);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Household;
}
async function addEvent(client: Agent, siteId: string, name: string): Promise<GuestEvent> {
  const response = await client.post(`/api/sites/${siteId}/guest-list/events`, { name: { sv: name } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as GuestEvent;
}
async function overview(client: Agent, siteId: string): Promise<GuestListOverview> {
  const response = await client.get(overviewUrl(siteId));
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["cache-control"]).toBe("private, no-store");
  return response.json() as GuestListOverview;
}

/** Stores a household's reply as the guest side does: a whole send, at a time of its own. */
async function reply(siteId: string, household: Household, answers: [attending: Record<string, boolean>, dietary?: string][], at: Date, message = "") {
  const value: HouseholdReply = { guests: answers.map(([attending, dietary = ""], index) => ({ guestId: household.guests[index]!.id, attending, dietary })), message };
  await t.database.db.insert(householdReplies).values({ siteId, householdId: household.id, reply: value, createdAt: at });
}

/** An open-form send of the public RSVP, one row per guest. */
async function openSend(siteId: string, names: string[]) {
  const groupIdentifier = randomUUID();
  const name = { id: "name", formElementType: "ShortText", label: { sv: "Namn" }, required: true, options: [], showConditions: [] };
  await t.database.db.insert(rsvpAnswers).values(
    names.map((value, guestIndex) => ({ siteId, formId: "rsvp-1", formTitle: "OSA", language: "sv", groupIdentifier, guestIndex, formElements: [{ formElement: name, value, selectedOption: null }] })),
  );
  return groupIdentifier;
}

/** Two events; Berg answered and changed its answer, Ek answered no, Lind has not answered, Holm only to the dinner. */
async function mixedList() {
  const owner = await site();
  const ceremony = await addEvent(owner.client, owner.siteId, "Vigsel");
  const dinner = await addEvent(owner.client, owner.siteId, "Middag");
  const both = [ceremony.id, dinner.id];
  const berg = await addHousehold(owner.client, owner.siteId, { name: "Familjen Berg", language: "sv", eventIds: both, guests: [{ name: "Anna Berg" }, { name: "Olle Berg", child: true }] });
  const ek = await addHousehold(owner.client, owner.siteId, { name: "Ek", language: "sv", eventIds: both, guests: [{ name: "Per Ek" }] });
  const lind = await addHousehold(owner.client, owner.siteId, { name: "Lind", language: "sv", eventIds: both, guests: [{ name: "Ada Lind" }, { name: "Bo Lind" }] });
  const holm = await addHousehold(owner.client, owner.siteId, { name: "Holm", language: "sv", eventIds: [dinner.id], guests: [{ name: "Eva Holm" }] });
  await reply(owner.siteId, berg, [[{ [ceremony.id]: true, [dinner.id]: true }], [{ [ceremony.id]: true, [dinner.id]: true }]], new Date("2026-05-01T10:00:00Z"));
  // The change: Olle cannot come to the dinner, and Anna is vegetarian.
  await reply(owner.siteId, berg, [[{ [ceremony.id]: true, [dinner.id]: true }, "Vegetarisk"], [{ [ceremony.id]: true, [dinner.id]: false }, "Nötter"]], new Date("2026-05-03T08:30:00Z"), "Vi längtar!");
  await reply(owner.siteId, ek, [[{ [ceremony.id]: false, [dinner.id]: false }, "Glutenfritt"]], new Date("2026-05-02T12:00:00Z"));
  await reply(owner.siteId, holm, [[{ [dinner.id]: true }, "Laktosfritt"]], new Date("2026-05-04T18:00:00Z"));
  await t.database.db.update(households).set({ linkFirstOpenedAt: new Date("2026-04-30T09:00:00Z"), remindersStoppedAt: new Date("2026-05-05T09:00:00Z") }).where(eq(households.id, lind.id));
  return { owner, ceremony, dinner, berg, ek, lind, holm };
}

describe("who is coming", () => {
  it("counts each event's guests and households as coming, not coming and not answered by the latest reply", async () => {
    const { owner, ceremony, dinner } = await mixedList();
    const { events } = await overview(owner.client, owner.siteId);
    expect(events).toEqual([
      { id: ceremony.id, name: { sv: "Vigsel" }, guests: { coming: 2, notComing: 1, notAnswered: 2 }, households: { coming: 1, notComing: 1, notAnswered: 1 } },
      { id: dinner.id, name: { sv: "Middag" }, guests: { coming: 2, notComing: 2, notAnswered: 2 }, households: { coming: 2, notComing: 1, notAnswered: 1 } },
    ]);
  });

  it("shows per household its guests' answers, invitations, link, answered and changed times and stopped reminders", async () => {
    const { owner, ceremony, dinner, berg, lind, holm } = await mixedList();
    const { households: list } = await overview(owner.client, owner.siteId);
    expect(list.map((household) => household.name)).toEqual(["Ek", "Familjen Berg", "Holm", "Lind"]);
    const byName = (name: string) => list.find((household) => household.name === name)!;
    expect(byName("Familjen Berg")).toEqual({
      id: berg.id,
      name: "Familjen Berg",
      address: null,
      tags: [],
      eventIds: [ceremony.id, dinner.id],
      link: `http://${owner.host}:3000/inbjudan/${berg.linkToken}`,
      linkFirstOpenedAt: null,
      status: "changed",
      answeredAt: "2026-05-01T10:00:00.000Z",
      changedAt: "2026-05-03T08:30:00.000Z",
      replies: 2,
      message: "Vi längtar!",
      remindersStoppedAt: null,
      openAnswers: [],
      guests: [
        { id: berg.guests[0]!.id, name: "Anna Berg", child: false, attending: { [ceremony.id]: true, [dinner.id]: true }, dietary: "Vegetarisk" },
        { id: berg.guests[1]!.id, name: "Olle Berg", child: true, attending: { [ceremony.id]: true, [dinner.id]: false }, dietary: "Nötter" },
      ],
    });
    expect(byName("Lind")).toMatchObject({ id: lind.id, status: "notAnswered", answeredAt: null, changedAt: null, replies: 0, linkFirstOpenedAt: "2026-04-30T09:00:00.000Z", remindersStoppedAt: "2026-05-05T09:00:00.000Z" });
    expect(byName("Lind").guests.map((guest) => guest.attending)).toEqual([
      { [ceremony.id]: null, [dinner.id]: null },
      { [ceremony.id]: null, [dinner.id]: null },
    ]);
    expect(byName("Holm")).toMatchObject({ id: holm.id, status: "answered", eventIds: [dinner.id], changedAt: null });
  });

  it("collects the dietary notes of those coming, with the events they come to, for the caterer", async () => {
    const { owner, ceremony, dinner } = await mixedList();
    const { dietary } = await overview(owner.client, owner.siteId);
    // Per Ek's note is left out: he comes to nothing.
    expect(dietary.map(({ guestName, householdName, dietary: note, eventIds }) => ({ guestName, householdName, note, eventIds }))).toEqual([
      { guestName: "Anna Berg", householdName: "Familjen Berg", note: "Vegetarisk", eventIds: [ceremony.id, dinner.id] },
      { guestName: "Olle Berg", householdName: "Familjen Berg", note: "Nötter", eventIds: [ceremony.id] },
      { guestName: "Eva Holm", householdName: "Holm", note: "Laktosfritt", eventIds: [dinner.id] },
    ]);
  });

  it("filters households as the owner's filters do: not answered, coming, not coming, children, dietary notes and search", async () => {
    const { owner } = await mixedList();
    const { households: list } = await overview(owner.client, owner.siteId);
    const names = (filter: Parameters<typeof householdShown>[1], search = "") => list.filter((household) => householdShown(household, filter, search)).map((household) => household.name);
    expect(names("all")).toEqual(["Ek", "Familjen Berg", "Holm", "Lind"]);
    expect(names("notAnswered")).toEqual(["Lind"]);
    expect(names("coming")).toEqual(["Familjen Berg", "Holm"]);
    expect(names("notComing")).toEqual(["Ek", "Familjen Berg"]);
    expect(names("children")).toEqual(["Familjen Berg"]);
    expect(names("dietary")).toEqual(["Ek", "Familjen Berg", "Holm"]);
    expect(names("all", "olle")).toEqual(["Familjen Berg"]);
    expect(names("coming", "ek")).toEqual([]);
  });

  it("counts the whole day when the site has no events, and an empty list for a site without a guest list", async () => {
    const owner = await site();
    expect(await overview(owner.client, owner.siteId)).toEqual({ events: [{ id: "day", name: null, guests: { coming: 0, notComing: 0, notAnswered: 0 }, households: { coming: 0, notComing: 0, notAnswered: 0 } }], households: [], dietary: [] });
    const ek = await addHousehold(owner.client, owner.siteId, { name: "Ek", language: "sv", guests: [{ name: "Per Ek" }, { name: "Siv Ek" }] });
    await reply(owner.siteId, ek, [[{ day: true }], [{ day: false }]], new Date("2026-05-02T12:00:00Z"));
    const { events, households: list } = await overview(owner.client, owner.siteId);
    expect(events).toEqual([{ id: "day", name: null, guests: { coming: 1, notComing: 1, notAnswered: 0 }, households: { coming: 1, notComing: 0, notAnswered: 0 } }]);
    expect(list[0]!.eventIds).toEqual(["day"]);
  });

  it("lists a household's replies with their times, newest first, as its history of changes", async () => {
    const { owner, berg, ek } = await mixedList();
    const response = await owner.client.get(`/api/sites/${owner.siteId}/guest-list/households/${berg.id}/reply`);
    expect(response.statusCode).toBe(200);
    const { replies } = response.json() as { replies: HouseholdReplyEntry[] };
    expect(replies.map((entry) => [entry.createdAt, entry.reply.message, entry.reply.guests[0]!.dietary])).toEqual([
      ["2026-05-03T08:30:00.000Z", "Vi längtar!", "Vegetarisk"],
      ["2026-05-01T10:00:00.000Z", "", ""],
    ]);
    const other = await mixedList();
    expect((await other.owner.client.get(`/api/sites/${other.owner.siteId}/guest-list/households/${ek.id}/reply`)).statusCode).toBe(404);
    expect((await owner.client.get(`/api/sites/${owner.siteId}/guest-list/households/not-an-id/reply`)).statusCode).toBe(404);
  });
});

describe("matching open-form answers to a household", () => {
  it("matches all guests of a send to the site's household, shows it in both lists, and takes it back", async () => {
    const { owner, lind } = await mixedList();
    const group = await openSend(owner.siteId, ["Ada Lind", "Bo Lind"]);
    const matched = await owner.client.put(matchUrl(owner.siteId, group), { householdId: lind.id });
    expect(matched.statusCode, matched.body).toBe(200);
    expect(matched.json()).toEqual({ householdId: lind.id, answers: 2 });

    const household = (await overview(owner.client, owner.siteId)).households.find((each) => each.id === lind.id)!;
    expect(household).toMatchObject({ status: "openForm", openAnswers: [{ groupIdentifier: group, guests: 2, createdAt: expect.any(String) }] });
    const open = (await owner.client.get(`/api/rsvps/${owner.siteId}/v4`)).json() as { data: AnswerEntry[] };
    expect(open.data.map((entry) => entry.householdId)).toEqual([lind.id, lind.id]);

    expect((await owner.client.put(matchUrl(owner.siteId, group), { householdId: null })).statusCode).toBe(200);
    expect((await overview(owner.client, owner.siteId)).households.find((each) => each.id === lind.id)).toMatchObject({ status: "notAnswered", openAnswers: [] });
    expect(((await owner.client.get(`/api/rsvps/${owner.siteId}/v4`)).json() as { data: AnswerEntry[] }).data[0]).not.toHaveProperty("householdId");
  });

  it("refuses another site's household and another site's send with a 404, changing nothing", async () => {
    const { owner } = await mixedList();
    const other = await mixedList();
    const group = await openSend(owner.siteId, ["Ada Lind"]);
    const theirs = await owner.client.put(matchUrl(owner.siteId, group), { householdId: other.lind.id });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ isErrorResponse: true });
    // The other owner cannot match this site's send to their own household through their site either.
    expect((await other.owner.client.put(matchUrl(other.owner.siteId, group), { householdId: other.lind.id })).statusCode).toBe(404);
    expect((await owner.client.put(matchUrl(owner.siteId, group), { householdId: "not-an-id" })).statusCode).toBe(422);
    expect((await t.database.db.select({ householdId: rsvpAnswers.householdId }).from(rsvpAnswers).where(eq(rsvpAnswers.groupIdentifier, group)))[0]!.householdId).toBeNull();
  });
});

describe("the Excel export's guest-list sheet", () => {
  it("has one row per guest: household, guest, child, each event's answer, dietary note, status, postal address and link", async () => {
    const { owner, berg } = await mixedList();
    const stored = await owner.client.put(`/api/sites/${owner.siteId}/guest-list/households/${berg.id}`, {
      ...berg,
      address: "Storgatan 1\n111 22 Stockholm",
      guests: berg.guests.map(({ id, name, child }) => ({ id, name, child })),
    });
    expect(stored.statusCode, stored.body).toBe(200);
    expect((stored.json() as Household).address).toBe("Storgatan 1\n111 22 Stockholm");
    const sheet = guestListSheet(await overview(owner.client, owner.siteId), "sv", GUEST_VIEW_TEXTS.sv);
    expect(sheet.header).toEqual(["Hushåll", "Gäst", "Barn", "Vigsel", "Middag", "Specialkost", "Status", "Postadress", "Länk"]);
    const link = `http://${owner.host}:3000/inbjudan/${berg.linkToken}`;
    const address = "Storgatan 1\n111 22 Stockholm";
    expect(sheet.rows).toEqual([
      ["Ek", "Per Ek", "", "Kommer inte", "Kommer inte", "Glutenfritt", "Svarat 2026-05-02 14:00", "", expect.stringContaining("/inbjudan/")],
      ["Familjen Berg", "Anna Berg", "", "Kommer", "Kommer", "Vegetarisk", "Ändrat 2026-05-03 10:30", address, link],
      ["Familjen Berg", "Olle Berg", "Ja", "Kommer", "Kommer inte", "Nötter", "Ändrat 2026-05-03 10:30", address, link],
      ["Holm", "Eva Holm", "", "", "Kommer", "Laktosfritt", "Svarat 2026-05-04 20:00", "", expect.stringContaining("/inbjudan/")],
      ["Lind", "Ada Lind", "", "Ej svarat", "Ej svarat", "", "Ej svarat", "", expect.stringContaining("/inbjudan/")],
      ["Lind", "Bo Lind", "", "Ej svarat", "Ej svarat", "", "Ej svarat", "", expect.stringContaining("/inbjudan/")],
    ]);
  });
});

describe("who may read who is coming", () => {
  const routes: [route: string, method: "GET" | "PUT", path: (ids: { siteId: string; householdId: string; group: string }) => string, body?: object][] = [
    ["GET /guest-list/overview", "GET", ({ siteId }) => overviewUrl(siteId)],
    ["GET /guest-list/households/{id}/reply", "GET", ({ siteId, householdId }) => `/api/sites/${siteId}/guest-list/households/${householdId}/reply`],
    ["PUT /rsvps/{siteId}/v4/groups/{group}/household", "PUT", ({ siteId, group }) => matchUrl(siteId, group), { householdId: null }],
  ];

  it.each(routes)("%s answers 401 logged out and 403 to another account, changing nothing", async (_route, method, path, body) => {
    const { owner, lind } = await mixedList();
    const stranger = await site();
    const group = await openSend(owner.siteId, ["Ada Lind"]);
    await owner.client.put(matchUrl(owner.siteId, group), { householdId: lind.id });
    const target = path({ siteId: owner.siteId, householdId: lind.id, group });
    const before = await overview(owner.client, owner.siteId);
    expect((await agent(t.app).request({ method, url: target, payload: body })).statusCode).toBe(401);
    const refused = await stranger.client.request({ method, url: target, payload: body });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Du har inte behörighet till det här." } });
    expect(await overview(owner.client, owner.siteId)).toEqual(before);
  });
});
