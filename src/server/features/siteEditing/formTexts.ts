import { missingFormTexts, missingFormTextsError } from "../../../modules/formTranslations";
import type { SiteDocument } from "../../../modules/siteDocument";
import { ApiError } from "../../http/errors";

/**
 * Questions and answers without a text in a site language are refused, naming them (spec 3,
 * section 5): on Save, and on the site a quick-start registration brings along, whose fields
 * sit under `documentField`.
 */
export function requireFormTexts(document: SiteDocument, documentField?: string): void {
  const missing = missingFormTexts(document);
  if (missing.length === 0) return;
  const { message, fields, errorDescription } = missingFormTextsError(missing);
  const named = documentField ? fields?.map((field) => `${documentField}.${field}`) : fields;
  throw new ApiError(422, "formTextMissing", message, named, { errorDescription });
}
