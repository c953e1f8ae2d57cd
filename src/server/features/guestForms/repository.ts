import { sql, type SQL } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { formSubmissions, postKeys, rsvpAnswers } from "../../db/schema";
import type { StoredAnswer } from "../../../domain/site/submissions";
import { hashToken } from "../../security/tokens";

interface Common {
  siteId: string;
  formId: string;
  formTitle: string;
  language: string;
}

/** Runs in the storing transaction with the stored answer's id (the first guest's row), e.g. to queue its mails. */
export type OnStored = (tx: Executor, answerId: string) => Promise<void>;

/**
 * Uses the post key and inserts the rows `insert` selects from `used` in one statement:
 * rows are stored only when this request marked the key used (only one request can),
 * and the answer takes one round trip, not two.
 */
async function storeWithKey(tx: Executor, postKey: string, now: Date, insert: SQL): Promise<string | undefined> {
  const { rows } = await tx.execute<{ id: string; guest_index?: number }>(sql`
    with used as (update ${postKeys} set used_at = ${now} where key_hash = ${hashToken(postKey)} and used_at is null returning 1)
    ${insert}`);
  // An RSVP's rows name the send by its first guest's row.
  return rows.find((row) => !row.guest_index)?.id;
}

/**
 * Uses the post key, stores the rows and runs `onStored` in one transaction: all happen or
 * none. Without `onStored` the one statement is atomic by itself and needs no transaction.
 * False when the key was used by another request in the meantime.
 */
async function store(db: Db, postKey: string, now: Date, insert: SQL, onStored?: OnStored): Promise<boolean> {
  if (!onStored) return (await storeWithKey(db, postKey, now, insert)) !== undefined;
  return db.transaction(async (tx) => {
    const stored = await storeWithKey(tx, postKey, now, insert);
    if (!stored) return false;
    await onStored(tx, stored);
    return true;
  });
}

export function storeRsvp(db: Db, postKey: string, now: Date, send: Common & { groupIdentifier: string; guests: StoredAnswer[][] }, onStored?: OnStored): Promise<boolean> {
  const { siteId, formId, formTitle, language, groupIdentifier, guests } = send;
  // One row per guest (the owner deletes guests one by one); the send shares the group identifier.
  return store(db, postKey, now, sql`
    insert into ${rsvpAnswers} (site_id, form_id, form_title, language, group_identifier, guest_index, form_elements, created_at)
    select ${siteId}, ${formId}, ${formTitle}, ${language}, ${groupIdentifier}, guest.position - 1, guest.form_elements, ${now}
    from used, jsonb_array_elements(${JSON.stringify(guests)}::jsonb) with ordinality as guest(form_elements, position)
    returning id, guest_index`, onStored);
}

export function storeFormSubmission(db: Db, postKey: string, now: Date, row: Common & { formElements: StoredAnswer[] }, onStored?: OnStored): Promise<boolean> {
  const { siteId, formId, formTitle, language, formElements } = row;
  return store(db, postKey, now, sql`
    insert into ${formSubmissions} (site_id, form_id, form_title, language, form_elements, created_at)
    select ${siteId}, ${formId}, ${formTitle}, ${language}, ${JSON.stringify(formElements)}::jsonb, ${now} from used
    returning id`, onStored);
}
