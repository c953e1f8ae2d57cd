import { isLegacyDocument } from "../../../modules/legacy/document";

type StoredLanguages = { language?: unknown; availableLanguages?: { languageCode?: unknown }[] };

/** The languages a stored site document offers: a legacy site its one language, a newer one its list. */
export function storedSiteLanguages(document: unknown): string[] {
  const stored = (document ?? {}) as StoredLanguages;
  const codes = isLegacyDocument(document) ? [stored.language] : (stored.availableLanguages ?? []).map((entry) => entry.languageCode);
  return codes.filter((code): code is string => typeof code === "string");
}
