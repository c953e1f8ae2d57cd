import da from "@cospired/i18n-iso-languages/langs/da.json";
import en from "@cospired/i18n-iso-languages/langs/en.json";
import sv from "@cospired/i18n-iso-languages/langs/sv.json";
import type { UiLanguage } from "../languages";
import { ISO_639_1, MAX_SITE_LANGUAGES, SUGGESTED_LANGUAGES } from "./siteLanguages";

/**
 * Language names for the owner's interface, from a kept list of every ISO 639-1 name in sv, en
 * and da, so the add list reads the same in any browser (Intl.DisplayNames differs between
 * browsers and falls back to the bare code). Owner code only: the guest page names languages
 * in their own language.
 */
const NAMES: Record<UiLanguage, Record<string, string>> = { sv: sv.languages, en: en.languages, da: da.languages };

/** A language's name as it reads within a sentence ("engelska", "English"); "Greek (modern)" → "Greek". */
export function languageNameInText(code: string, uiLanguage: UiLanguage): string {
  return (NAMES[uiLanguage][code] ?? code).replace(/\s*\(.*\)$/, "");
}

/** A language's name in the owner's interface language, capitalised for a list ("svenska" → "Svenska"). */
export function languageName(code: string, uiLanguage: UiLanguage): string {
  const name = languageNameInText(code, uiLanguage);
  return name.charAt(0).toLocaleUpperCase(uiLanguage) + name.slice(1);
}

/** A language code with its name in the owner's interface language. */
export type NamedLanguage = readonly [code: string, name: string];

/** Naming and sorting ~180 languages is done once per interface language. */
const addLists = new Map<UiLanguage, { suggested: NamedLanguage[]; others: NamedLanguage[] }>();

function addList(uiLanguage: UiLanguage) {
  let list = addLists.get(uiLanguage);
  if (list) return list;
  const named = (code: string): NamedLanguage => [code, languageName(code, uiLanguage)];
  const isSuggested = (code: string) => (SUGGESTED_LANGUAGES as readonly string[]).includes(code);
  const collator = new Intl.Collator(uiLanguage);
  list = {
    suggested: SUGGESTED_LANGUAGES.map(named),
    others: ISO_639_1.filter((code) => !isSuggested(code))
      .map(named)
      .sort((a, b) => collator.compare(a[1], b[1])),
  };
  addLists.set(uiLanguage, list);
  return list;
}

/** The add list: suggested languages in their order, then the rest of ISO 639-1 by name; present ones left out. */
export function addableLanguages(present: readonly string[], uiLanguage: UiLanguage): { suggested: NamedLanguage[]; others: NamedLanguage[] } {
  if (present.length >= MAX_SITE_LANGUAGES) return { suggested: [], others: [] };
  const { suggested, others } = addList(uiLanguage);
  const absent = ([code]: NamedLanguage) => !present.includes(code);
  return { suggested: suggested.filter(absent), others: others.filter(absent) };
}

const folded = (text: string, uiLanguage: UiLanguage) => text.toLocaleLowerCase(uiLanguage).normalize("NFD").replace(/\p{M}/gu, "");

/** Languages whose name or code matches what the owner typed: names starting with it first, then names containing it. */
export function searchLanguages(languages: readonly NamedLanguage[], query: string, uiLanguage: UiLanguage): NamedLanguage[] {
  const wanted = folded(query.trim(), uiLanguage);
  if (!wanted) return [];
  const starting: NamedLanguage[] = [];
  const containing: NamedLanguage[] = [];
  for (const language of languages) {
    const name = folded(language[1], uiLanguage);
    if (name.startsWith(wanted) || language[0] === wanted) starting.push(language);
    else if (name.includes(wanted)) containing.push(language);
  }
  return [...starting, ...containing];
}
