import { escapeText, joinLines } from "./contentLines";
import { timeZoneComponent } from "./timeZoneRules";
import { localDateTime, utcDateTime } from "./zonedTime";

/** One event as a calendar shows it; its texts already in the file's language. */
export interface CalendarEvent {
  /** Stable for the event's life (`{eventId}@{host}`): a later file updates the same entry. */
  uid: string;
  /** Grows with each change, with `changedAt`: the newer version wins in the guest's calendar. */
  sequence: number;
  changedAt: Date;
  summary: string;
  start: Date;
  /** None: the end is not said, and the file says none (RFC 5545: it ends as it starts). */
  end: Date | null;
  location: string | null;
  description: string | null;
  url: string;
}

export interface CalendarFileInput {
  /** The calendar's name (X-WR-CALNAME, which Apple and Google show). */
  name: string;
  /** Where the events' times are written (the site's market's zone). */
  timeZone: string;
  events: CalendarEvent[];
}

export const PRODUCT_ID = "-//Eventsite//Guest events//EN";

/** An RFC 5545 iCalendar file (text/calendar) with the zone's rules and one VEVENT per event. */
export function calendarFile({ name, timeZone, events }: CalendarFileInput): string {
  const zoned = (property: string, instant: Date) => `${property};TZID=${timeZone}:${localDateTime(instant, timeZone)}`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${timeZone}`,
    ...timeZoneComponent(timeZone),
    ...events.flatMap((event) => [
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `SEQUENCE:${event.sequence}`,
      `DTSTAMP:${utcDateTime(event.changedAt)}`,
      `LAST-MODIFIED:${utcDateTime(event.changedAt)}`,
      zoned("DTSTART", event.start),
      ...(event.end ? [zoned("DTEND", event.end)] : []),
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      `URL:${event.url}`,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return joinLines(lines);
}
