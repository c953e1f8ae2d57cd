import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/client";
import { appSecret } from "../../security/appSecrets";

/**
 * The `callbackIdentifier` Swish echoes on a payment request's callback: an HMAC of the
 * request's random instruction id under a server secret, so each request gets its own
 * unguessable value and nothing more needs storing to check it.
 */
export async function callbackIdentifierFor(db: Db, instructionId: string): Promise<string> {
  const key = await appSecret(db, "swish-callback-identifier");
  return createHmac("sha256", key).update(instructionId).digest("hex").slice(0, 32);
}

export async function isCallbackIdentifierOf(db: Db, instructionId: string, given: string): Promise<boolean> {
  const expected = Buffer.from(await callbackIdentifierFor(db, instructionId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
