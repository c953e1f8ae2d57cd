import { createHmac } from "node:crypto";
import type { Db } from "../../../server/db/client";
import { appSecret } from "../../../server/security/appSecrets";
import type { ItemRef } from "./repository";

/**
 * A reservation password's bucket within its gift: 16 bits of a keyed HMAC. Enough to
 * narrow a gift's reservations to about one candidate for argon2, too few to be worth
 * brute-forcing from a leaked database (and useless without the server's key).
 */
export async function passwordLookup(db: Db, item: ItemRef, password: string): Promise<string> {
  const key = await appSecret(db, "gift-reservation-lookup");
  return createHmac("sha256", key)
    .update(JSON.stringify([item.siteId, item.moduleId, item.itemId, password]))
    .digest("hex")
    .slice(0, 4);
}
