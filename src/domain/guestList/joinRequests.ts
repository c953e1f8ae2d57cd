import { z } from "zod";
import { languageCode } from "./types";

/** Asking to join a site's guest list from its open RSVP (decision 103): bounds and shapes. */
export const JOIN_REQUEST_NAME_MAX = 100;
export const JOIN_REQUEST_MESSAGE_MAX = 1000;
export const JOIN_REQUEST_MAIL_MAX = 254;
export const JOIN_REQUEST_BODY_LIMIT = 8 * 1024;
/** Requests a site takes in any 24 hours, and how many may wait for the couple at once. */
export const JOIN_REQUESTS_PER_SITE_PER_DAY = 30;
export const JOIN_REQUESTS_PENDING_MAX = 100;
/** Requests one address may send in an hour: a family asking for two, not a script. */
export const JOIN_REQUESTS_PER_IP_PER_HOUR = 5;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Plain text only: no control characters (a message keeps its line breaks), no markup, no unpaired surrogates. */
function plain(value: string, keepLines: boolean): string {
  const lines = value.replace(LONE_SURROGATE, "").replace(/<[^>]*>?/g, "");
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const cleaned = keepLines ? lines.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "") : lines.replace(/[\u0000-\u001f\u007f\s]+/g, " ");
  return cleaned.trim();
}

export const joinRequestInput = z.object({
  name: z
    .string()
    .max(JOIN_REQUEST_NAME_MAX * 2)
    .transform((value) => plain(value, false))
    .pipe(z.string().min(1, "Must not be empty").max(JOIN_REQUEST_NAME_MAX)),
  mail: z.string().trim().max(JOIN_REQUEST_MAIL_MAX).pipe(z.email("Not an e-mail address")),
  message: z
    .string()
    .max(JOIN_REQUEST_MESSAGE_MAX * 2)
    .default("")
    .transform((value) => plain(value, true))
    .pipe(z.string().max(JOIN_REQUEST_MESSAGE_MAX)),
  /** The language of the page it was sent from. */
  language: languageCode,
  /** Left empty by people; a bot that fills every field is told it was received. */
  website: z.string().max(200).default(""),
});
export type JoinRequestInput = z.input<typeof joinRequestInput>;

export const JOIN_REQUEST_STATUSES = ["pending", "approved", "declined"] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

/** A request as the owner's guest list shows it. */
export interface JoinRequest {
  id: string;
  name: string;
  mail: string;
  message: string;
  language: string;
  status: JoinRequestStatus;
  householdId: string | null;
  createdAt: string;
  decidedAt: string | null;
}
