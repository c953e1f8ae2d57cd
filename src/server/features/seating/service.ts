import { z } from "zod";
import { and, eq } from "drizzle-orm";
import type { SeatingGuest, SeatingPlan, SeatingTable } from "../../../domain/seating/plan";
import { SEATING_TABLES_PER_PLAN } from "../../../domain/seating/limits";
import { placeGuests } from "../../../domain/seating/placement";
import { placementInput } from "../../../domain/seating/placementInput";
import type { PlacementProblem } from "../../../domain/seating/placementTypes";
import { guestMarks, seatChanges, seatingRules, seatingSettings, tableInput, tablePatch, type SeatingRules } from "../../../domain/seating/types";
import type { Executor } from "../../db/client";
import { guestEvents } from "../../db/schema";
import type { Deps } from "../../deps";
import { ApiError, parseInput } from "../../http/errors";
import { isUuid } from "../../http/ids";
import { freeSeatsOfPlan } from "./freeSeats";
import { readSeatingPlan } from "./planRepository";
import { bumpRevision, deleteTable, dismissNotices, guestsOfSite, insertNotices, insertTable, lockPlan, updateTable, writeMarks, writeSeats } from "./writeRepository";

type SeatingDeps = Pick<Deps, "db" | "now">;

const noSuchEvent = () => new ApiError(404, "notFound", "Det finns ingen sådan händelse på webbplatsen", ["eventId"]);
const noSuchTable = (field: string) => new ApiError(404, "notFound", "Det finns inget sådant bord i bordsplaceringen", [field]);
const noSuchGuest = (field: string) => new ApiError(404, "notFound", "Det finns ingen sådan gäst på webbplatsen", [field]);
const notComing = (field: string) => new ApiError(422, "invalidInput", "Gästen har inte svarat ja till den här händelsen och kan inte placeras", [field]);
/** 409: another tab changed the plan; the answer carries the plan as it is now, for the page to draw. */
function changedMeanwhile(plan: SeatingPlan, message: string, field: string): ApiError {
  return new ApiError(409, "seatingChangedMeanwhile", message, [field], { seatingPlan: plan });
}
const names = (guests: Pick<SeatingGuest, "name">[]) => guests.map((guest) => guest.name).join(", ");

/** An event's plan for the owner's read: the stored plan, or the defaults when none is made yet. */
export async function seatingPlanOf(db: Executor, siteId: string, eventId: string): Promise<SeatingPlan> {
  const plan = isUuid(eventId) ? await readSeatingPlan(db, siteId, eventId) : null;
  if (!plan) throw noSuchEvent();
  return plan;
}

/**
 * Every write: the event checked to be the site's, its plan made on the first write and locked,
 * the seats of guests no longer coming freed, the plan read as it is now, changed, given the next
 * revision, and read again as the answer, in one transaction, so a refusal stores nothing (not
 * even the plan row). Two plan reads per write: each is two statements on indexes, whatever the
 * size of the list (about 16 ms for 800 guests).
 */
async function writePlan(deps: SeatingDeps, siteId: string, eventId: string, change: (tx: Executor, plan: SeatingPlan, planId: string, now: Date) => Promise<Partial<{ rules: SeatingRules; openSearch: boolean }> | void>): Promise<SeatingPlan> {
  if (!isUuid(eventId)) throw noSuchEvent();
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [event] = await tx.select({ id: guestEvents.id }).from(guestEvents).where(and(eq(guestEvents.id, eventId), eq(guestEvents.siteId, siteId)));
    if (!event) throw noSuchEvent();
    const { id } = await lockPlan(tx, siteId, eventId, now);
    await freeSeatsOfPlan(tx, siteId, id, now);
    const plan = (await readSeatingPlan(tx, siteId, eventId))!;
    const planChange = await change(tx, plan, id, now);
    await bumpRevision(tx, id, now, planChange ?? {});
    return (await readSeatingPlan(tx, siteId, eventId))!;
  });
}

