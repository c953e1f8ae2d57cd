import { eq } from "drizzle-orm";
import { guestMailTexts, RESEND_INVITATION_DAYS_DEFAULT, type GuestListSettingsInput, type GuestMailTexts } from "../../../../domain/guestList/mail";
import type { Executor } from "../../../db/client";
import { guestListSettings } from "../../../db/schema";

export interface StoredGuestListSettings {
  rsvpDeadline: Date | null;
  reminderDaysBefore: number | null;
  resendInvitationAfterDays: number | null;
  eveningBeforeMail: boolean;
  mailTexts: GuestMailTexts;
}

const EMPTY_TEXTS: GuestMailTexts = { saveTheDate: {}, invitation: {}, reminder: {} };

/** A site's settings; a site that never saved any has no deadline, no reminder and the default texts. */
export async function readSettings(db: Executor, siteId: string): Promise<StoredGuestListSettings> {
  const [row] = await db.select().from(guestListSettings).where(eq(guestListSettings.siteId, siteId));
  if (!row) return { rsvpDeadline: null, reminderDaysBefore: null, resendInvitationAfterDays: RESEND_INVITATION_DAYS_DEFAULT, eveningBeforeMail: true, mailTexts: EMPTY_TEXTS };
  // Stored texts were validated on the way in; parsing again keeps a row from an older shape readable.
  const texts = guestMailTexts.safeParse(row.mailTexts);
  return { rsvpDeadline: row.rsvpDeadline, reminderDaysBefore: row.reminderDaysBefore, resendInvitationAfterDays: row.resendInvitationAfterDays, eveningBeforeMail: row.eveningBeforeMail, mailTexts: texts.success ? texts.data : EMPTY_TEXTS };
}

export async function writeSettings(db: Executor, siteId: string, input: GuestListSettingsInput, now: Date): Promise<void> {
  const values = {
    rsvpDeadline: input.rsvpDeadline ? new Date(input.rsvpDeadline) : null,
    reminderDaysBefore: input.reminderDaysBefore,
    // Left out of the input: what is stored stays (a new row takes the column's default).
    ...(input.resendInvitationAfterDays !== undefined ? { resendInvitationAfterDays: input.resendInvitationAfterDays } : {}),
    ...(input.eveningBeforeMail !== undefined ? { eveningBeforeMail: input.eveningBeforeMail } : {}),
    mailTexts: input.mailTexts as Record<string, unknown>,
    updatedAt: now,
  };
  await db.insert(guestListSettings).values({ siteId, ...values }).onConflictDoUpdate({ target: guestListSettings.siteId, set: values });
}
