import { z } from "zod";
import type { Receipt } from "./payments/payments";
import type { MemberRole } from "./siteRoles";
import { FEEDBACK_MAX_LENGTH, LOG_TEXT_MAX, MAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./limits";

/** Payloads of the account calls, shared by the web forms and the server (spec 1, section 7). */

const mail = z.string().trim().max(MAIL_MAX_LENGTH).pipe(z.email());
const password = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const registerSchema = z.object({
  mail,
  password,
  /** The terms checkbox; the spec's form requires it. */
  acceptTerms: z.literal(true),
  /**
   * The site built in quick start or the wizard, saved with the new account (spec 3, section 4).
   * The document is checked like a saved one; without it the account starts from the brand's starter page.
   */
  site: z.object({ document: z.unknown() }).optional(),
});

export const loginSchema = z.object({ mail, password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });
export const resetRequestSchema = z.object({ mail });
export const resetPasswordSchema = z.object({ token: z.string().min(10).max(200), password });

export const feedbackSchema = z.object({
  expectsReply: z.boolean(),
  userMail: z.union([mail, z.literal("")]).optional(),
  feedbackText: z.string().trim().min(1).max(FEEDBACK_MAX_LENGTH),
});

/** Client log entries (spec 1, section 3), with limits so a client cannot flood the table. */
export const logEntrySchema = z.object({
  url: z.string().max(2000),
  severity: z.number().int().min(0).max(5),
  originId: z.string().max(200),
  userAgent: z.string().max(1000),
  errorObject: z.object({ message: z.string().max(LOG_TEXT_MAX), stack: z.string().max(LOG_TEXT_MAX).optional() }).optional(),
  siteData: z.string().max(LOG_TEXT_MAX).optional(),
  info: z.string().max(LOG_TEXT_MAX).optional(),
});

export type RegisterPayload = z.infer<typeof registerSchema>;
export type LoginPayload = z.infer<typeof loginSchema>;
export type FeedbackPayload = z.infer<typeof feedbackSchema>;
export type LogEntry = z.infer<typeof logEntrySchema>;

/** GET /api/accounts/me/ and the login answer. */
export interface MeResponse {
  mail: string;
  site: { _id: string };
}

/** GET /api/accounts/shared-sites: other accounts' sites this account is on, with its role there (decision 101). */
export interface SharedSite {
  _id: string;
  host: string | null;
  role: MemberRole;
  ownerMail: string;
}

/** GET /api/sites/{id}/account/ (spec 1, section 3). */
export interface AccountResponse {
  mail: string;
  registered: { date: string };
  site: {
    _id: string;
    host: string | null;
    visitorCount: number;
    active: boolean;
    activeDate: string | null;
    activeExpireDate: string | null;
    /** The publication period has ended: guests no longer see the site, the owner may extend it. `active` stays true (it was bought). */
    expired: boolean;
    customDomains: { domain: string; expires: string | null }[];
  };
  /** Every paid receipt of the site's publication and address, newest first. */
  receipts: Receipt[];
}
