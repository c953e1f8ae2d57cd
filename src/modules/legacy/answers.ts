import { z } from "zod";
import { ANSWER_MAX_LENGTH, HONEYPOT_FIELD } from "../../domain/site/formLimits";
import { MAIL_MAX_LENGTH } from "../../domain/limits";
import { LEGACY_MAX_PERSONS } from "./rsvpProperties";

/**
 * What guests send from the legacy RSVP3 and Speech2 modules (spec 2, sections 3 and 7):
 * the built-in person fields, and one custom value per question the guest was shown.
 */

const NAME_MAX_LENGTH = 200;
const PHONE_MAX_LENGTH = 50;

const LEGACY_VALUE_TYPES = ["TextField", "RadioGroup"] as const;

export const legacyCustomValue = z.object({
  id: z.string().min(1).max(100),
  /** A radio group's value is the chosen option's label. */
  value: z.string().max(ANSWER_MAX_LENGTH).nullish().transform((value) => value ?? ""),
  type: z.enum(LEGACY_VALUE_TYPES),
  /** The client echoes the question's label; the stored module's label is the truth. */
  label: z.string().max(500).nullish(),
});
export type LegacyCustomValue = z.infer<typeof legacyCustomValue>;

const requiredName = z.string().trim().min(1).max(NAME_MAX_LENGTH);

const person = {
  firstName: requiredName,
  lastName: requiredName,
  phone: z.string().trim().max(PHONE_MAX_LENGTH).nullish().transform((value) => value ?? ""),
  mail: z.union([z.literal(""), z.string().trim().max(MAIL_MAX_LENGTH).pipe(z.email())]).nullish().transform((value) => value ?? ""),
  customValues: z.array(legacyCustomValue).max(100).default([]),
};

const robotFields = {
  postKey: z.string().max(200).nullish(),
  [HONEYPOT_FIELD]: z.string().max(2000).nullish(),
};

export const legacyRsvpPerson = z.object({ ...person, weddingYesOrNo: z.enum(["yes", "no"]) });
export type LegacyRsvpPerson = z.infer<typeof legacyRsvpPerson>;

export const legacyRsvpSubmission = z.object({
  ...robotFields,
  persons: z.array(legacyRsvpPerson).min(1).max(LEGACY_MAX_PERSONS.max),
  /** "site-form-" + the RSVP3 module's id. */
  source: z.string().min(1).max(200),
});
export type LegacyRsvpSubmission = z.input<typeof legacyRsvpSubmission>;

export const legacySpeechPerson = z.object(person);
export type LegacySpeechPerson = z.infer<typeof legacySpeechPerson>;

export const legacySpeechSubmission = z.object({ ...robotFields, speech: legacySpeechPerson });
export type LegacySpeechSubmission = z.input<typeof legacySpeechSubmission>;

export { legacySource } from "./answerRules";
