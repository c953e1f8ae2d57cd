import { z } from "zod";
import type { EditorSite, SiteVersion, SiteVersionSummary } from "../../../modules/editorSite";
import { isLegacyDocument, legacySiteDocument, type LegacySiteDocument } from "../../../modules/legacy/document";
import { readSiteDocument, savedDocumentInput } from "../../../modules/document/readSiteDocument";
import { staleSaveRefusal } from "./staleSave";
import type { SiteDocument } from "../../../modules/siteDocument";
import type { Deps } from "../../deps";
import { ApiError, parseInput } from "../../http/errors";
import { isUuid } from "../../http/ids";
import { hashPassword } from "../../security/passwords";
import { listReservations } from "../../../modules/giftRegistry/server/repository";
import { requestConfirmations, unconfirmedRecipients } from "../recipientConfirmations/service";
import type { SiteRow } from "../../core";
import type { AnyEditorSite, LegacyEditorSite, LegacySiteVersion } from "../../../modules/legacy/editorSite";
import { presentLegacyEditorSite } from "./legacyPresenter";
import { presentEditorSite, presentVersion, presentVersionSummary } from "./presenter";
import { currentVersionId, findVersion, listAnsweredFormIds, listVersions, SiteSavedMeanwhileError, storeDocument, updateSiteSettings } from "./repository";
import { requireOwnImages, requireStoredImages } from "./imagePaths";
import { sanitizeDocument } from "./sanitize";
import { sanitizeLegacyDocument } from "./sanitizeLegacy";

type EditingDeps = Pick<Deps, "db" | "jobs" | "config" | "now" | "storage">;

/** The site as the editor loads it; `awaiting` when the caller has just worked out who has not confirmed. */
export async function editorSite(deps: EditingDeps, site: SiteRow, awaiting?: string[]): Promise<EditorSite> {
  const document = readSiteDocument(site.document);
  const [reservations, formsWithAnswers, awaitingConfirmation, versionId] = await Promise.all([
    listReservations(deps.db, site.id),
    listAnsweredFormIds(deps.db, site.id),
    awaiting ?? unconfirmedRecipients(deps, site, document),
    currentVersionId(deps.db, site.id),
  ]);
  return presentEditorSite(site, document, reservations, formsWithAnswers, awaitingConfirmation, versionId);
}

/** The site as the editor loads it, in whichever shape its document has. */
export async function anyEditorSite(deps: EditingDeps, site: SiteRow): Promise<AnyEditorSite> {
  return isLegacyDocument(site.document) ? legacyEditorSite(deps, site, legacySiteDocument.parse(site.document)) : editorSite(deps, site);
}

async function legacyEditorSite(deps: EditingDeps, site: SiteRow, document: LegacySiteDocument): Promise<LegacyEditorSite> {
  return presentLegacyEditorSite(site, document, await listReservations(deps.db, site.id));
}

/**
 * Stores the document and asks its new recipients to confirm, so they are ready before guests
 * answer. With a `baseVersionId`, only when that version is still the current document.
 */
async function store(deps: EditingDeps, site: SiteRow, document: SiteDocument, savedBy: string, baseVersionId?: string | null): Promise<EditorSite> {
  const stored = await storeDocument(deps.db, site.id, document, { savedBy, baseVersionId }).catch((error: unknown) => {
    throw error instanceof SiteSavedMeanwhileError ? staleSaveRefusal(error) : error;
  });
  return editorSite(deps, stored, await requestConfirmations(deps, stored, document));
}

/**
 * Validates the whole document and its images (422 naming the field, nothing stored), sanitizes
 * its rich text, stores it as a new version. A text missing in a site language is stored as it
 * is: guests see the main language's there, and the editor warns (decision 080). A site is saved in the shape it
 * has: a legacy site becomes newer only through the conversion (decision 057). A body naming the
 * version it started from (`baseVersionId`) is refused with a 409 when another save came between (decision 102).
 */
