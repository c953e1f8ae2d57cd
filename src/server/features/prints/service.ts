import { PRINTS_PER_SITE } from "../../../domain/limits";
import type { PrintCard } from "../../../domain/print/card";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { newToken } from "../../security/tokens";
import { requireStoredImages } from "../siteEditing/imagePaths";
import type { SiteRow } from "../../core";
import { presentPrint } from "./presenter";
import { insertPrint, updatePrint, type PrintRow } from "./repository";

/** Version 1 (legacy) sites are the ones whose document does not say it is made of site modules. */
const usesSiteModules = (document: unknown) => (document as { usesSiteModules?: unknown } | null)?.usesSiteModules === true;

/** A card's images must be ones its site uploaded, as a site's must (422 naming `content.N.…`). */
const requireSiteImages = (deps: Deps, site: SiteRow, card: PrintCard) => requireStoredImages(deps.storage, card.content, [site.id], "content");

/** POST /api/prints/: a new card of a version 2 site, with its own random server access key. */
export async function createPrint(deps: Deps, site: SiteRow, card: PrintCard): Promise<{ id: string }> {
  if (!usesSiteModules(site.document)) throw new ApiError(422, "siteV1", "Cant create a new site v1", ["site"]);
  await requireSiteImages(deps, site, card);
  const id = await insertPrint(deps.db, site.id, card, newToken(), PRINTS_PER_SITE);
  if (!id) throw new ApiError(422, "printsFull", `A site has at most ${PRINTS_PER_SITE} cards`);
  return { id };
}

/** PUT /api/prints/{id}: the whole card replaced; answers it as stored. */
export async function savePrint(deps: Deps, site: SiteRow, print: PrintRow, card: PrintCard) {
  await requireSiteImages(deps, site, card);
  return presentPrint(await updatePrint(deps.db, print.id, site.id, card, deps.now()));
}
