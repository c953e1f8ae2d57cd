import type { CalendarEvent } from "../../../domain/calendar/calendarFile";
import { CALENDAR_TEXTS } from "../../../domain/calendar/texts";
import { translate, uiLanguageFor } from "../../../domain/languages";
import type { GuestEventRow } from "../guestList/eventRepository";

export interface EntryContext {
  /** The file's language, and the site's main one its texts fall back to. */
  language: string;
  mainLanguage: string;
  /** The deployment's brand domain: the second half of each event's UID, the same whatever address the site moves to. */
  uidDomain: string;
  /** The page the guest reads about the events on: the personal page, or the open one. */
  url: string;
}

/** An event as a calendar entry (it has a start: events without one are left out before). */
export function calendarEntry(event: GuestEventRow & { startsAt: Date }, context: EntryContext): CalendarEvent {
  const text = (value: Record<string, string> | null) => translate(value, context.language, context.mainLanguage);
  const texts = CALENDAR_TEXTS[uiLanguageFor(context.language)];
  const place = text(event.place);
  const address = event.map?.location.trim() ?? "";
  const location = [place, address].filter((part, index, parts) => part !== "" && parts.indexOf(part) === index).join(", ");
  const travelNote = text(event.travelNote);
  const dressCode = text(event.dressCode);
  const description = [travelNote && `${texts.travelNote}: ${travelNote}`, dressCode && `${texts.dressCode}: ${dressCode}`].filter(Boolean).join("\n\n");
  return {
    uid: `${event.id}@${context.uidDomain}`,
    sequence: event.revision,
    changedAt: event.updatedAt,
    summary: text(event.name),
    start: event.startsAt,
    end: event.endsAt,
    location: location || null,
    description: description || null,
    url: context.url,
  };
}
