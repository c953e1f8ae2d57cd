/** Wall-clock arithmetic in a named time zone (a site's), through Intl only. */

const formats = new Map<string, Intl.DateTimeFormat>();

function wallFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });
    formats.set(timeZone, format);
  }
  return format;
}

/** The zone's wall clock at an instant, as if it were UTC (ms, whole seconds). */
export function wallClock(instant: number, timeZone: string): number {
  const parts = wallFormat(timeZone).formatToParts(instant);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
export function zoneOffset(instant: number, timeZone: string): number {
  return wallClock(instant, timeZone) - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall time (given as if UTC) has in the zone; a time a spring change skips is read with the offset before it. */
export function wallToInstant(wall: number, timeZone: string): number {
  // Guess with the offset at the wall time, then correct once for a daylight-saving change between.
  const first = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(first, timeZone);
}

/** Midnight in the zone that starts the day `days` after the day holding the instant (0: that day's own). */
export function dayStart(instant: number, timeZone: string, days = 0): number {
  const wall = new Date(wallClock(instant, timeZone));
  return wallToInstant(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + days), timeZone);
}
