import { sql, type SQL } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { runNamed } from "../../db/namedStatement";
import { formSubmissions, rsvpAnswers } from "../../db/schema";
import type { StoredAnswer } from "../../../domain/site/submissions";
import { claimOutcome, claimSql, type ClaimOutcome, type MailClaim } from "./mailCap";
import type { SendGuard } from "./sendGuard";


interface Common {
  siteId: string;
  formId: string;
  formTitle: string;
  language: string;
}

/**
 * An answer's mails: the claim on the site's hourly cap, and the queueing of the granted
 * ones, which runs in the storing transaction with the stored answer's id (the first guest's row).
 */
export interface AnswerMails {
  claim: MailClaim;
  queue: (tx: Executor, answerId: string, granted: number) => Promise<void>;
}

/** Not stored (a robot's key, or one another request used first), or stored with what its mail claim got. */
export type StoreOutcome = { stored: false } | { stored: true; claim?: ClaimOutcome };

/**
 * Counts the rate-limit hit when the guard has one (the CTE `hit`), uses the post key (the CTE
 * `used`), claims the mails when asked, and inserts the rows `insert` selects from `used`
 * where its key was good, in one statement: rows are stored and mails counted only when this
 * request used a good key (only one request can) within its limit. One row comes back even
 * when nothing is stored, with the hit's count.
 */
async function storeWithKey(tx: Executor, guard: SendGuard, insert: SQL, claim?: MailClaim, replace?: SQL) {
  const rows = await runNamed<{ id: string | null; guest_index?: number | null; sent?: number | null; granted?: number | null; hit_count: number | null; hit_resets_at: Date | string | null }>(tx, sql`
    with ${guard.ctes},
    ${claim ? sql`claimed as (${claimSql(claim)}),` : sql``}
    ${replace ? sql`replaced as (${replace}),` : sql``}
    stored as (${insert})
    select stored.*, ${claim ? sql`claimed.sent, claimed.granted,` : sql``}
      ${guard.hit ? sql`(select count from hit) as hit_count, (select resets_at from hit) as hit_resets_at` : sql`null as hit_count, null as hit_resets_at`}
    from (values (1)) as one left join stored on true ${claim ? sql`left join claimed on true` : sql``}`);
  const first = rows[0]!;
  const hit = first.hit_count === null ? undefined : { count: first.hit_count, resetsAt: new Date(first.hit_resets_at!) };
  // A send of several rows (an RSVP's guests) is named by its first row (guest_index 0).
  return { stored: rows.find((row) => row.id !== null && !row.guest_index), hit };
}

/**
 * Stores the answer, and with `mails` claims and queues them in one transaction with it: all
 * happen or none. Without mails the one statement is atomic by itself and needs no transaction.
 * `insert` selects its rows `from used where used.ok` and returns their `id` (and, for several
 * rows, their `guest_index`); `replace`, a delete that runs only when the key was good, takes
 * out the answer a change replaces in the same statement. The legacy answers are stored through it too.
 */
export async function store(db: Db, guard: SendGuard, insert: SQL, mails?: AnswerMails, replace?: SQL): Promise<StoreOutcome> {
  if (!mails) {
    const { stored, hit } = await storeWithKey(db, guard, insert, undefined, replace);
    if (guard.hit) guard.hit.counted = hit;
    return { stored: stored !== undefined };
  }
  const { outcome, hit } = await db.transaction(async (tx) => {
    const { stored, hit } = await storeWithKey(tx, guard, insert, mails.claim, replace);
    if (!stored) return { outcome: { stored: false } as const, hit };
    // No claim row: the hour was full already.
    const claim = claimOutcome(stored.sent == null ? undefined : { sent: stored.sent, granted: stored.granted! });
    if (claim.granted > 0) await mails.queue(tx, stored.id!, claim.granted);
    return { outcome: { stored: true, claim } as const, hit };
  });
  // Only once committed: a rolled-back hit is counted again on its own.
  if (guard.hit) guard.hit.counted = hit;
  return outcome;
}

/**
 * `changeTokenHash` goes on every row of the send (its change link); with `replaces`, the rows
 * of the answer holding that hash are deleted in the same statement (a change through the link).
 */
export function storeRsvp(db: Db, guard: SendGuard, now: Date, send: Common & { groupIdentifier: string; guests: StoredAnswer[][]; changeTokenHash: string | null; replaces: boolean }, mails?: AnswerMails): Promise<StoreOutcome> {
  const { siteId, formId, formTitle, language, groupIdentifier, guests, changeTokenHash, replaces } = send;
  const replace = replaces && changeTokenHash
    ? sql`delete from ${rsvpAnswers} where site_id = ${siteId} and change_token_hash = ${changeTokenHash} and exists (select 1 from used where used.ok) returning id`
    : undefined;
  // One row per guest (the owner deletes guests one by one); the send shares the group identifier.
  return store(db, guard, sql`
    insert into ${rsvpAnswers} (site_id, form_id, form_title, language, group_identifier, guest_index, form_elements, change_token_hash, created_at)
    select ${siteId}, ${formId}, ${formTitle}, ${language}, ${groupIdentifier}, guest.position - 1, guest.form_elements, ${changeTokenHash}, ${now}
    from used, jsonb_array_elements(${JSON.stringify(guests)}::jsonb) with ordinality as guest(form_elements, position)
    where used.ok
    returning id, guest_index`, mails, replace);
}

export function storeFormSubmission(db: Db, guard: SendGuard, now: Date, row: Common & { formElements: StoredAnswer[] }, mails?: AnswerMails): Promise<StoreOutcome> {
  const { siteId, formId, formTitle, language, formElements } = row;
  return store(db, guard, sql`
    insert into ${formSubmissions} (site_id, form_id, form_title, language, form_elements, created_at)
    select ${siteId}, ${formId}, ${formTitle}, ${language}, ${JSON.stringify(formElements)}::jsonb, ${now} from used
    where used.ok
    returning id`, mails);
}
