import { z } from "zod";
import { JOIN_REQUEST_MAIL_MAX, JOIN_REQUEST_MESSAGE_MAX, JOIN_REQUEST_NAME_MAX } from "./joinRequestLimits";
import { languageCode } from "./types";
import { plainText as plain } from "../plainText";

/** Asking to join a site's guest list from its open RSVP (decision 103): the request's shape. */
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
