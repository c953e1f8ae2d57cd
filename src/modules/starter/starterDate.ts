import { defaultCountdownDate } from "../countdown/countdown";
import { readDateTime, type LocalDateTime } from "./format";

/** The starter pages' day: six months ahead like every new countdown, at the hour the occasion starts. */
export function starterDate(now: Date, hour: number): { value: string; parts: LocalDateTime } {
  const value = `${defaultCountdownDate(now).slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;
  return { value, parts: readDateTime(value)! };
}
