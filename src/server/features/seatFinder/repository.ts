import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { FOLD_FROM, FOLD_TO, type FoundSeat } from "../../../domain/seating/seatFinder";
import type { Executor } from "../../db/client";
import { guestEvents, householdGuests, seatingGuests, seatingPlans, seatingTables } from "../../db/schema";

/**
 * The guests' own read of the seats (decision 115): placed guests only, each with its table's name
 * and its seat counted from 1. Nothing of a table's other guests is read.
 */
const seatColumns = {
  name: householdGuests.name,
  table: seatingTables.name,
  seat: sql<number>`${seatingGuests.seat} + 1`.mapWith(Number),
  eventId: seatingPlans.eventId,
};

function placedSeats(db: Executor) {
  return db
    .select(seatColumns)
    .from(seatingGuests)
    .innerJoin(seatingPlans, eq(seatingPlans.id, seatingGuests.planId))
    .innerJoin(seatingTables, and(eq(seatingTables.id, seatingGuests.tableId), eq(seatingTables.planId, seatingGuests.planId)))
    .innerJoin(householdGuests, eq(householdGuests.id, seatingGuests.guestId));
}

/** A household's placed guests at the given events, in the household's order. */
export function householdSeats(db: Executor, siteId: string, householdId: string, eventIds: string[]): Promise<FoundSeat[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return placedSeats(db)
    .where(and(eq(seatingPlans.siteId, siteId), inArray(seatingPlans.eventId, eventIds), eq(householdGuests.householdId, householdId), isNotNull(seatingGuests.seat)))
    .orderBy(asc(householdGuests.position), asc(seatingPlans.eventId));
}

/** The events of the site whose plans the open page may search: public ones with the couple's openSearch on. */
export function openSearchEvents(db: Executor, siteId: string): Promise<{ id: string; startsAt: Date | null }[]> {
  return db
    .select({ id: guestEvents.id, startsAt: guestEvents.startsAt })
    .from(seatingPlans)
    .innerJoin(guestEvents, eq(guestEvents.id, seatingPlans.eventId))
    .where(and(eq(seatingPlans.siteId, siteId), eq(seatingPlans.openSearch, true), eq(guestEvents.isPublic, true)));
}

/** A name folded as foldName does, in SQL, with a space before it: a query matches from the start of any of its words. */
const foldedName = sql`' ' || lower(regexp_replace(translate(normalize(${householdGuests.name}, NFC), ${FOLD_FROM}, ${FOLD_TO}), '\\s+', ' ', 'g'))`;

/** Placed guests of the events whose name has a word starting with the folded query, by name, at most `limit`. */
export function searchSeats(db: Executor, siteId: string, eventIds: string[], query: string, limit: number): Promise<FoundSeat[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return placedSeats(db)
    .where(and(eq(seatingPlans.siteId, siteId), inArray(seatingPlans.eventId, eventIds), isNotNull(seatingGuests.seat), sql`strpos(${foldedName}, ${` ${query}`}) > 0`))
    .orderBy(asc(householdGuests.name), asc(seatingPlans.eventId))
    .limit(limit);
}
