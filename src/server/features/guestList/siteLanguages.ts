import { readSiteDocument } from "../../../modules/document/readSiteDocument";
import { isLegacyDocument } from "../../../modules/legacy/document";

/** The languages a stored site document offers: a legacy site its one language, a newer one its list. */
export function storedSiteLanguages(document: unknown): string[] {
  if (!isLegacyDocument(document)) return readSiteDocument(document).availableLanguages.map((entry) => entry.languageCode);
  const { language } = document as { language?: unknown };
  return typeof language === "string" ? [language] : [];
}
