import type { DocumentSettings } from "./documentSettings";

/**
 * The site's languages (spec 3, section 5): added from the suggested ones first, then the full
 * ISO 639-1 list, never twice; removed unless only one remains. Removing keeps the texts in
 * that language, so adding it back brings them back.
 */
export const SUGGESTED_LANGUAGES = ["sv", "en", "da", "no", "fi"] as const;

/** As many as the site document allows. */
export const MAX_SITE_LANGUAGES = 20;

// prettier-ignore
export const ISO_639_1 = [
  "aa", "ab", "ae", "af", "ak", "am", "an", "ar", "as", "av", "ay", "az", "ba", "be", "bg", "bi", "bm", "bn", "bo", "br", "bs",
  "ca", "ce", "ch", "co", "cr", "cs", "cu", "cv", "cy", "da", "de", "dv", "dz", "ee", "el", "en", "eo", "es", "et", "eu", "fa",
  "ff", "fi", "fj", "fo", "fr", "fy", "ga", "gd", "gl", "gn", "gu", "gv", "ha", "he", "hi", "ho", "hr", "ht", "hu", "hy", "hz",
  "ia", "id", "ie", "ig", "ii", "ik", "io", "is", "it", "iu", "ja", "jv", "ka", "kg", "ki", "kj", "kk", "kl", "km", "kn", "ko",
  "kr", "ks", "ku", "kv", "kw", "ky", "la", "lb", "lg", "li", "ln", "lo", "lt", "lu", "lv", "mg", "mh", "mi", "mk", "ml", "mn",
  "mr", "ms", "mt", "my", "na", "nb", "nd", "ne", "ng", "nl", "nn", "no", "nr", "nv", "ny", "oc", "oj", "om", "or", "os", "pa",
  "pi", "pl", "ps", "pt", "qu", "rm", "rn", "ro", "ru", "rw", "sa", "sc", "sd", "se", "sg", "si", "sk", "sl", "sm", "sn", "so",
  "sq", "sr", "ss", "st", "su", "sv", "sw", "ta", "te", "tg", "th", "ti", "tk", "tl", "tn", "to", "tr", "ts", "tt", "tw", "ty",
  "ug", "uk", "ur", "uz", "ve", "vi", "vo", "wa", "wo", "xh", "yi", "yo", "za", "zh", "zu",
] as const;

export const siteLanguageCodes = (document: Pick<DocumentSettings, "availableLanguages">) => document.availableLanguages.map((entry) => entry.languageCode);

export function addLanguage<D extends DocumentSettings>(document: D, code: string): D {
  const present = siteLanguageCodes(document);
  if (present.includes(code) || present.length >= MAX_SITE_LANGUAGES) return document;
  return { ...document, availableLanguages: [...document.availableLanguages, { languageCode: code }] };
}

export const canRemoveLanguage = (document: Pick<DocumentSettings, "availableLanguages">) => document.availableLanguages.length > 1;

/** Removes a language; the site's main language moves to the first remaining one when it was the removed language. */
export function removeLanguage<D extends DocumentSettings>(document: D, code: string): D {
  if (!canRemoveLanguage(document) || !siteLanguageCodes(document).includes(code)) return document;
  const availableLanguages = document.availableLanguages.filter((entry) => entry.languageCode !== code);
  return { ...document, availableLanguages, language: document.language === code ? availableLanguages[0]!.languageCode : document.language };
}
