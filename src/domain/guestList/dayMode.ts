import { dayStart } from "../zonedTime";

/** An event as day mode reads it: its start and end (ISO 8601 with offset), either maybe unset. */
export interface TimedEvent {
  id: string;
  startsAt: string | null;
  endsAt: string | null;
}

export interface DayMode {
  /** From 00:00 site time on the first event's day to the end of the day after the last one's. */
  on: boolean;
  /** "Nu": the events on at the instant, in start order (none when off). */
  now: string[];
  /** "Sedan": the next event to start (none when off, or after the last start). */
  next: string | null;
  /** The next instant (ms) any of the above changes; null once nothing will. */
  changesAt: number | null;
}

interface Span {
  id: string;
  start: number;
  end: number;
}

/**
 * The events' spans in start order. An event without an end lasts until the next event starts
 * or its day ends, whichever is first (decision 107); events without a start are not timed.
 */
function spans(events: readonly TimedEvent[], timeZone: string): Span[] {
  const timed = events
    .filter((event): event is TimedEvent & { startsAt: string } => event.startsAt !== null)
    .map((event) => ({ id: event.id, start: Date.parse(event.startsAt), end: event.endsAt === null ? null : Date.parse(event.endsAt) }))
    .filter((event) => !Number.isNaN(event.start))
    .sort((a, b) => a.start - b.start);
  return timed.map((event) => {
    if (event.end !== null && event.end > event.start) return { id: event.id, start: event.start, end: event.end };
    const later = timed.find((other) => other.start > event.start);
    return { id: event.id, start: event.start, end: Math.min(later?.start ?? Infinity, dayStart(event.start, timeZone, 1)) };
  });
}

const OFF: DayMode = { on: false, now: [], next: null, changesAt: null };

/** Whether day mode is on at the instant in the site's time zone, what is on now and what comes next. */
export function dayMode(events: readonly TimedEvent[], instant: number, timeZone: string): DayMode {
  const timed = spans(events, timeZone);
  if (timed.length === 0) return OFF;
  const opens = dayStart(timed[0]!.start, timeZone);
  // The last day is the one the latest end falls in (an end at midnight belongs to the day before it).
  const closes = dayStart(Math.max(...timed.map((span) => span.end - 1)), timeZone, 2);
  if (instant < opens) return { ...OFF, changesAt: opens };
  if (instant >= closes) return OFF;
  const now = timed.filter((span) => span.start <= instant && instant < span.end).map((span) => span.id);
  const next = timed.find((span) => span.start > instant)?.id ?? null;
  const changes = timed.flatMap((span) => [span.start, span.end]).filter((moment) => moment > instant);
  return { on: true, now, next, changesAt: Math.min(closes, ...changes) };
}
