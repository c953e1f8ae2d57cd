import { translate } from "../../../domain/languages";
import { SEAT_SEARCH_RESULTS_MAX } from "../../../domain/seating/limits";
import { seatQuery, seatsShownFrom, type EventSeats, type FoundSeat } from "../../../domain/seating/seatFinder";
import { marketTimeZone } from "../../../domain/timeZones";
import type { Deps } from "../../deps";
import type { GuestEventRow } from "../guestList/eventRepository";
import { householdSeats, openSearchEvents, searchSeats } from "./repository";

/**
 * A household's own seats, per invited event whose day has come (decision 115) and where at
 * least one of its guests is placed; each event named in the page's language.
 */
export async function seatsOfHousehold(deps: Pick<Deps, "db">, siteId: string, householdId: string, events: GuestEventRow[], page: { language: string; main: string; timeZone: string; now: number }): Promise<EventSeats[]> {
  const shown = events.filter((event) => seatsShownFrom(event.startsAt?.toISOString() ?? null, page.timeZone) <= page.now);
  const seats = await householdSeats(deps.db, siteId, householdId, shown.map((event) => event.id));
  return shown.flatMap((event) => {
    const own = seats.filter((seat) => seat.eventId === event.id);
    return own.length > 0 ? [{ eventId: event.id, eventName: translate(event.name, page.language, page.main), seats: own }] : [];
  });
}

/** From when the open page offers the search: the earliest day of a public event whose plan is open to it; Infinity for none. */
export async function openSearchFrom(deps: Pick<Deps, "db" | "config">, siteId: string): Promise<number> {
  const timeZone = marketTimeZone(deps.config.brand.market);
  return Math.min(Infinity, ...(await openSearchEvents(deps.db, siteId)).map((event) => seatsShownFrom(event.startsAt?.toISOString() ?? null, timeZone)));
}

/** The public events whose names the open page may search now: openSearch on and their day come. */
export async function searchableEventIds(deps: Pick<Deps, "db">, siteId: string, timeZone: string, now: number): Promise<string[]> {
  const events = await openSearchEvents(deps.db, siteId);
  return events.filter((event) => seatsShownFrom(event.startsAt?.toISOString() ?? null, timeZone) <= now).map((event) => event.id);
}

export type SeatSearch = { seats: FoundSeat[] } | { refused: "tooShort" | "tooLong" | "notOpen" };

/** The open page's name search: refused for a bad query or while no plan is searchable, else at most SEAT_SEARCH_RESULTS_MAX seats. */
export async function searchOpenSeats(deps: Pick<Deps, "db">, siteId: string, raw: unknown, timeZone: string, now: number): Promise<SeatSearch> {
  const query = seatQuery(raw);
  if ("refused" in query) return query;
  const eventIds = await searchableEventIds(deps, siteId, timeZone, now);
  if (eventIds.length === 0) return { refused: "notOpen" };
  return { seats: await searchSeats(deps.db, siteId, eventIds, query.query, SEAT_SEARCH_RESULTS_MAX) };
}
