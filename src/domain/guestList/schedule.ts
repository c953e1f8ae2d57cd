import { translate } from "../languages";
import type { SiteMap } from "../site/siteMap";
import type { GuestEvent } from "./types";

/**
 * An event as a guest page's schedule shows it (issue 34): its texts resolved on the server to
 * the page's language (its main language where a text is missing), so the page carries no other.
 */
export interface ScheduleEvent {
  id: string;
  name: string;
  startsAt: string | null;
  endsAt: string | null;
  place: string | null;
  map: SiteMap | null;
  travelNote: string | null;
  dressCode: string | null;
  access: { stepFree: boolean; parkingNearby: boolean; hearingLoop: boolean; quietRoom: boolean; note: string | null };
}

/** The events a page shows and the calendar links name: the open page's public ones, or a household's own. */
export interface PageSchedule {
  events: ScheduleEvent[];
  /** The household's link token on its personal page (its calendar files are under its link); none on the open page. */
  token: string | null;
}

export function scheduleEvent(event: Omit<GuestEvent, "position" | "isPublic">, language: string, main: string): ScheduleEvent {
  const text = (value: Record<string, string> | null) => translate(value, language, main) || null;
  const { stepFree, parkingNearby, hearingLoop, quietRoom, note } = event.access;
  return {
    id: event.id,
    name: text(event.name) ?? "",
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    place: text(event.place),
    map: event.map?.location.trim() ? event.map : null,
    travelNote: text(event.travelNote),
    dressCode: text(event.dressCode),
    access: { stepFree, parkingNearby, hearingLoop, quietRoom, note: text(note) },
  };
}
