import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import { postKeys } from "../../db/schema";
import { hashToken, newToken } from "../../security/tokens";

export type PostKeyPurpose = "rsvp" | "form";

/** A key lives two hours; one sent sooner than the minimum age after issue was sent by a robot. */
export const POST_KEY_LIFETIME_MS = 2 * 60 * 60_000;
export const POST_KEY_MIN_AGE_MS = 3000;

export interface PostKeyTiming {
  minAgeMs: number;
  lifetimeMs: number;
}

export async function issuePostKey(db: Db, purpose: PostKeyPurpose, now: Date): Promise<string> {
  const key = newToken();
  await db.insert(postKeys).values({ keyHash: hashToken(key), purpose, createdAt: now });
  return key;
}

const postKeyRow = preparedFor((db) =>
  db
    .select()
    .from(postKeys)
    .where(and(eq(postKeys.keyHash, sql.placeholder("keyHash")), eq(postKeys.purpose, sql.placeholder("purpose"))))
    .prepare("post_key_row"),
);

export type PostKeyCheck = "ok" | "missing" | "unknown" | "used" | "expired" | "tooEarly";

/**
 * Whether a key may be used now, without using it. A key sent too early is burnt on the
 * spot, so a robot cannot simply retry it after the waiting time.
 */
export async function checkPostKey(db: Db, key: string | null | undefined, purpose: PostKeyPurpose, now: Date, timing: PostKeyTiming): Promise<PostKeyCheck> {
  if (!key) return "missing";
  const [row] = await postKeyRow(db).execute({ keyHash: hashToken(key), purpose });
  if (!row) return "unknown";
  if (row.usedAt) return "used";
  const age = now.getTime() - row.createdAt.getTime();
  if (age > timing.lifetimeMs) return "expired";
  if (age < timing.minAgeMs) {
    await db.update(postKeys).set({ usedAt: now }).where(eq(postKeys.keyHash, row.keyHash));
    return "tooEarly";
  }
  return "ok";
}

/**
 * The statement that uses a key, for the storing statement's `used` CTE: it marks a key of
 * this purpose that is unused and not expired as used, and answers whether it was old enough.
 * A key sent too early is burnt all the same, as `checkPostKey` burns it; a missing row
 * (unknown, used, expired or of another purpose) and `ok` false are both a robot's send.
 */
export function useKey(key: string, purpose: PostKeyPurpose, now: Date, timing: PostKeyTiming, gate: SQL = sql`true`): SQL {
  const issuedSince = new Date(now.getTime() - timing.lifetimeMs);
  const issuedBefore = new Date(now.getTime() - timing.minAgeMs);
  return sql`update ${postKeys} set used_at = ${now}
    where key_hash = ${hashToken(key)} and purpose = ${purpose} and used_at is null and created_at >= ${issuedSince} and ${gate}
    returning created_at <= ${issuedBefore} as ok`;
}
