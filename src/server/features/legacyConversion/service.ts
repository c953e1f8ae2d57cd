import type { GuestDocument } from "../../../modules/guestDocument";
import { convertLegacySite } from "../../../modules/legacy/convert";
import { legacyGuestDocument } from "../../../modules/legacy/guestDocument";
import type { ConversionPreview, ConvertedModule, ConvertedSite } from "../../../modules/legacy/conversionPreview";
import { isLegacyDocument, legacySiteDocument } from "../../../modules/legacy/document";
import { menuProps } from "../../../web/site/menu/menuProps";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { requestConfirmations } from "../recipientConfirmations/service";
import { findSite, type SiteRow } from "../../core";
import { requireOwnImages } from "../siteEditing/imagePaths";
import { sanitizeDocument } from "../siteEditing/sanitize";
import { sanitizeLegacyDocument } from "../siteEditing/sanitizeLegacy";
import { editorSite } from "../siteEditing/service";
import { storeConversion } from "./repository";

type ConversionDeps = Pick<Deps, "db" | "jobs" | "config" | "now" | "storage">;

/** The page's anchors by module id, as the guest page's menu and sections get them. */
const anchorsOf = (document: GuestDocument) => new Map(menuProps(document, document.language, false, false).entries.map((entry) => [entry.moduleId, entry.slug]));

const alreadyNewer = () => new ApiError(422, "siteAlreadyNewer", "This site already has the newer shape", ["document"]);

/**
 * The site's legacy document in the newer shape, checked as a save checks it (the site's own
 * images), so what the owner is shown is what would be stored.
 */
async function converted(deps: ConversionDeps, site: SiteRow): Promise<ConversionPreview> {
  if (!isLegacyDocument(site.document)) throw alreadyNewer();
  const legacy = sanitizeLegacyDocument(legacySiteDocument.parse(site.document));
  const document = sanitizeDocument(convertLegacySite(legacy));
  await requireOwnImages(deps.storage, site.id, document);
  // The conversion keeps the modules' order and ids, so each legacy module has its newer one beside it.
  const [before, after] = [anchorsOf(legacyGuestDocument(legacy)), anchorsOf(document)];
  const modules = legacy.modules.map((module, index): ConvertedModule => {
    const [legacyAnchor, newerAnchor] = [before.get(module.id), after.get(module.id)];
    const anchor = legacyAnchor !== undefined && newerAnchor !== undefined ? { anchor: { legacy: legacyAnchor, newer: newerAnchor } } : {};
    return { legacyType: module.module, legacyId: module.id, newerType: document.siteModules[index]!.siteModuleType, ...anchor };
  });
  return { document, modules };
}

/** POST …/legacy-conversion/preview: what the conversion would store, nothing stored. */
export const previewConversion = (deps: ConversionDeps, site: SiteRow): Promise<ConversionPreview> => converted(deps, site);

/** A few tries: each needs the owner's save to land between its read and its write. */
const CONVERSION_TRIES = 3;

/**
 * POST …/legacy-conversion: the converted document becomes the site's, the legacy one kept as
 * a version to restore; the converted forms' new recipients are asked to confirm, as on a save.
 * What is stored is the conversion of the document the site has when it is stored.
 */
export async function convertSite(deps: ConversionDeps, site: SiteRow): Promise<ConvertedSite> {
  let current = site;
  for (let attempt = 1; attempt <= CONVERSION_TRIES; attempt++) {
    const { document } = await converted(deps, current);
    const stored = await storeConversion(deps.db, site.id, current.document, document);
    if (stored) {
      const answer = await editorSite(deps, stored.site, await requestConfirmations(deps, stored.site, document));
      return { ...answer, legacyVersion: { _id: stored.legacyVersion.id, createdAt: stored.legacyVersion.createdAt.toISOString() } };
    }
    current = (await findSite(deps.db, site.id)) ?? current;
  }
  throw new ApiError(409, "siteChangedMeanwhile", "The site's document changed while it was converted");
}
