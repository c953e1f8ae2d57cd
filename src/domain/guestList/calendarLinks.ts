import { personalLinkPath } from "./personalLink";

/**
 * The calendar files on a site's own address (issue 34): the open page's public events, or a
 * household's events under its personal link; all of them in one file, or one event. The
 * language segment, when given, picks the language the file's texts are in, as a page's does.
 */
export interface CalendarFile {
  /** The household's link token; none: the open page's public events. */
  token?: string | null;
  /** One event; none: all of them. */
  eventId?: string | null;
  language?: string | null;
}

export const CALENDAR_SEGMENT = "kalender";

export function calendarPath({ token, eventId, language }: CalendarFile): string {
  const base = `${language ? `/${language}` : ""}${token ? personalLinkPath(token) : ""}/${CALENDAR_SEGMENT}`;
  return eventId ? `${base}/${eventId}.ics` : `${base}.ics`;
}
