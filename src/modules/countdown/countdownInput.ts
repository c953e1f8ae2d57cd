import { COUNTDOWN_DATE_FORMAT, COUNTDOWN_DATE_RANGE } from "./schema";

export type CountdownDateProblem = "incomplete" | "outOfRange";

/**
 * Why the date field's value cannot be stored, or null when it can: the browser gives an
 * empty string for a half-filled field, and a typed year may fall outside 1900–2099.
 */
export function countdownDateProblem(value: string): CountdownDateProblem | null {
  if (!COUNTDOWN_DATE_FORMAT.test(value)) return "incomplete";
  if (value < COUNTDOWN_DATE_RANGE.min || value > COUNTDOWN_DATE_RANGE.max) return "outOfRange";
  return null;
}

/**
 * The legacy countdown's date and time as typed in its two text fields (spec 2: trimmed,
 * yyyy-mm-dd and hh:mm): the datetime-local value, or why it cannot be stored.
 */
export function legacyCountdownValue(date: string, time: string): { value: string } | { problem: "format" | "outOfRange" } {
  const [day, clock] = [date.trim(), time.trim()];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(clock)) return { problem: "format" };
  const value = `${day}T${clock}`;
  return countdownDateProblem(value) ? { problem: "outOfRange" } : { value };
}
