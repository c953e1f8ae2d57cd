import { wallClock } from "../zonedTime";

/** Times as RFC 5545 writes them (section 3.3.5): local to a named zone, or in UTC. */

const basic = (instant: Date) => instant.toISOString().slice(0, 19).replace(/[-:]/g, "");

/** The wall-clock time in `timeZone`, as `YYYYMMDDTHHMMSS` (for a property with TZID). */
export const localDateTime = (instant: Date, timeZone: string): string => basic(new Date(wallClock(instant.getTime(), timeZone)));

/** The time in UTC, as `YYYYMMDDTHHMMSSZ` (DTSTAMP, LAST-MODIFIED). */
export const utcDateTime = (instant: Date): string => `${basic(instant)}Z`;
