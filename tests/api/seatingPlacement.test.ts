import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorResponse } from "../../src/domain/errors";
import { PLACEMENTS_PER_MINUTE } from "../../src/domain/seating/limits";
import type { SeatingPlan } from "../../src/domain/seating/plan";
import type { PlacementProblem } from "../../src/domain/seating/placementTypes";
import { createTestApp, registerOwner, type TestApp } from "../support/app";
import { seedEvent, seedHouseholds } from "../support/seating";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SURNAMES = ["Öberg", "Ärlig", "Åberg", "Lind", "Berg"];

/** `households` couples who said yes to a dinner with `tables` round tables of 8. */
async function dinner(households: number, tables: number) {
  const owner = await registerOwner(t.app);
  const eventId = await seedEvent(t.database.db, owner.siteId);
  await seedHouseholds(
    t.database.db,
    owner.siteId,
    [eventId],
    Array.from({ length: households }, (_, index) => {
      const surname = `${SURNAMES[index % SURNAMES.length]} ${index + 1}`;
      return { name: `Familjen ${surname}`, guests: [{ name: `Åsa ${surname}` }, { name: `Märta ${surname}` }] };
    }),
  );
  const plan = `/api/sites/${owner.siteId}/seating/${eventId}`;
  let current: SeatingPlan | undefined;
  for (let index = 0; index < tables; index++) {
    const response = await owner.client.post(`${plan}/tables`, { name: `Bord ${index + 1}`, shape: "round", seats: 8, x: 200 + index * 250, y: 400 });
    expect(response.statusCode, response.body).toBe(201);
    current = response.json() as SeatingPlan;
  }
  const read = async () => (await owner.client.get(plan)).json() as SeatingPlan;
  return { owner, plan, read, tables: current!.tables };
}

const place = (client: Awaited<ReturnType<typeof registerOwner>>["client"], plan: string, revision: number) => client.post(`${plan}/placement`, { revision });
const seats = (plan: SeatingPlan) => Object.fromEntries(plan.guests.map((guest) => [guest.id, `${guest.tableId}:${guest.seat}`]));

describe("Placera åt mig", () => {
  it("seats all 40 coming guests in one call, keeps the two locked seats, households at one table, and does the same again", async () => {
    const d = await dinner(20, 5);
    const before = await d.read();
    const [first, second] = before.guests as [SeatingPlan["guests"][number], SeatingPlan["guests"][number]];
    // Two guests of different households locked on the last table.
    const last = d.tables[4]!;
    const other = before.guests.find((guest) => guest.householdId !== first.householdId)!;
    const placed = await d.owner.client.put(`${d.plan}/seats`, { revision: before.revision, changes: [{ guestId: first.id, tableId: last.id, seat: 5 }, { guestId: other.id, tableId: last.id, seat: 2 }] });
    expect(placed.statusCode, placed.body).toBe(200);
    const marked = await d.owner.client.put(`${d.plan}/marks`, { guestIds: [first.id, other.id], locked: true });
    const drawn = marked.json() as SeatingPlan;

    const response = await place(d.owner.client, d.plan, drawn.revision);
    expect(response.statusCode, response.body).toBe(200);
    const { plan, problems } = response.json() as { plan: SeatingPlan; problems: PlacementProblem[] };
    expect(plan.revision).toBe(drawn.revision + 1);
    expect(problems).toEqual([]);
    expect(plan.guests.every((guest) => guest.tableId !== null && guest.seat !== null)).toBe(true);
    expect(plan.guests.find((guest) => guest.id === first.id)).toMatchObject({ tableId: last.id, seat: 5, locked: true });
    expect(plan.guests.find((guest) => guest.id === other.id)).toMatchObject({ tableId: last.id, seat: 2, locked: true });
    expect(plan.guests.find((guest) => guest.id === second.id)?.tableId).toBe(last.id);
    for (const guest of plan.guests) expect(guest.tableId, guest.name).toBe(plan.guests.find((mate) => mate.householdId === guest.householdId && mate.id !== guest.id)!.tableId);
    expect(new Set(plan.guests.map((guest) => `${guest.tableId}:${guest.seat}`)).size).toBe(40);
    expect(await d.read()).toEqual(plan);

    const again = await place(d.owner.client, d.plan, plan.revision);
    expect(again.statusCode, again.body).toBe(200);
    expect(seats((again.json() as { plan: SeatingPlan }).plan)).toEqual(seats(plan));
  });

  it("reports the guests there is no room for and leaves them unplaced", async () => {
    const d = await dinner(5, 1);
    const drawn = await d.read();
    const response = await place(d.owner.client, d.plan, drawn.revision);
    expect(response.statusCode, response.body).toBe(200);
    const { plan, problems } = response.json() as { plan: SeatingPlan; problems: PlacementProblem[] };
    expect(plan.guests.filter((guest) => guest.tableId !== null)).toHaveLength(8);
    const capacity = problems.find((problem) => problem.rule === "capacity");
    expect(capacity?.guestIds).toHaveLength(2);
    expect(plan.guests.filter((guest) => guest.tableId === null).map((guest) => guest.id).sort()).toEqual([...capacity!.guestIds].sort());
  });

  it("refuses a run on a plan changed since the page drew it, with the plan as it is now, and changes nothing", async () => {
    const d = await dinner(3, 1);
    const drawn = await d.read();
    const changed = (await d.owner.client.put(`${d.plan}/settings`, { openSearch: true })).json() as SeatingPlan;
    const response = await place(d.owner.client, d.plan, drawn.revision);
    expect(response.statusCode, response.body).toBe(409);
    const refusal = response.json() as ErrorResponse;
    expect(refusal.fields).toEqual(["revision"]);
    expect(refusal.seatingPlan).toEqual(changed);
    expect(await d.read()).toEqual(changed);
    expect((await place(d.owner.client, d.plan, -1)).statusCode).toBe(422);
  });

  it(`allows ${PLACEMENTS_PER_MINUTE} runs a minute per account`, async () => {
    const d = await dinner(1, 1);
    let revision = (await d.read()).revision;
    for (let run = 0; run < PLACEMENTS_PER_MINUTE; run++) {
      const response = await place(d.owner.client, d.plan, revision);
      expect(response.statusCode, response.body).toBe(200);
      revision = (response.json() as { plan: SeatingPlan }).plan.revision;
    }
    const over = await place(d.owner.client, d.plan, revision);
    expect(over.statusCode).toBe(429);
    expect((await d.read()).revision).toBe(revision);
    t.advanceTime(61_000);
    expect((await place(d.owner.client, d.plan, revision)).statusCode).toBe(200);
  });
});