function tableOf(plan: SeatingPlan, tableId: string, field: string): SeatingTable {
  const table = isUuid(tableId) ? plan.tables.find((candidate) => candidate.id === tableId) : undefined;
  if (!table) throw noSuchTable(field);
  return table;
}

/** Each id must be a guest coming to the event: one of another site (or none) is a 404, one of this site not coming a 422. */
async function checkComing(tx: Executor, siteId: string, plan: SeatingPlan, guestIds: string[], fieldOf: (index: number) => string): Promise<void> {
  const coming = new Set(plan.guests.map((guest) => guest.id));
  const ofSite = await guestsOfSite(tx, siteId, guestIds.filter((id) => !coming.has(id)));
  const index = guestIds.findIndex((id) => !coming.has(id));
  if (index >= 0) throw ofSite.has(guestIds[index]!) ? notComing(fieldOf(index)) : noSuchGuest(fieldOf(index));
}

export function createTable(deps: SeatingDeps, siteId: string, eventId: string, body: unknown): Promise<SeatingPlan> {
  const values = parseInput(tableInput, body);
  return writePlan(deps, siteId, eventId, async (tx, plan, planId) => {
    if (plan.tables.length >= SEATING_TABLES_PER_PLAN) throw new ApiError(422, "invalidInput", `En bordsplacering har högst ${SEATING_TABLES_PER_PLAN} bord`, ["tables"]);
    await insertTable(tx, planId, values, Math.max(-1, ...plan.tables.map((table) => table.position)) + 1);
  });
}

/**
 * Changes the fields the body names (a field left out keeps its value); fewer seats than a
 * guest's seat number is refused, naming the guests who would lose their seats.
 */
export function changeTable(deps: SeatingDeps, siteId: string, eventId: string, tableId: string, body: unknown): Promise<SeatingPlan> {
  const values = parseInput(tablePatch, body);
  return writePlan(deps, siteId, eventId, async (tx, plan) => {
    const table = tableOf(plan, tableId, "tableId");
    if (values.seats !== undefined) {
      const losing = plan.guests.filter((guest) => guest.tableId === table.id && guest.seat! >= values.seats!);
      if (losing.length > 0) {
        throw new ApiError(422, "invalidInput", `${table.name} kan inte få ${values.seats} platser: ${names(losing)} sitter på en plats som då försvinner. Flytta dem först.`, ["seats"]);
      }
    }
    await updateTable(tx, table.id, values);
  });
}

/** Deletes a table: its guests become unplaced (their marks kept), with a notice each. */
export function removeTable(deps: SeatingDeps, siteId: string, eventId: string, tableId: string): Promise<SeatingPlan> {
  return writePlan(deps, siteId, eventId, async (tx, plan, planId, now) => {
    const table = tableOf(plan, tableId, "tableId");
    const seated = plan.guests.filter((guest) => guest.tableId === table.id);
    await insertNotices(tx, planId, seated.map((guest) => ({ kind: "tableDeleted" as const, guestName: guest.name, tableName: table.name })), now);
    await deleteTable(tx, table.id);
  });
}

/**
 * Moves guests at once. Each seat must exist at its table and be taken by nobody else after the
 * call: two guests of the call on one seat is a 422; a seat held by a guest the call does not
 * move is a 409 (another tab took it since the page drew the plan), answered with the plan as it
 * is now. A swap names both guests.
 */
