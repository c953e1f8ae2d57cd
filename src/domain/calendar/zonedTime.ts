/** Times as RFC 5545 writes them (section 3.3.5): local to a named zone, or in UTC. */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall-clock time in `timeZone`, as `YYYYMMDDTHHMMSS` (for a property with TZID). */
export function localDateTime(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

/** The time in UTC, as `YYYYMMDDTHHMMSSZ` (DTSTAMP, LAST-MODIFIED). */
export const utcDateTime = (instant: Date): string => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
