import type { Market } from "./brands";

/**
 * The time zone a market's sites live in: an event's time is read, written and put in
 * calendars in it. Sweden and Denmark share their offsets, but a calendar names the zone its
 * guests know.
 */
export const MARKET_TIME_ZONES: Record<Market, string> = { se: "Europe/Stockholm", dk: "Europe/Copenhagen" };

export const marketTimeZone = (market: Market): string => MARKET_TIME_ZONES[market];
