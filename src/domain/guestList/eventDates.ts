/**
 * The dates an event may have (decision 106): while the site's page is published, when its
 * publication has an end (the page, its schedule and its calendar links are gone after it),
 * and never more than five years ahead (a typing slip, not a plan).
 */
export const GUEST_EVENT_MAX_YEARS_AHEAD = 5;

export interface EventDateRange {
  /** The end of the site's publication; null: none set. */
  publishedUntil: Date | null;
  now: Date;
  /** The zone the publication's last day is named in (the market's). */
  timeZone: string;
}

export interface EventDateProblem {
  field: "startsAt" | "endsAt";
  message: string;
}

/** The first of the event's times outside its site's range, or null when both are within it. */
export function eventDateProblem(times: { startsAt: string | null; endsAt: string | null }, range: EventDateRange): EventDateProblem | null {
  const latest = new Date(range.now);
  latest.setUTCFullYear(latest.getUTCFullYear() + GUEST_EVENT_MAX_YEARS_AHEAD);
  for (const field of ["startsAt", "endsAt"] as const) {
    const value = times[field];
    if (value === null) continue;
    const time = Date.parse(value);
    const verb = field === "startsAt" ? "start" : "end";
    if (range.publishedUntil && time > range.publishedUntil.getTime()) {
      return { field, message: `The event must ${verb} while the site is published, which is until ${lastPublishedDay(range.publishedUntil, range.timeZone)}` };
    }
    if (time > latest.getTime()) return { field, message: `The event must ${verb} within ${GUEST_EVENT_MAX_YEARS_AHEAD} years` };
  }
  return null;
}

/** The publication's last day as a date (YYYY-MM-DD) in the site's zone: an end at midnight names the day before. */
function lastPublishedDay(until: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(until.getTime() - 1));
}
