import { SEAT_SEARCH_MAX_LENGTH, SEAT_SEARCH_MIN_LENGTH } from "./limits";
import { dayStart } from "../zonedTime";

/**
 * "Hitta din plats" (decision 115): a guest's own seats on a personal page, and the open page's
 * name search where the couple allows it. Zod-free: the guest page and the server share it.
 */

/** One placed guest as a guest sees it: the seat counted from 1, as the table's cards say. */
export interface FoundSeat {
  name: string;
  table: string;
  seat: number;
  eventId: string;
}

/** The name search's answer (`GET /api/sites/{siteId}/seating/find?q=`). */
export interface SeatSearchAnswer {
  seats: FoundSeat[];
}

/** A household's seats at one event, as its personal page shows them. */
export interface EventSeats {
  eventId: string;
  eventName: string;
  seats: FoundSeat[];
}

/**
 * Letters folded for the search, upper and lower case alike, so "asa" finds "Åsa" and a Dane's
 * "oberg" or "øberg" finds "Öberg"; a hyphen is a space, so "karin" finds "Anna-Karin". The
 * database folds each name with the same two strings (translate), then lower() the ASCII rest.
 */
export const FOLD_FROM = "ÅÄÀÁÂÃÆåäàáâãæÖØÒÓÔÕöøòóôõÜÙÚÛüùúûÉÈÊËéèêëÍÌÎÏíìîïÇçÑñ-";
export const FOLD_TO = "aaaaaaaaaaaaaaoooooooooooouuuuuuuueeeeeeeeiiiiiiiiccnn ";

const FOLDED = new Map([...FOLD_FROM].map((letter, index) => [letter, FOLD_TO[index]!]));

/** A name or query as the search compares them: folded letters, lower case, single spaces. */
export function foldName(text: string): string {
  const folded = [...text.normalize("NFC")].map((letter) => FOLDED.get(letter) ?? letter).join("");
  return folded.toLowerCase().replace(/\s+/g, " ").trim();
}

export type SeatQuery = { query: string } | { refused: "tooShort" | "tooLong" };

/** The search's query folded, or why it is refused: too long before any work, too short once folded. */
export function seatQuery(raw: unknown): SeatQuery {
  const text = typeof raw === "string" ? raw : "";
  if (text.length > SEAT_SEARCH_MAX_LENGTH) return { refused: "tooLong" };
  const query = foldName(text);
  return query.length < SEAT_SEARCH_MIN_LENGTH ? { refused: "tooShort" } : { query };
}

/**
 * From when an event's seats are shown: 00:00 in the site's time zone on the day it starts, as
 * day mode opens; an event without a time has no day to wait for.
 */
export function seatsShownFrom(startsAt: string | null, timeZone: string): number {
  const start = startsAt === null ? Number.NaN : Date.parse(startsAt);
  return Number.isNaN(start) ? -Infinity : dayStart(start, timeZone);
}