export function moveGuests(deps: SeatingDeps, siteId: string, eventId: string, body: unknown): Promise<SeatingPlan> {
  const { changes } = parseInput(seatChanges, body);
  return writePlan(deps, siteId, eventId, async (tx, plan, planId) => {
    await checkComing(tx, siteId, plan, changes.map((change) => change.guestId), (index) => `changes.${index}.guestId`);
    const moved = new Set(changes.map((change) => change.guestId));
    const holders = new Map(plan.guests.filter((guest) => guest.tableId !== null && !moved.has(guest.id)).map((guest) => [`${guest.tableId}:${guest.seat}`, guest]));
    const taken = new Map<string, number>();
    for (const [index, change] of changes.entries()) {
      if (change.tableId === null || change.seat === null) continue;
      const table = tableOf(plan, change.tableId, `changes.${index}.tableId`);
      const field = `changes.${index}.seat`;
      if (change.seat >= table.seats) throw new ApiError(422, "invalidInput", `${table.name} har ${table.seats} platser: plats ${change.seat + 1} finns inte`, [field]);
      const key = `${table.id}:${change.seat}`;
      if (taken.has(key)) throw new ApiError(422, "invalidInput", `Två gäster kan inte få samma plats (${table.name}, plats ${change.seat + 1})`, [field]);
      taken.set(key, index);
      const holder = holders.get(key);
      if (holder) throw changedMeanwhile(plan, `${holder.name} sitter redan på ${table.name}, plats ${change.seat + 1}`, field);
    }
    await writeSeats(tx, planId, changes);
  });
}

export function markGuests(deps: SeatingDeps, siteId: string, eventId: string, body: unknown): Promise<SeatingPlan> {
  const { guestIds, ...marks } = parseInput(guestMarks, body);
  return writePlan(deps, siteId, eventId, async (tx, plan, planId) => {
    await checkComing(tx, siteId, plan, guestIds, (index) => `guestIds.${index}`);
    await writeMarks(tx, planId, [...new Set(guestIds)], marks);
  });
}

/** The rules as a whole; a pair must name two guests coming to the event. */
export function setRules(deps: SeatingDeps, siteId: string, eventId: string, body: unknown): Promise<SeatingPlan> {
  const rules = parseInput(seatingRules, body);
  return writePlan(deps, siteId, eventId, async (_tx, plan) => {
    const coming = new Set(plan.guests.map((guest) => guest.id));
    for (const kind of ["apart", "together"] as const) {
      const index = rules[kind].findIndex((pair) => pair.some((id) => !coming.has(id)));
      if (index >= 0) throw new ApiError(422, "invalidInput", "Ett par kan bara gälla gäster som har svarat ja till händelsen", [`${kind}.${index}`]);
    }
    return { rules };
  });
}

export function setSettings(deps: SeatingDeps, siteId: string, eventId: string, body: unknown): Promise<SeatingPlan> {
  const { openSearch } = parseInput(seatingSettings, body);
  return writePlan(deps, siteId, eventId, async () => ({ openSearch }));
}

export function dismissPlanNotices(deps: SeatingDeps, siteId: string, eventId: string): Promise<SeatingPlan> {
  return writePlan(deps, siteId, eventId, (tx, _plan, planId, now) => dismissNotices(tx, planId, now));
}

const placementRequest = z.object({ revision: z.number().int().min(0) });

/**
 * "Placera åt mig": the placement runs on the plan the page drew (outside the transaction, so
 * its CPU holds no lock), then every guest's seat is written in one transaction, locked guests
 * where they were; a plan changed since (the revision differs, before or after the run) is a 409.
 */
export async function placeForMe(deps: SeatingDeps, siteId: string, eventId: string, body: unknown): Promise<{ plan: SeatingPlan; problems: PlacementProblem[] }> {
  const { revision } = parseInput(placementRequest, body);
  const drawn = await seatingPlanOf(deps.db, siteId, eventId);
  const stale = (plan: SeatingPlan) => changedMeanwhile(plan, "Bordsplaceringen ändrades sedan sidan visade den", "revision");
  if (drawn.revision !== revision) throw stale(drawn);
  const result = placeGuests(placementInput(drawn));
  const seats = new Map(result.seats.map((seat) => [seat.guestId, seat]));
  const plan = await writePlan(deps, siteId, eventId, async (tx, current, planId) => {
    if (current.revision !== revision) throw stale(current);
    await writeSeats(tx, planId, current.guests.map((guest) => ({ guestId: guest.id, tableId: seats.get(guest.id)?.tableId ?? null, seat: seats.get(guest.id)?.seat ?? null })));
  });
  return { plan, problems: result.problems };
}
