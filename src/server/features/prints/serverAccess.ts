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

/** The stored files a card shows from its site's folder: each image's file and its sizes. */
const siteFilesOf = (card: ReturnType<typeof presentPrint>) =>
  new Set(
    card.content.flatMap((item) => (item.contentType === "image" && item.path === `/images/${card.site}/` ? [item.fileName, ...item.sizes.map((size) => size.fileName)] : [])),
  );

/**
 * GET /api/prints/{id}/serverAccess/{key}/images/{fileName}: a photo of the card for the print
 * renderer, which has no session and so cannot read an unpublished or protected site's images.
 * The key opens only the files the card itself shows.
 */
export async function printImageForRenderer(deps: Deps, printId: string, key: string, fileName: string) {
  const card = await printForRenderer(deps, printId, key);
  const file = siteFilesOf(card).has(fileName) ? await deps.storage.get(`${card.site}/${fileName}`) : null;
  if (!file) throw new ApiError(404, "notFound", "No such image");
  return file;
}