export async function saveDocument(deps: EditingDeps, site: SiteRow, body: unknown, savedBy: string): Promise<AnyEditorSite> {
  const legacy = isLegacyDocument(site.document);
  if (legacy !== isLegacyDocument(body)) throw shapeMismatch(legacy);
  if (legacy) return saveLegacyDocument(deps, site, body, savedBy);
  const { baseVersionId } = parseInput(saveBase, body);
  const document = sanitizeDocument(parseInput(savedDocumentInput, body));
  await requireOwnImages(deps.storage, site.id, document);
  return store(deps, site, document, savedBy, baseVersionId);
}

/** The version a save started from; absent in an editor from before, which saves as it always did. */
const saveBase = z.object({ baseVersionId: z.string().uuid().nullable().optional() });

function shapeMismatch(legacy: boolean): ApiError {
  const message = legacy
    ? "This site has the legacy shape: save a legacy document (usesSiteModules: false, modules); it gets the newer shape only through the conversion"
    : "This site has the newer shape: a legacy document (usesSiteModules: false) cannot replace it";
  return new ApiError(422, "siteShapeMismatch", message, ["usesSiteModules"]);
}

/** A legacy site's save: checked and sanitized as an import is, its image list only images this site stored. */
async function saveLegacyDocument(deps: EditingDeps, site: SiteRow, body: unknown, savedBy: string): Promise<LegacyEditorSite> {
  const document = sanitizeLegacyDocument(parseInput(legacySiteDocument, body));
  await requireStoredImages(deps.storage, document.images, [site.id], "images");
  return legacyEditorSite(deps, await storeDocument(deps.db, site.id, document, { savedBy }), document);
}

export async function versions(deps: EditingDeps, site: SiteRow): Promise<SiteVersionSummary[]> {
  return (await listVersions(deps.db, site.id)).map((version) => ({ ...presentVersionSummary(version), legacy: version.legacy, savedBy: version.savedBy }));
}

async function ownVersion(deps: EditingDeps, site: SiteRow, versionId: string) {
  const version = isUuid(versionId) ? await findVersion(deps.db, site.id, versionId) : undefined;
  if (!version) throw new ApiError(404, "notFound", "No such version of this site");
  return version;
}

export async function version(deps: EditingDeps, site: SiteRow, versionId: string): Promise<SiteVersion | LegacySiteVersion> {
  return presentVersion(await ownVersion(deps, site, versionId));
}

/**
 * Makes an earlier version the current document again, as a new version: nothing is lost. A
 * legacy version (the page before a conversion) comes back in the legacy shape.
 */
export async function restoreVersion(deps: EditingDeps, site: SiteRow, versionId: string, savedBy: string): Promise<AnyEditorSite> {
  const earlier = await ownVersion(deps, site, versionId);
  if (!isLegacyDocument(earlier.document)) return store(deps, site, sanitizeDocument(readSiteDocument(earlier.document)), savedBy);
  const document = sanitizeLegacyDocument(legacySiteDocument.parse(earlier.document));
  return legacyEditorSite(deps, await storeDocument(deps.db, site.id, document, { savedBy }), document);
}

/** Password and search visibility apply to a published site only (spec 3, section 4). */
function requirePublished(site: SiteRow): void {
  if (!site.active) throw new ApiError(422, "publishFirst", "Publish the site before changing this");
}

/** Sets the guest password (hashed), or removes it when empty. */
export async function setSitePassword(deps: EditingDeps, site: SiteRow, password: string): Promise<AnyEditorSite> {
  requirePublished(site);
  const passwordHash = password === "" ? null : await hashPassword(password);
  return anyEditorSite(deps, await updateSiteSettings(deps.db, site.id, { passwordHash }));
}

export async function setMetaNoindex(deps: EditingDeps, site: SiteRow, metaNoindex: boolean): Promise<AnyEditorSite> {
  requirePublished(site);
  return anyEditorSite(deps, await updateSiteSettings(deps.db, site.id, { metaNoindex }));
}
