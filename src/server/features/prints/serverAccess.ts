import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { isUuid } from "../../http/ids";
import { sameSecret } from "../../security/tokens";
import { presentPrint } from "./presenter";
import { findPrint } from "./repository";

/**
 * GET /api/prints/{id}/serverAccess/{key}: the card for the print renderer, which has no
 * session. The key is the card's own random secret, compared in constant time; whatever is
 * wrong (id, key, another card's key) is the same 404.
 */
export async function printForRenderer(deps: Deps, printId: string, key: string) {
  const print = isUuid(printId) ? await findPrint(deps.db, printId) : undefined;
  if (!print || !sameSecret(key, print.serverAccessKey)) throw new ApiError(404, "notFound", "No such card");
  return presentPrint(print);
}
