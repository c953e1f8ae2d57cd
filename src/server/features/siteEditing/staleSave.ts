import { moduleChanges } from "../../../modules/document/moduleChanges";
import { readSiteDocument, tryReadSiteDocument } from "../../../modules/document/readSiteDocument";
import { ApiError } from "../../http/errors";
import type { SiteSavedMeanwhileError } from "./repository";

/**
 * The refusal of a save whose base is no longer current (decision 102): 409 with the current
 * document and version and the modules that differ from the base, for the editor to merge. A
 * base that is no version of this site is a 422.
 */
export function staleSaveRefusal(error: SiteSavedMeanwhileError): ApiError {
  if (error.base === undefined) return new ApiError(422, "invalidInput", "baseVersionId: no such version of this site", ["baseVersionId"]);
  const current = readSiteDocument(error.current);
  // A base from before a conversion has the legacy shape: every module then counts as new.
  const read = tryReadSiteDocument(error.base);
  const base = "document" in read ? read.document : readSiteDocument({});
  return new ApiError(409, "siteSavedMeanwhile", "The site was saved since the version this save started from", ["baseVersionId"], {
    siteSavedMeanwhile: { versionId: error.currentVersionId, document: current, modules: moduleChanges(base, current) },
  });
}
