import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_TEXTS, type ErrorResponse } from "../../src/domain/errors";
import { SEATING_TABLES_PER_PLAN, SEATING_WRITES_PER_MINUTE, TABLE_NAME_MAX } from "../../src/domain/seating/limits";
import type { SeatingEvent, SeatingPlan } from "../../src/domain/seating/plan";
import { DEFAULT_SEATING_RULES, type TableInput } from "../../src/domain/seating/types";
import { seatingPlans, seatingTables } from "../../src/server/db/schema";
import { createTestApp, registerOwner, type Agent, type TestApp } from "../support/app";
import { seedEvent, seedHouseholds, type SeededHousehold } from "../support/seating";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const seating = (siteId: string, rest = "") => `/api/sites/${siteId}/seating${rest}`;
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const call = (client: Agent, method: Method, url: string, payload?: unknown) => client.request({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

async function planOf(response: { statusCode: number; body: string; json: () => unknown }, status = 200): Promise<SeatingPlan> {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as SeatingPlan;
}

const round = (name: string, seats = 8, x = 400): TableInput => ({ name, shape: "round", seats, x, y: 300 });

/** An owner's site with a dinner: Öberg (Åsa, Erik), Ärlig (Märta, Åke, little Lo) coming, Nej not coming. */
async function dinner() {
  const owner = await registerOwner(t.app);
  const eventId = await seedEvent(t.database.db, owner.siteId, "Middag");
  const [öberg, ärlig, nej] = (await seedHouseholds(t.database.db, owner.siteId, [eventId], [
    { name: "Öberg", guests: [{ name: "Åsa Öberg", dietary: "Vegan" }, { name: "Erik Öberg" }] },
    { name: "Ärlig", guests: [{ name: "Märta Ärlig" }, { name: "Åke Ärlig" }, { name: "Lo Ärlig", child: true }] },
    { name: "Nej", guests: [{ name: "Nils Nej", coming: false }] },
  ])) as [SeededHousehold, SeededHousehold, SeededHousehold];
  const guest = (name: string) => [...öberg.guests, ...ärlig.guests, ...nej.guests].find((candidate) => candidate.name === name)!.id;
  const plan = (rest = "") => seating(owner.siteId, `/${eventId}${rest}`);
  const read = async () => planOf(await call(owner.client, "GET", plan()));
  return { owner, eventId, guest, plan, read };
}

/** A dinner with two tables, Åsa on Bord 1 seat 0 and Erik on Bord 1 seat 1. */
async function seatedDinner() {
  const d = await dinner();
  await planOf(await call(d.owner.client, "POST", d.plan("/tables"), round("Bord 1", 8, 300)), 201);
  const withTables = await planOf(await call(d.owner.client, "POST", d.plan("/tables"), round("Bord 2", 4, 900)), 201);
  const [one, two] = withTables.tables as [SeatingPlan["tables"][number], SeatingPlan["tables"][number]];
  const seated = await planOf(
    await call(d.owner.client, "PUT", d.plan("/seats"), {
      revision: withTables.revision,
      changes: [
        { guestId: d.guest("Åsa Öberg"), tableId: one.id, seat: 0 },
        { guestId: d.guest("Erik Öberg"), tableId: one.id, seat: 1 },
      ],
    }),
  );
  return { ...d, one, two, seated };
}

const seatOf = (plan: SeatingPlan, guestId: string) => {
  const guest = plan.guests.find((candidate) => candidate.id === guestId)!;
  return { tableId: guest.tableId, seat: guest.seat };
};

function expectRefused(response: { statusCode: number; body: string; json: () => unknown }, status: number, field: string): ErrorResponse {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as ErrorResponse;
  expect(body.isErrorResponse).toBe(true);
  expect(body.fields).toContain(field);
  return body;
}

describe("the seating plan's owner API", () => {
  it("reads a plan not made yet as the defaults with every coming guest unplaced, and lists the events with their counts", async () => {
    const d = await dinner();
    const plan = await d.read();
    expect(plan).toMatchObject({ eventId: d.eventId, revision: 0, tables: [], rules: DEFAULT_SEATING_RULES, openSearch: false, notices: [] });
    expect(plan.guests.map((guest) => guest.name)).toEqual(["Märta Ärlig", "Åke Ärlig", "Lo Ärlig", "Åsa Öberg", "Erik Öberg"]);
    expect(plan.guests.find((guest) => guest.name === "Lo Ärlig")).toMatchObject({ child: true, tableId: null, seat: null });
    expect(plan.guests.find((guest) => guest.name === "Åsa Öberg")).toMatchObject({ dietary: "Vegan" });
    // Reading makes no plan.
    expect(await t.database.db.select().from(seatingPlans).where(eq(seatingPlans.eventId, d.eventId))).toEqual([]);

    const events = await call(d.owner.client, "GET", seating(d.owner.siteId));
    expect(events.statusCode).toBe(200);
    expect((events.json() as { events: SeatingEvent[] }).events).toEqual([{ id: d.eventId, name: { sv: "Middag" }, startsAt: null, isPublic: false, coming: 5, placed: 0 }]);
  });

  it("makes the plan on the first write, adds, changes and deletes tables, and counts a revision for each write", async () => {
    const d = await dinner();
    const created = await planOf(await call(d.owner.client, "POST", d.plan("/tables"), { ...round("Brudbordet", 6), shape: "head", rotation: 90, nearSpeakers: true }), 201);
    expect(created.revision).toBe(1);
    expect(created.tables).toEqual([{ id: expect.any(String), name: "Brudbordet", shape: "head", seats: 6, x: 400, y: 300, rotation: 90, nearExit: false, nearSpeakers: true, position: 0 }]);
    const second = await planOf(await call(d.owner.client, "POST", d.plan("/tables"), round("Bord 2")), 201);
    expect(second.revision).toBe(2);
    expect(second.tables.map((table) => [table.name, table.position])).toEqual([["Brudbordet", 0], ["Bord 2", 1]]);

    const head = second.tables[0]!;
    // A change names only what changes; the rest (rotation, speakers) is kept.
    const moved = await planOf(await call(d.owner.client, "PATCH", d.plan(`/tables/${head.id}`), { x: 1000, name: "Brudparets bord" }));
    expect(moved.revision).toBe(3);
    expect(moved.tables[0]).toEqual({ ...head, x: 1000, name: "Brudparets bord" });

    const deleted = await planOf(await call(d.owner.client, "DELETE", d.plan(`/tables/${head.id}`)));
    expect(deleted.revision).toBe(4);
    expect(deleted.tables.map((table) => table.name)).toEqual(["Bord 2"]);
    expect(deleted.notices).toEqual([]);
    expect(await d.read()).toEqual(deleted);
  });

  it("moves guests, swaps two in one call and takes a guest off the plan", async () => {
    const d = await seatedDinner();
    const [åsa, erik, märta] = [d.guest("Åsa Öberg"), d.guest("Erik Öberg"), d.guest("Märta Ärlig")];
    expect(seatOf(d.seated, åsa)).toEqual({ tableId: d.one.id, seat: 0 });
    expect(seatOf(d.seated, erik)).toEqual({ tableId: d.one.id, seat: 1 });

    const swapped = await planOf(
      await call(d.owner.client, "PUT", d.plan("/seats"), {
        revision: d.seated.revision,
        changes: [
          { guestId: åsa, tableId: d.one.id, seat: 1 },
          { guestId: erik, tableId: d.one.id, seat: 0 },
        ],
      }),
    );
    expect(swapped.revision).toBe(d.seated.revision + 1);
    expect(seatOf(swapped, åsa)).toEqual({ tableId: d.one.id, seat: 1 });
    expect(seatOf(swapped, erik)).toEqual({ tableId: d.one.id, seat: 0 });

    // Märta onto the last seat of Bord 2, Erik off the plan.
    const moved = await planOf(
      await call(d.owner.client, "PUT", d.plan("/seats"), {
        revision: swapped.revision,
        changes: [
          { guestId: märta, tableId: d.two.id, seat: 3 },
          { guestId: erik, tableId: null, seat: null },
        ],
      }),
    );
    expect(seatOf(moved, märta)).toEqual({ tableId: d.two.id, seat: 3 });
    expect(seatOf(moved, erik)).toEqual({ tableId: null, seat: null });
    expect(await d.read()).toEqual(moved);
    const [event] = (await call(d.owner.client, "GET", seating(d.owner.siteId))).json().events as SeatingEvent[];
    expect(event).toMatchObject({ coming: 5, placed: 2 });
  });

  it("refuses a seat another tab took meanwhile with a 409 and the plan as it is now, and changes nothing", async () => {
    const d = await seatedDinner();
    const [åsa, märta, åke] = [d.guest("Åsa Öberg"), d.guest("Märta Ärlig"), d.guest("Åke Ärlig")];
    const drawn = d.seated.revision;
    // The first tab puts Märta on Bord 2 seat 0.
    const first = await planOf(await call(d.owner.client, "PUT", d.plan("/seats"), { revision: drawn, changes: [{ guestId: märta, tableId: d.two.id, seat: 0 }] }));
    // The second tab, still drawing the older plan, moves Åke there and Åsa to Bord 2 seat 1.
    const second = await call(d.owner.client, "PUT", d.plan("/seats"), {
      revision: drawn,
      changes: [
        { guestId: åsa, tableId: d.two.id, seat: 1 },
        { guestId: åke, tableId: d.two.id, seat: 0 },
      ],
    });
    const refusal = expectRefused(second, 409, "changes.1.seat");
    expect(refusal.errorDescription).toEqual(ERROR_TEXTS.seatingChangedMeanwhile);
    expect(refusal.message).toContain("Märta Ärlig");
    expect(refusal.seatingPlan).toEqual(first);
    // Nothing of the refused call is stored: Åsa still on Bord 1.
    expect(await d.read()).toEqual(first);
    // A change from the older revision that takes no one's seat goes through.
    const later = await planOf(await call(d.owner.client, "PUT", d.plan("/seats"), { revision: drawn, changes: [{ guestId: åke, tableId: d.two.id, seat: 2 }] }));
    expect(seatOf(later, åke)).toEqual({ tableId: d.two.id, seat: 2 });
    expect(seatOf(later, märta)).toEqual({ tableId: d.two.id, seat: 0 });
  });

  it("refuses each bad input with the error shape naming the field, and stores nothing", async () => {
    const d = await seatedDinner();
    const other = await registerOwner(t.app);
    const theirEvent = await seedEvent(t.database.db, other.siteId);
    const [theirs] = await seedHouseholds(t.database.db, other.siteId, [theirEvent], [{ name: "Främling", guests: [{ name: "Frida Främling" }] }]);
    const theirPlan = await planOf(await call(other.client, "POST", seating(other.siteId, `/${theirEvent}/tables`), round("Deras bord")), 201);
    const [åsa, erik, märta, åke, nils] = ["Åsa Öberg", "Erik Öberg", "Märta Ärlig", "Åke Ärlig", "Nils Nej"].map(d.guest) as [string, string, string, string, string];
    const before = d.seated;
    const seats = (changes: unknown[]) => call(d.owner.client, "PUT", d.plan("/seats"), { revision: before.revision, changes });

    const cases: [string, Promise<{ statusCode: number; body: string; json: () => unknown }>, number, string][] = [
      ["a seat past the table's size", seats([{ guestId: märta, tableId: d.two.id, seat: 4 }]), 422, "changes.0.seat"],
      ["two guests on one seat", seats([{ guestId: märta, tableId: d.two.id, seat: 0 }, { guestId: åke, tableId: d.two.id, seat: 0 }]), 422, "changes.1.seat"],
      ["a guest placed twice", seats([{ guestId: märta, tableId: d.two.id, seat: 0 }, { guestId: märta, tableId: d.two.id, seat: 1 }]), 422, "changes"],
      ["a guest who is not coming", seats([{ guestId: nils, tableId: d.two.id, seat: 0 }]), 422, "changes.0.guestId"],
      ["a guest of another site", seats([{ guestId: theirs!.guests[0]!.id, tableId: d.two.id, seat: 0 }]), 404, "changes.0.guestId"],
      ["a table of another plan", seats([{ guestId: märta, tableId: theirPlan.tables[0]!.id, seat: 0 }]), 404, "changes.0.tableId"],
      ["a seat without its table", seats([{ guestId: märta, tableId: null, seat: 2 }]), 422, "changes.0.seat"],
      ["a table name over its length", call(d.owner.client, "POST", d.plan("/tables"), round("B".repeat(TABLE_NAME_MAX + 1))), 422, "name"],
      ["a table renamed over its length", call(d.owner.client, "PATCH", d.plan(`/tables/${d.two.id}`), { name: "B".repeat(TABLE_NAME_MAX + 1) }), 422, "name"],
      ["a table of another plan changed", call(d.owner.client, "PATCH", d.plan(`/tables/${theirPlan.tables[0]!.id}`), { seats: 2 }), 404, "tableId"],
      ["a table of another plan deleted", call(d.owner.client, "DELETE", d.plan(`/tables/${theirPlan.tables[0]!.id}`)), 404, "tableId"],
      ["marks on a guest who is not coming", call(d.owner.client, "PUT", d.plan("/marks"), { guestIds: [åsa, nils], family: true }), 422, "guestIds.1"],
      ["marks on a guest of another site", call(d.owner.client, "PUT", d.plan("/marks"), { guestIds: [theirs!.guests[0]!.id], locked: true }), 404, "guestIds.0"],
      ["a pair naming a guest who is not coming", call(d.owner.client, "PUT", d.plan("/rules"), { ...DEFAULT_SEATING_RULES, apart: [[åsa, erik]], together: [[märta, nils]] }), 422, "together.0"],
      ["a pair of one guest", call(d.owner.client, "PUT", d.plan("/rules"), { ...DEFAULT_SEATING_RULES, apart: [[åsa, åsa]] }), 422, "apart.0"],
      ["settings without openSearch", call(d.owner.client, "PUT", d.plan("/settings"), {}), 422, "openSearch"],
    ];
    for (const [what, response, status, field] of cases) {
      const answered = await response;
      expect(answered.statusCode, `${what}: ${answered.body}`).toBe(status);
      expectRefused(answered, status, field);
    }
    expect(await d.read(), "the plan after every refusal").toEqual(before);
    expect((await planOf(await call(other.client, "GET", seating(other.siteId, `/${theirEvent}`)))).tables).toEqual(theirPlan.tables);
  });

  it("refuses to shrink a table below a seat in use, naming the guests who would lose their seats", async () => {
    const d = await seatedDinner();
    const refusal = expectRefused(await call(d.owner.client, "PATCH", d.plan(`/tables/${d.one.id}`), { seats: 1 }), 422, "seats");
    expect(refusal.message).toContain("Erik Öberg");
    expect(refusal.message).not.toContain("Åsa Öberg");
    expect(await d.read()).toEqual(d.seated);
    // Down to two seats keeps both.
    const smaller = await planOf(await call(d.owner.client, "PATCH", d.plan(`/tables/${d.one.id}`), { seats: 2 }));
    expect(smaller.tables[0]!.seats).toBe(2);
  });

  it(`refuses a table past ${SEATING_TABLES_PER_PLAN} on one plan`, async () => {
    const d = await dinner();
    const { id: planId } = (await t.database.db.insert(seatingPlans).values({ siteId: d.owner.siteId, eventId: d.eventId, rules: DEFAULT_SEATING_RULES }).returning())[0]!;
    await t.database.db.insert(seatingTables).values(Array.from({ length: SEATING_TABLES_PER_PLAN }, (_, position) => ({ planId, name: `Bord ${position + 1}`, shape: "round", seats: 8, x: 10, y: 10, position })));
    const before = await d.read();
    expectRefused(await call(d.owner.client, "POST", d.plan("/tables"), round("Ett bord för mycket")), 422, "tables");
    expect(await d.read()).toEqual(before);
  });

  it("unplaces the guests of a deleted table, keeps their marks, and leaves a notice for each until dismissed", async () => {
    const d = await seatedDinner();
    const [åsa, erik] = [d.guest("Åsa Öberg"), d.guest("Erik Öberg")];
    const marked = await planOf(await call(d.owner.client, "PUT", d.plan("/marks"), { guestIds: [åsa], role: "dam", need: "exit", family: true }));
    expect(marked.guests.find((guest) => guest.id === åsa)).toMatchObject({ role: "dam", need: "exit", family: true, locked: false, tableId: d.one.id });

    const deleted = await planOf(await call(d.owner.client, "DELETE", d.plan(`/tables/${d.one.id}`)));
    expect(deleted.tables.map((table) => table.name)).toEqual(["Bord 2"]);
    expect(seatOf(deleted, åsa)).toEqual({ tableId: null, seat: null });
    expect(seatOf(deleted, erik)).toEqual({ tableId: null, seat: null });
    expect(deleted.guests.find((guest) => guest.id === åsa)).toMatchObject({ role: "dam", need: "exit", family: true });
    expect(deleted.notices.map(({ kind, guestName, tableName }) => ({ kind, guestName, tableName })).sort((a, b) => a.guestName.localeCompare(b.guestName, "sv"))).toEqual([
      { kind: "tableDeleted", guestName: "Erik Öberg", tableName: "Bord 1" },
      { kind: "tableDeleted", guestName: "Åsa Öberg", tableName: "Bord 1" },
    ]);

    const dismissed = await planOf(await call(d.owner.client, "DELETE", d.plan("/notices")));
    expect(dismissed.notices).toEqual([]);
    expect(dismissed.revision).toBe(deleted.revision + 1);
  });

  it("keeps the marks, rules and open search the couple sets", async () => {
    const d = await dinner();
    const [åsa, erik, märta] = [d.guest("Åsa Öberg"), d.guest("Erik Öberg"), d.guest("Märta Ärlig")];
    await planOf(await call(d.owner.client, "PUT", d.plan("/marks"), { guestIds: [åsa, erik], locked: true, family: true }));
    const marked = await planOf(await call(d.owner.client, "PUT", d.plan("/marks"), { guestIds: [erik], role: "herre" }));
    expect(marked.guests.find((guest) => guest.id === erik)).toMatchObject({ locked: true, family: true, role: "herre", need: null });
    expect(marked.guests.find((guest) => guest.id === åsa)).toMatchObject({ locked: true, family: true, role: null });

    const rules = { ...DEFAULT_SEATING_RULES, splitCouples: false, alternatePartners: true, apart: [[åsa, märta]], together: [[erik, märta]] };
    const withRules = await planOf(await call(d.owner.client, "PUT", d.plan("/rules"), rules));
    expect(withRules.rules).toEqual(rules);
    const open = await planOf(await call(d.owner.client, "PUT", d.plan("/settings"), { openSearch: true }));
    expect(open.openSearch).toBe(true);
    expect(open.revision).toBe(4);
    expect(await d.read()).toEqual(open);
  });

  it("refuses every route for another account's site, and an event of another site under the caller's own site id", async () => {
    const d = await seatedDinner();
    const stranger = await registerOwner(t.app);
    const strangerEvent = await seedEvent(t.database.db, stranger.siteId);
    const åsa = d.guest("Åsa Öberg");
    const body = (path: string) =>
      ({
        "/tables": round("Inkräktare"),
        "/seats": { revision: 0, changes: [{ guestId: åsa, tableId: d.two.id, seat: 0 }] },
        "/marks": { guestIds: [åsa], locked: true },
        "/rules": DEFAULT_SEATING_RULES,
        "/settings": { openSearch: true },
        "/placement": { revision: d.seated.revision },
      })[path];
    const routes: [Method, string][] = [
      ["GET", ""],
      ["POST", "/tables"],
      ["PATCH", `/tables/${d.one.id}`],
      ["DELETE", `/tables/${d.one.id}`],
      ["PUT", "/seats"],
      ["PUT", "/marks"],
      ["PUT", "/rules"],
      ["PUT", "/settings"],
      ["DELETE", "/notices"],
      ["POST", "/placement"],
    ];
    const wrong: string[] = [];
    for (const [method, path] of routes) {
      const payload = body(path) ?? (method === "PATCH" ? { seats: 1 } : undefined);
      // The stranger names the owner's site and event.
      const foreign = await call(stranger.client, method, seating(d.owner.siteId, `/${d.eventId}${path}`), payload);
      if (foreign.statusCode !== 403) wrong.push(`${method} ${path} on another account's site: ${foreign.statusCode}`);
      // The stranger names their own site with the owner's event: no such event there.
      const mixed = await call(stranger.client, method, seating(stranger.siteId, `/${d.eventId}${path}`), payload);
      if (mixed.statusCode !== 404) wrong.push(`${method} ${path} with another site's event: ${mixed.statusCode}`);
      // The owner names their own site with the stranger's event.
      const theirs = await call(d.owner.client, method, seating(d.owner.siteId, `/${strangerEvent}${path}`), payload);
      if (theirs.statusCode !== 404) wrong.push(`${method} ${path} with the stranger's event: ${theirs.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect((await call(stranger.client, "GET", seating(d.owner.siteId))).statusCode).toBe(403);
    expect(await d.read()).toEqual(d.seated);
    expect(await t.database.db.select().from(seatingPlans).where(eq(seatingPlans.eventId, strangerEvent))).toEqual([]);
  });

  it(`allows ${SEATING_WRITES_PER_MINUTE} seating writes a minute per account`, async () => {
    const d = await dinner();
    for (let write = 0; write < SEATING_WRITES_PER_MINUTE; write++) {
      const response = await call(d.owner.client, "PUT", d.plan("/settings"), { openSearch: write % 2 === 0 });
      if (response.statusCode !== 200) expect.fail(`write ${write + 1}: ${response.statusCode} ${response.body}`);
    }
    const over = await call(d.owner.client, "PUT", d.plan("/settings"), { openSearch: true });
    expect(over.statusCode).toBe(429);
    expect((over.json() as ErrorResponse).isErrorResponse).toBe(true);
    expect((await d.read()).revision).toBe(SEATING_WRITES_PER_MINUTE);
  }, 60_000);
});
