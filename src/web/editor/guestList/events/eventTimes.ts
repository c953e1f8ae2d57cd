import { formatLocale } from "../../../../domain/languages";

/**
 * An event's time as the owner's date and time fields hold it, in the browser's own time zone
 * (the couple's), and back to the ISO instant the API stores.
 */

const pad = (value: number) => String(value).padStart(2, "0");

export function dateAndTime(startsAt: string | null): { date: string; time: string } {
  if (!startsAt) return { date: "", time: "" };
  const at = new Date(startsAt);
  return { date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`, time: `${pad(at.getHours())}:${pad(at.getMinutes())}` };
}

/** Null without a date; the form asks for a time whenever a date is given. */
export function startsAtOf(date: string, time: string): string | null {
  if (date === "") return null;
  return new Date(`${date}T${time || "00:00"}`).toISOString();
}

/**
 * The end from its fields: none without an end time; an empty end date is the start's day, or the
 * next day when the end time is not after the start time (a dinner until 01:00).
 */
export function endsAtOf(start: { date: string; time: string }, end: { date: string; time: string }): string | null {
  if (end.time === "") return null;
  const date = end.date || start.date;
  if (date === "") return null;
  const at = new Date(`${date}T${end.time}`);
  if (end.date === "" && start.time !== "" && end.time <= start.time) at.setDate(at.getDate() + 1);
  return at.toISOString();
}

/** "lördag 12 juni 2027 14:00" in the owner's language. */
export function formatStartsAt(startsAt: string, language: string): string {
  return new Intl.DateTimeFormat(formatLocale(language), { weekday: "long", day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" }).format(new Date(startsAt));
}

/** The end after the start: "–23:30" on the same day, " – söndag 13 juni 01:00" on another. */
export function formatEndsAt(startsAt: string, endsAt: string, language: string): string {
  const sameDay = dateAndTime(startsAt).date === dateAndTime(endsAt).date;
  const options: Intl.DateTimeFormatOptions = sameDay ? { hour: "2-digit", minute: "2-digit" } : { weekday: "long", day: "numeric", month: "long", hour: "2-digit", minute: "2-digit" };
  return `${sameDay ? "–" : " – "}${new Intl.DateTimeFormat(formatLocale(language), options).format(new Date(endsAt))}`;
}
