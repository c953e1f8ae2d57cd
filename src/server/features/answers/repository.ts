import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { formSubmissions, rsvpAnswers } from "../../db/schema";
import type { StoredAnswer } from "../../../domain/site/submissions";

/** RSVP answers (one row per guest, a send's guests sharing a group) or Form submissions. */
export type AnswerKind = "rsvp" | "form";

const SOURCES = {
  // Newest send first, a send's guests in their order: the (site_id, created_at) index serves it.
  rsvp: { table: rsvpAnswers, group: rsvpAnswers.groupIdentifier, household: rsvpAnswers.householdId, order: [desc(rsvpAnswers.createdAt), asc(rsvpAnswers.groupIdentifier), asc(rsvpAnswers.guestIndex)] },
  // A submission is a group of its own.
  form: { table: formSubmissions, group: formSubmissions.id, household: sql<string | null>`null`, order: [desc(formSubmissions.createdAt), asc(formSubmissions.id)] },
} as const;

/** One stored answer as the overview needs it (only these columns are read). */
export interface AnswerRow {
  id: string;
  createdAt: Date;
  language: string;
  groupIdentifier: string;
  formId: string;
  formTitle: string;
  formElements: StoredAnswer[];
  /** The guest-list household an RSVP send is matched to; Form submissions have none. */
  householdId: string | null;
}

/** The site's answers of one kind, newest first, at most `limit`: one indexed query. */
export async function listAnswers(db: Db, kind: AnswerKind, siteId: string, limit: number): Promise<AnswerRow[]> {
  const { table, group, household, order } = SOURCES[kind];
  const rows = await db
    .select({
      id: table.id,
      createdAt: table.createdAt,
      language: table.language,
      groupIdentifier: group,
      formId: table.formId,
      formTitle: table.formTitle,
      formElements: table.formElements,
      householdId: household,
    })
    .from(table)
    .where(eq(table.siteId, siteId))
    .orderBy(...order)
    .limit(limit);
  return rows as AnswerRow[];
}

/** Deletes one answer only when it belongs to the site; false when the site has no such answer. */
export async function deleteAnswer(db: Db, kind: AnswerKind, siteId: string, id: string): Promise<boolean> {
  const { table } = SOURCES[kind];
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.siteId, siteId)))
    .returning({ id: table.id });
  return deleted.length > 0;
}
