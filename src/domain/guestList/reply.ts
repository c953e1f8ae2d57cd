import { z } from "zod";
import { DIETARY_MAX, GUEST_EVENTS_PER_SITE, GUESTS_PER_HOUSEHOLD, REPLY_MESSAGE_MAX } from "./limits";

/**
 * A household's answer through its personal link (issue 15): per guest, coming or not to each
 * event the household is invited to, and a dietary note. Each send is stored whole; the latest
 * is the household's answer, the earlier ones its history of changes.
 */

export { WHOLE_DAY } from "./wholeDay";

const guestReplyInput = z.object({
  guestId: z.uuid(),
  /** Event id (or WHOLE_DAY) → coming; only events the household is invited to are kept. */
  attending: z.record(z.string().max(36), z.boolean()).refine((value) => Object.keys(value).length <= GUEST_EVENTS_PER_SITE, "Too many events"),
  dietary: z.string().trim().max(DIETARY_MAX).default(""),
});

export const householdReplyInput = z.object({
  guests: z.array(guestReplyInput).min(1).max(GUESTS_PER_HOUSEHOLD),
  message: z.string().trim().max(REPLY_MESSAGE_MAX).default(""),
});
export type HouseholdReply = z.output<typeof householdReplyInput>;
