/**
 * The VTIMEZONE of each zone the product's markets use (RFC 5545 section 3.6.5), so a calendar
 * reads the events' local times without a zone database of its own. Sweden and Denmark keep
 * Central European Time: summer time from 02:00 on the last Sunday of March to 03:00 on the
 * last Sunday of October (EU rules since 1996).
 */
const CENTRAL_EUROPEAN = [
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
];

const RULES: Record<string, string[]> = { "Europe/Stockholm": CENTRAL_EUROPEAN, "Europe/Copenhagen": CENTRAL_EUROPEAN };

/** The zone's VTIMEZONE component, as content lines. */
export function timeZoneComponent(timeZone: string): string[] {
  const rules = RULES[timeZone];
  if (!rules) throw new Error(`No calendar rules for the time zone ${timeZone}`);
  return ["BEGIN:VTIMEZONE", `TZID:${timeZone}`, ...rules, "END:VTIMEZONE"];
}
