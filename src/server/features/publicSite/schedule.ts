import { dayMode } from "../../../domain/guestList/dayMode";
import { scheduleEvent, type PageSchedule } from "../../../domain/guestList/schedule";
import type { GuestEvent } from "../../../domain/guestList/types";
import type { GuestDocument } from "../../../modules/guestDocument";
import type { Executor } from "../../db/client";
import { listGuestEvents } from "../guestList/eventRepository";
import { presentGuestEvent } from "../guestList/presenter";

/** The events the open page shows (issue 34): those marked public, in the site's order. */
export async function publicEvents(db: Executor, siteId: string): Promise<GuestEvent[]> {
  return (await listGuestEvents(db, siteId)).filter((row) => row.isPublic).map(presentGuestEvent);
}

/** By start, untimed ones last; the site's order where they tie. */
const byStart = (a: GuestEvent, b: GuestEvent) => (Date.parse(a.startsAt ?? "") || Infinity) - (Date.parse(b.startsAt ?? "") || Infinity) || a.position - b.position;

/** The page's schedule: its events in time order, each resolved to the page's language (the site's main one where a text is missing). */
export function pageSchedule(events: readonly GuestEvent[], language: string, main: string, token: string | null): PageSchedule {
  return { events: [...events].sort(byStart).map((event) => scheduleEvent(event, language, main)), token };
}

/** A page whose reader may see no event shows no schedule at all: no empty section, no menu entry. */
export function withSchedule(document: GuestDocument, schedule: PageSchedule): GuestDocument {
  if (schedule.events.length > 0 || !document.siteModules.some((module) => module.siteModuleType === "Schedule")) return document;
  return { ...document, siteModules: document.siteModules.filter((module) => module.siteModuleType !== "Schedule") } as GuestDocument;
}

/** How old a cached open page may be on the event days: the day mode's times are in its HTML, as a countdown's numbers are. */
export const DAY_MODE_PAGE_MAX_AGE_MS = 30_000;

/** Each cached event list's day-mode key, and the span of time it holds for: reading dates in the site's time zone is too slow to do per request. */
const dayKeys = new WeakMap<readonly GuestEvent[], { from: number; until: number; key: string }>();

/** What the open page's day mode shows at the instant, as part of its cache key: the page changes when this does. */
export function dayModeKey(events: readonly GuestEvent[], instant: number, timeZone: string): string {
  const known = dayKeys.get(events);
  if (known && known.from <= instant && instant < known.until) return known.key;
  const state = dayMode(events, instant, timeZone);
  const key = state.on ? `day:${state.now.join(",")}>${state.next ?? ""}` : "";
  dayKeys.set(events, { from: instant, until: state.changesAt ?? Infinity, key });
  return key;
}
