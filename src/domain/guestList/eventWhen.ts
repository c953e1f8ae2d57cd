import { formatLocale } from "../languages";

const formats = new Map<string, Intl.DateTimeFormat>();

function format(language: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    try {
      found = new Intl.DateTimeFormat(formatLocale(language), { ...options, timeZone });
    } catch {
      found = new Intl.DateTimeFormat("en-GB", { ...options, timeZone });
    }
    formats.set(key, found);
  }
  return found;
}

const DAY: Intl.DateTimeFormatOptions = { weekday: "long", day: "numeric", month: "long" };
const TIME: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit" };
const DAY_MS = 86_400_000;

/**
 * An event's day and its time (start–end) as the page's language writes them, in the site's
 * time zone; an end a day or more after the start names its own day too. Null without a start.
 */
export function eventWhen(event: { startsAt: string | null; endsAt: string | null }, language: string, timeZone: string): { day: string; time: string } | null {
  if (!event.startsAt) return null;
  const start = Date.parse(event.startsAt);
  const day = format(language, timeZone, DAY).format(start);
  const time = format(language, timeZone, TIME);
  if (!event.endsAt) return { day, time: time.format(start) };
  const end = Date.parse(event.endsAt);
  if (end - start >= DAY_MS) return { day, time: `${time.format(start)} – ${format(language, timeZone, DAY).format(end)} ${time.format(end)}` };
  return { day, time: `${time.format(start)}–${time.format(end)}` };
}
