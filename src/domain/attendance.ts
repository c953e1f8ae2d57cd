import type { AnswerEntry } from "./answers";
import type { TranslatedText } from "./languages";

/**
 * The RSVP yes/no rule (spec 3, section 5): a chosen option's text, trimmed and compared
 * without case, is a yes or a no when it is exactly one of these; any of the option's
 * languages counts, so a guest answering in English classifies by the Swedish text too.
 */
export const YES_TEXTS = ["Ja", "Ja!", "Ja självklart!", "Yes", "Yes!"] as const;
export const NO_TEXTS = ["Nej", "Nej tyvärr", "Nej jag kan tyvärr inte komma", "No"] as const;

export type Attendance = "coming" | "notComing" | "unknown";

const normal = (text: string) => text.trim().toLocaleLowerCase("sv");
const YES = new Set(YES_TEXTS.map(normal));
const NO = new Set(NO_TEXTS.map(normal));

/** What an option's texts say: coming, not coming, or nothing (an option such as "Buss: ja tack"). */
export function optionAttendance(text: TranslatedText): Exclude<Attendance, "unknown"> | null {
  const texts = Object.values(text).filter((value): value is string => typeof value === "string").map(normal);
  if (texts.some((value) => YES.has(value))) return "coming";
  if (texts.some((value) => NO.has(value))) return "notComing";
  return null;
}

/**
 * A guest is coming or not by the first question, in the form's order, whose chosen option
 * classifies: the attending question comes first, and a later yes/no question (the bus) must
 * not overrule it. No such answer: unknown.
 */
export function guestAttendance(entry: Pick<AnswerEntry, "formElements">): Attendance {
  for (const answer of entry.formElements) {
    const attendance = answer.selectedOption ? optionAttendance(answer.selectedOption.text) : null;
    if (attendance) return attendance;
  }
  return "unknown";
}

export interface AttendanceSummary {
  coming: number;
  notComing: number;
  unknown: number;
  /** Every guest answered for: one entry each. */
  guests: number;
}

export function attendanceSummary(entries: readonly Pick<AnswerEntry, "formElements">[]): AttendanceSummary {
  const summary: AttendanceSummary = { coming: 0, notComing: 0, unknown: 0, guests: entries.length };
  for (const entry of entries) summary[guestAttendance(entry)] += 1;
  return summary;
}
