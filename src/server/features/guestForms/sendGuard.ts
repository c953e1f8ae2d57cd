import { sql, type SQL } from "drizzle-orm";
import { hitStatement, type DeferredHit } from "../../http/rateLimit";
import { useKey, type PostKeyPurpose, type PostKeyTiming } from "./postKeys";

/**
 * What the storing statement checks before it stores a guest's send: its post key, used by
 * the statement (decision 051), and, when its route defers it, the client's rate-limit hit,
 * counted by the same statement (decision 061). Past the limit the key is left unused and
 * nothing is stored. `ctes` are the statement's first CTEs: `hit` and `used`.
 */
export interface SendGuard {
  ctes: SQL;
  hit?: DeferredHit;
}

export function sendGuard(key: string, purpose: PostKeyPurpose, now: Date, timing: PostKeyTiming, hit?: DeferredHit): SendGuard {
  if (!hit) return { ctes: sql`used as (${useKey(key, purpose, now, timing)})` };
  const withinLimit = sql`(select count from hit) <= ${hit.limit.max}`;
  return { ctes: sql`hit as (${hitStatement(hit.key, hit.limit, now)}), used as (${useKey(key, purpose, now, timing, withinLimit)})`, hit };
}
