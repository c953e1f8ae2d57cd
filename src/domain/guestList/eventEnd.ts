import { GUEST_EVENT_MAX_HOURS } from "./limits";

/** Why an event's end cannot be stored: the API's 422 and the events form say the same. */
export type EventEndProblem = "needsStart" | "notAfterStart" | "tooLong";

export function eventEndProblem(startsAt: string | null, endsAt: string | null): EventEndProblem | null {
  if (endsAt === null) return null;
  if (startsAt === null) return "needsStart";
  const hours = (Date.parse(endsAt) - Date.parse(startsAt)) / 3_600_000;
  if (hours <= 0) return "notAfterStart";
  return hours > GUEST_EVENT_MAX_HOURS ? "tooLong" : null;
}
