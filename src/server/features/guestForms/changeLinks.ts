import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { CHANGE_TOKEN_PATTERN, type AnswerToChange } from "../../../domain/site/answerChange";
import type { StoredAnswer } from "../../../domain/site/submissions";
import type { Db } from "../../db/client";
import { rsvpAnswers } from "../../db/schema";
import { ApiError } from "../../http/errors";

/** A new change link's token and the hash stored with the answer; the token itself is only mailed. */
export function newChangeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashChangeToken(token) };
}

export const hashChangeToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The answer a change link reaches, on this site (and this RSVP, when named) only; anything else is the same 404. */
export async function requireAnswerToChange(db: Db, siteId: string, token: string, formId?: string): Promise<{ groupIdentifier: string; hash: string; formId: string; rows: StoredAnswer[][] }> {
  const refused = new ApiError(404, "answerChangeLinkInvalid", "No answer for this change link on this site");
  if (!CHANGE_TOKEN_PATTERN.test(token)) throw refused;
  const hash = hashChangeToken(token);
  const rows = await db
    .select({ groupIdentifier: rsvpAnswers.groupIdentifier, formId: rsvpAnswers.formId, formElements: rsvpAnswers.formElements })
    .from(rsvpAnswers)
    .where(and(eq(rsvpAnswers.siteId, siteId), eq(rsvpAnswers.changeTokenHash, hash)))
    .orderBy(asc(rsvpAnswers.guestIndex));
  const first = rows[0];
  if (!first || (formId !== undefined && first.formId !== formId)) throw refused;
  return { groupIdentifier: first.groupIdentifier, formId: first.formId, hash, rows: rows.map((row) => row.formElements as StoredAnswer[]) };
}

/** The stored answer as the RSVP form holds it: element id → text, and the option chosen. */
export function presentAnswerToChange(formId: string, rows: StoredAnswer[][]): AnswerToChange {
  return {
    formId,
    guests: rows.map((answers) => ({
      answers: Object.fromEntries(answers.map((answer) => [answer.formElement.id, answer.selectedOption ? { value: answer.value, selectedOption: answer.selectedOption } : { value: answer.value }])),
    })),
  };
}
