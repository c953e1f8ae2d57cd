import { z } from "zod";

/** Who gets a form's answers by mail (spec 2, "Ändra mottagare"): the document's formRecipients. */
export const MAX_FORM_RECIPIENTS = 6;

/** One address as the site document accepts it; the dialog checks with the same rule. */
export const recipientMail = z.email();

export function isValidRecipient(value: string): boolean {
  return recipientMail.safeParse(value.trim()).success;
}

interface FormRecipients {
  formId: string;
  recipients: string[];
}

export function recipientsOf(entries: FormRecipients[], formId: string): string[] {
  return entries.find((entry) => entry.formId === formId)?.recipients ?? [];
}

/** What the dialog stores: addresses trimmed, blanks dropped, at most six. */
export function normaliseRecipients(values: string[]): string[] {
  return values
    .map((value) => value.trim())
    .filter(Boolean)
    .slice(0, MAX_FORM_RECIPIENTS);
}

/** The entries with this form's list replaced in place; an empty list removes the entry. */
export function withRecipients(entries: FormRecipients[], formId: string, recipients: string[]): FormRecipients[] {
  if (recipients.length === 0) return entries.filter((entry) => entry.formId !== formId);
  if (!entries.some((entry) => entry.formId === formId)) return [...entries, { formId, recipients }];
  return entries.map((entry) => (entry.formId === formId ? { formId, recipients } : entry));
}

/** POST /api/recipient-confirmations/: the token of the link mailed to a new recipient. */
export const recipientConfirmationSchema = z.object({ token: z.string().min(10).max(200) });
