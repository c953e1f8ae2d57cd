import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { legacyAnswers } from "../../db/schema";
import { store, type AnswerMails, type StoreOutcome } from "../guestForms/repository";
import type { SendGuard } from "../guestForms/sendGuard";
import type { StoredValue } from "./checkValues";

export type LegacyAnswerKind = "rsvp" | "speech";
export type LegacyAnswerRow = typeof legacyAnswers.$inferSelect;

export interface LegacySend {
  siteId: string;
  kind: LegacyAnswerKind;
  groupId: string;
  source: string;
  ip: string;
  persons: { firstName: string; lastName: string; phone: string; mail: string; weddingYesOrNo: "yes" | "no" | null; customValues: StoredValue[] }[];
}

/** One row per person of a send from a good key, claiming and queueing its mails as the newer answers do (decision 051). */
export function storeLegacyAnswers(db: Db, guard: SendGuard, now: Date, send: LegacySend, mails?: AnswerMails): Promise<StoreOutcome> {
  const { siteId, kind, groupId, source, ip, persons } = send;
  return store(db, guard, sql`
    insert into ${legacyAnswers} (site_id, kind, group_id, person_index, first_name, last_name, phone, mail, wedding_yes_or_no, custom_values, source, ip, created_at)
    select ${siteId}, ${kind}, ${groupId}, person.position - 1, person.value->>'firstName', person.value->>'lastName', person.value->>'phone', person.value->>'mail',
      person.value->>'weddingYesOrNo', person.value->'customValues', ${source}, ${ip}, ${now}
    from used, jsonb_array_elements(${JSON.stringify(persons)}::jsonb) with ordinality as person(value, position)
    where used.ok
    returning id, person_index as guest_index`, mails);
}

/** The site's answers of one kind, newest send first, a send's persons in their order: one indexed query. */
export function listLegacyAnswers(db: Db, siteId: string, kind: LegacyAnswerKind, limit: number): Promise<LegacyAnswerRow[]> {
  return db
    .select()
    .from(legacyAnswers)
    .where(and(eq(legacyAnswers.siteId, siteId), eq(legacyAnswers.kind, kind)))
    .orderBy(desc(legacyAnswers.createdAt), asc(legacyAnswers.groupId), asc(legacyAnswers.personIndex))
    .limit(limit);
}

/** Deletes one answer only when it is of this kind and site; false when the site has no such answer. */
export async function deleteLegacyAnswer(db: Db, siteId: string, kind: LegacyAnswerKind, id: string): Promise<boolean> {
  const deleted = await db
    .delete(legacyAnswers)
    .where(and(eq(legacyAnswers.id, id), eq(legacyAnswers.siteId, siteId), eq(legacyAnswers.kind, kind)))
    .returning({ id: legacyAnswers.id });
  return deleted.length > 0;
}
