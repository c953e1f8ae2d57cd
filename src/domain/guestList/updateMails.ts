import { z } from "zod";
import { BULK_HOUSEHOLDS_MAX } from "./limits";
import { MAIL_BODY_MAX, MAIL_SUBJECT_MAX, type HouseholdMailRecord } from "./mail";

/** The couple's own mails to households after the invitations (decision 104), shared by the owner API and its screen. */

/** How far ahead an update mail may be scheduled. */
export const UPDATE_SEND_AHEAD_DAYS_MAX = 60;
export const ANSWER_FILTERS = ["coming", "notComing", "notAnswered"] as const;
export type AnswerFilter = (typeof ANSWER_FILTERS)[number];

const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;

/**
 * Who gets an update: the households named, or those matching every dimension given (any of its
 * events, any of its tags, any of its answers); an empty filter is every household.
 */
export const updateMailRecipients = z.union([
  z.strictObject({ householdIds: z.array(z.uuid()).min(1).max(BULK_HOUSEHOLDS_MAX) }),
  z.strictObject({
    eventIds: z.array(z.uuid()).max(100).optional(),
    tags: z.array(z.string().trim().min(1).max(100)).max(100).optional(),
    answers: z.array(z.enum(ANSWER_FILTERS)).max(3).optional(),
  }),
]);
export type UpdateMailRecipients = z.infer<typeof updateMailRecipients>;

export const updateMailText = z.object({
  subject: z.string().trim().min(1).max(MAIL_SUBJECT_MAX),
  body: z.string().trim().min(1).max(MAIL_BODY_MAX),
});
export type UpdateMailText = z.infer<typeof updateMailText>;

export const updateMailInput = z.object({
  /** Made once when the screen opens: the same mail sent again (a double click, a retry) is the same mail. */
  id: z.uuid(),
  /** A text per site language; a household in a language without one reads the site's first language. */
  texts: z.record(z.string().regex(LANGUAGE_CODE, "Not a language code"), updateMailText),
  recipients: updateMailRecipients,
  /** Absent to send now. */
  sendAt: z.iso.datetime({ offset: true }).optional(),
});
export type UpdateMailInput = z.infer<typeof updateMailInput>;

export const updateMailPreview = z.object({ language: z.string().regex(LANGUAGE_CODE), text: updateMailText });
export const updateMailCount = z.object({ recipients: updateMailRecipients });

export type HouseholdMailStatus = Omit<HouseholdMailRecord, "kind" | "round"> & { name: string };

export interface UpdateMail {
  id: string;
  texts: Record<string, UpdateMailText>;
  recipients: UpdateMailRecipients;
  sendAt: string;
  queuedAt: string | null;
  cancelledAt: string | null;
  households: HouseholdMailStatus[];
}
