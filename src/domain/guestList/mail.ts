import { z } from "zod";
import { BULK_HOUSEHOLDS_MAX, HOUSEHOLDS_PER_SITE } from "./limits";

/** The invitation's one automatic re-send to an unopened link (decision 104): days after it, or null for never. */
export const RESEND_INVITATION_DAYS_DEFAULT = 3;
export const RESEND_INVITATION_DAYS_MIN = 1;
export const RESEND_INVITATION_DAYS_MAX = 30;

/** The guest list's mails to households (issue 15, section 5; decision 068), shared by the owner API and the send dialog. */
export const GUEST_MAIL_KINDS = ["saveTheDate", "invitation", "reminder"] as const;
export type GuestMailKind = (typeof GUEST_MAIL_KINDS)[number];
/** Every kind a household is mailed: the three above, the couple's own update mails (decision 104) and the mail the evening before an event (decision 109). */
export type HouseholdMailKind = GuestMailKind | "update" | "eveningBefore";

export const MAIL_SUBJECT_MAX = 200;
export const MAIL_BODY_MAX = 5000;
export const REMINDER_DAYS_MIN = 1;
export const REMINDER_DAYS_MAX = 60;
/** Seconds between two real sends of one site: a double click or an impatient retry waits, nothing is lost. */
export const MAIL_SEND_INTERVAL_SECONDS = 10;
/** Test sends one account may make a minute (each is a mail to the owner's own address). */
export const MAIL_TESTS_PER_MINUTE = 6;
/** A household that got a reminder this recently is left out of another one sent by hand. */
export const REMINDER_PAUSE_HOURS = 24;

/**
 * Guest-list mails one site may send (decision 071), counted when queued and kept when the list
 * is deleted: a full list once in any 24 hours, and five full lists in all (a save-the-date, an
 * invitation and reminders). A new account's sites send fewer a day in its first week.
 */
export const GUEST_MAILS_PER_DAY = HOUSEHOLDS_PER_SITE;
export const GUEST_MAILS_PER_SITE = 5 * HOUSEHOLDS_PER_SITE;
export const NEW_ACCOUNT_DAYS = 7;
export const NEW_ACCOUNT_GUEST_MAILS_PER_DAY = 200;

const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;

/** The owner's text for one kind and language; an empty subject or body means the default text. */
export const guestMailText = z.object({
  subject: z.string().trim().max(MAIL_SUBJECT_MAX).default(""),
  body: z.string().trim().max(MAIL_BODY_MAX).default(""),
});
export type GuestMailText = z.infer<typeof guestMailText>;

const textsByLanguage = z
  .record(z.string().regex(LANGUAGE_CODE, "Not a language code"), guestMailText)
  .default({})
  // A language whose subject and body are both empty is the default text: nothing to store.
  .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, text]) => text.subject !== "" || text.body !== "")));

export const guestMailTexts = z.object({
  saveTheDate: textsByLanguage,
  invitation: textsByLanguage,
  reminder: textsByLanguage,
});
export type GuestMailTexts = z.infer<typeof guestMailTexts>;

export const guestListSettingsInput = z.object({
  /** After it the personal links' RSVP is closed; null for none. */
  rsvpDeadline: z.iso.datetime({ offset: true }).nullable(),
  reminderDaysBefore: z.number().int().min(REMINDER_DAYS_MIN).max(REMINDER_DAYS_MAX).nullable(),
  /** Left out to keep what is stored. */
  resendInvitationAfterDays: z.number().int().min(RESEND_INVITATION_DAYS_MIN).max(RESEND_INVITATION_DAYS_MAX).nullable().optional(),
  /** The mail the evening before each event to the households coming (decision 109); left out to keep what is stored. */
  eveningBeforeMail: z.boolean().optional(),
  mailTexts: guestMailTexts.default({ saveTheDate: {}, invitation: {}, reminder: {} }),
});
export type GuestListSettingsInput = z.infer<typeof guestListSettingsInput>;

/** The settings as the API answers them: the owner's texts, and the default texts for every language of the site. */
export interface GuestListSettings {
  rsvpDeadline: string | null;
  reminderDaysBefore: number | null;
  resendInvitationAfterDays: number | null;
  eveningBeforeMail: boolean;
  mailTexts: GuestMailTexts;
  defaultTexts: Record<GuestMailKind, Record<string, { subject: string; body: string }>>;
}

/** Who a send goes to: the households named, those never sent this kind, or those who have not answered. */
export const guestMailRecipients = z.union([
  z.object({ householdIds: z.array(z.uuid()).min(1).max(BULK_HOUSEHOLDS_MAX) }),
  z.literal("notYetSent"),
  z.literal("notAnswered"),
]);
export type GuestMailRecipients = z.infer<typeof guestMailRecipients>;

export const guestMailSend = z.object({
  kind: z.enum(GUEST_MAIL_KINDS),
  recipients: guestMailRecipients,
  /** Made once when the dialog opens: the same send sent again (a double click, a retry) is the same send. */
  sendId: z.uuid(),
  /** Only to the owner's own address, with a sample household, in `language`. */
  test: z.boolean().default(false),
  language: z.string().regex(LANGUAGE_CODE).optional(),
});
export type GuestMailSend = z.infer<typeof guestMailSend>;

/** `dailyLimit`, `siteLimit`: past the site's mails for the day or in all (decision 071); a "not yet sent" send the next day reaches a household left out for the day. */
export const SKIP_REASONS = ["noMail", "alreadySent", "answered", "remindersStopped", "recentlyReminded", "dailyLimit", "siteLimit"] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export interface GuestMailSendResult {
  queued: number;
  skipped: { householdId: string; name: string; reason: SkipReason }[];
  /** A test send: the address it went to. */
  testTo?: string;
}

/** A preview of one kind's mail in one language, with the text the owner is writing. */
export const guestMailPreview = z.object({
  kind: z.enum(GUEST_MAIL_KINDS),
  language: z.string().regex(LANGUAGE_CODE),
  text: guestMailText,
});

/**
 * One household's mail as the owner follows it: queued, sent (handed to the mail server),
 * delivered (the server answered that it took it), bounced (the server refused the address).
 */
export type MailStatus = "queued" | "sent" | "delivered" | "bounced";

/** What went to one household: a row per mail kind and round, and how far it got. */
export interface HouseholdMailRecord {
  householdId: string;
  kind: HouseholdMailKind;
  round: string;
  status: MailStatus;
  queuedAt: string;
  sentAt: string | null;
  /** The mail server's answer: its acceptance or its refusal. */
  smtpAnswer: string | null;
  /** When the household first opened its personal link, if after this mail went. */
  linkOpenedAt: string | null;
}

/** The stop link in every guest-list mail, under the household's personal link on the site's address. */
export const STOP_REMINDERS_SEGMENT = "sluta-paminna";
export const stopRemindersUrl = (personalLink: string) => `${personalLink}/${STOP_REMINDERS_SEGMENT}`;
