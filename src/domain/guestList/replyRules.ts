import type { HouseholdReply } from "./reply";

/** Why a household's reply was refused, naming the field (as the API's 422 does). */
export interface ReplyProblem {
  field: string;
  message: string;
}

/**
 * A reply fits its household: each of the household's guests answered once (no guest of
 * another household), and each coming-or-not for exactly the events it is invited to (or the
 * whole day when it is invited to none). A reply built for another household never fits.
 */
export function replyProblems(reply: HouseholdReply, guestIds: string[], eventIds: string[]): ReplyProblem[] {
  const problems: ReplyProblem[] = [];
  const own = new Set(guestIds);
  const seen = new Set<string>();
  reply.guests.forEach((guest, index) => {
    if (!own.has(guest.guestId)) problems.push({ field: `guests.${index}.guestId`, message: "Not a guest of this household" });
    else if (seen.has(guest.guestId)) problems.push({ field: `guests.${index}.guestId`, message: "A guest is answered twice" });
    seen.add(guest.guestId);
    const answered = Object.keys(guest.attending);
    const foreign = answered.filter((id) => !eventIds.includes(id));
    if (foreign.length) problems.push({ field: `guests.${index}.attending`, message: `Not an event of this household: ${foreign.join(", ")}` });
    else if (answered.length !== eventIds.length) problems.push({ field: `guests.${index}.attending`, message: "Every event needs an answer" });
  });
  const missing = guestIds.filter((id) => !seen.has(id));
  if (missing.length) problems.push({ field: "guests", message: "Every guest of the household needs an answer" });
  return problems;
}
