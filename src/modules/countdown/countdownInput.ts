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
