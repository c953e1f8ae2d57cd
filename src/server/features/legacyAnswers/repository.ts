import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { legacyAnswers } from "../../db/schema";
import { claimOutcome, claimSql } from "../guestForms/mailCap";
import type { AnswerMails, StoreOutcome } from "../guestForms/repository";
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

/**
 * Uses the post key (`useKey`, the CTE `used`), claims the mails when asked, and inserts one
 * row per person from a good key, in one statement, as the newer answers are stored
 * (decision 051): rows are stored and mails counted only when this request used a good key.
 */
async function storeWithKey(db: Executor, useKey: SQL, now: Date, send: LegacySend, mails?: AnswerMails) {
  const { siteId, kind, groupId, source, ip, persons } = send;
  const { rows } = await db.execute<{ id: string; sent?: number | null; granted?: number | null }>(sql`
    with used as (${useKey}),
    ${mails ? sql`claimed as (${claimSql(mails.claim)}),` : sql``}
    stored as (
      insert into ${legacyAnswers} (site_id, kind, group_id, person_index, first_name, last_name, phone, mail, wedding_yes_or_no, custom_values, source, ip, created_at)
      select ${siteId}, ${kind}, ${groupId}, person.position - 1, person.value->>'firstName', person.value->>'lastName', person.value->>'phone', person.value->>'mail',
        person.value->>'weddingYesOrNo', person.value->'customValues', ${source}, ${ip}, ${now}
      from used, jsonb_array_elements(${JSON.stringify(persons)}::jsonb) with ordinality as person(value, position)
      where used.ok
      returning id, person_index)
    ${mails ? sql`select stored.id, claimed.sent, claimed.granted from stored left join claimed on true` : sql`select stored.id from stored`}
    order by stored.person_index`);
  return rows[0];
}

/** Stores the send, and with `mails` claims and queues them in one transaction with it: all happen or none. */
export async function storeLegacyAnswers(db: Db, useKey: SQL, now: Date, send: LegacySend, mails?: AnswerMails): Promise<StoreOutcome> {
  if (!mails) return { stored: (await storeWithKey(db, useKey, now, send)) !== undefined };
  return db.transaction(async (tx): Promise<StoreOutcome> => {
    const stored = await storeWithKey(tx, useKey, now, send, mails);
    if (!stored) return { stored: false };
    // No claim row: the hour was full already.
    const claim = claimOutcome(stored.sent == null ? undefined : { sent: stored.sent, granted: stored.granted! });
    if (claim.granted > 0) await mails.queue(tx, stored.id, claim.granted);
    return { stored: true, claim };
  });
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
