import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seatingGuests, seatingPlans, seatingTables } from "../../src/server/db/schema";
import { readSeatingPlan } from "../../src/server/features/seating/planRepository";
import { DEFAULT_SEATING_RULES } from "../../src/domain/seating/types";
import { createTestApp, registerOwner, type TestApp } from "../support/app";
import { seedEvent, seedHouseholds } from "../support/seating";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SURNAMES = ["Öberg", "Ärlig", "Åberg", "Zetterlund", "Berg", "Lindqvist", "Ångström", "Östlund", "Nilsson", "Älvdal"];

/** 150 households of two who both said yes: 300 coming guests, surnames with å, ä and ö. */
const comingHouseholds = () =>
  Array.from({ length: 150 }, (_, index) => {
    const surname = `${SURNAMES[index % SURNAMES.length]} ${String(index).padStart(3, "0")}`;
    return { name: `Familjen ${surname}`, guests: [{ name: `Åsa ${surname}`, dietary: index % 7 === 0 ? "Vegetarisk" : "" }, { name: `Märta ${surname}`, child: index % 5 === 0 }] };
  });

describe("reading an event's seating plan", () => {
  it("lists 300 coming guests by household name in Swedish order, without those who are not coming", async () => {
    const owner = await registerOwner(t.app);
    const dinner = await seedEvent(t.database.db, owner.siteId, "Middag", 0);
    const ceremony = await seedEvent(t.database.db, owner.siteId, "Vigsel", 1);
    await seedHouseholds(t.database.db, owner.siteId, [dinner], comingHouseholds());
    // Said no, left out of the reply, no reply at all, invited only to the ceremony: none of them on the plan.
    await seedHouseholds(t.database.db, owner.siteId, [dinner], [
      { name: "Familjen Nej", guests: [{ name: "Nils Nej", coming: false }, { name: "Nora Nej", coming: null }] },
      { name: "Familjen Tyst", guests: [{ name: "Tove Tyst" }], reply: false },
    ]);
    await seedHouseholds(t.database.db, owner.siteId, [ceremony], [{ name: "Familjen Kyrka", guests: [{ name: "Karin Kyrka" }] }]);

    const started = performance.now();
    const plan = await readSeatingPlan(t.database.db, owner.siteId, dinner);
    const took = performance.now() - started;

    expect(plan).not.toBeNull();
    expect(plan!.revision).toBe(0);
    expect(plan!.tables).toEqual([]);
    expect(plan!.rules).toEqual(DEFAULT_SEATING_RULES);
    expect(plan!.openSearch).toBe(false);
    expect(plan!.notices).toEqual([]);
    expect(plan!.guests).toHaveLength(300);
    expect(plan!.guests.every((guest) => guest.tableId === null && guest.seat === null && !guest.locked)).toBe(true);
    const names = plan!.guests.map((guest) => guest.name);
    expect(names).not.toContain("Nils Nej");
    expect(names).not.toContain("Nora Nej");
    expect(names).not.toContain("Tove Tyst");
    expect(names).not.toContain("Karin Kyrka");
    // Swedish order: Z before Å, Å before Ä, Ä before Ö; within a household its own order.
    const surnames = [...new Set(plan!.guests.map((guest) => guest.householdName.replace(/^Familjen (\S+) .*$/, "$1")))];
    expect(surnames).toEqual(["Berg", "Lindqvist", "Nilsson", "Zetterlund", "Åberg", "Ångström", "Älvdal", "Ärlig", "Öberg", "Östlund"]);
    expect(names.slice(0, 2)).toEqual(["Åsa Berg 004", "Märta Berg 004"]);
    const first = plan!.guests[0]!;
    expect(first).toMatchObject({ householdName: "Familjen Berg 004", child: false, dietary: "", role: null, need: null, family: false });
    expect(plan!.guests.find((guest) => guest.name === "Åsa Öberg 000")).toMatchObject({ dietary: "Vegetarisk" });
    expect(plan!.guests.find((guest) => guest.name === "Märta Öberg 000")).toMatchObject({ child: true });
    expect(took).toBeLessThan(1000);
  });

  it("reads the stored plan: its revision, rules, tables in position order and seats", async () => {
    const owner = await registerOwner(t.app);
    const dinner = await seedEvent(t.database.db, owner.siteId);
    const [ärlig] = await seedHouseholds(t.database.db, owner.siteId, [dinner], [{ name: "Familjen Ärlig", guests: [{ name: "Märta Ärlig" }, { name: "Åke Ärlig" }] }]);
    const rules = { ...DEFAULT_SEATING_RULES, alternatePartners: true };
    const [plan] = await t.database.db.insert(seatingPlans).values({ siteId: owner.siteId, eventId: dinner, revision: 7, rules, openSearch: true }).returning();
    const [second, first] = await t.database.db
      .insert(seatingTables)
      .values([
        { planId: plan!.id, name: "Bord 2", shape: "long", seats: 10, x: 900, y: 400, position: 2 },
        { planId: plan!.id, name: "Brudbordet", shape: "head", seats: 6, x: 1000, y: 100, rotation: 90, nearSpeakers: true, position: 1 },
      ])
      .returning();
    await t.database.db.insert(seatingGuests).values({ planId: plan!.id, guestId: ärlig!.guests[1]!.id, tableId: second!.id, seat: 3, locked: true, role: "herre", need: "exit", family: true });

    const read = await readSeatingPlan(t.database.db, owner.siteId, dinner);
    expect(read).toMatchObject({ eventId: dinner, revision: 7, rules, openSearch: true });
    expect(read!.tables.map((table) => table.name)).toEqual(["Brudbordet", "Bord 2"]);
    expect(read!.tables[0]).toEqual({ id: first!.id, name: "Brudbordet", shape: "head", seats: 6, x: 1000, y: 100, rotation: 90, nearExit: false, nearSpeakers: true, position: 1 });
    expect(read!.guests).toEqual([
      expect.objectContaining({ name: "Märta Ärlig", tableId: null, seat: null, locked: false }),
      expect.objectContaining({ name: "Åke Ärlig", tableId: second!.id, seat: 3, locked: true, role: "herre", need: "exit", family: true }),
    ]);
  });

  it("is null for an event of another site", async () => {
    const owner = await registerOwner(t.app);
    const other = await registerOwner(t.app);
    const theirs = await seedEvent(t.database.db, other.siteId);
    expect(await readSeatingPlan(t.database.db, owner.siteId, theirs)).toBeNull();
    expect(await readSeatingPlan(t.database.db, other.siteId, theirs)).not.toBeNull();
  });
});
