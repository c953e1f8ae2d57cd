import { SUGGESTED_LANGUAGES } from "../../domain/site/siteLanguages";

/**
 * The languages the starter pages are written in: the editor's suggested ones. Any other
 * site language carries the English texts until the owner translates them.
 */
export type StarterLanguage = (typeof SUGGESTED_LANGUAGES)[number];

/** Bokmål and nynorsk readers get the Norwegian texts rather than English ones. */
const READS_AS: Partial<Record<string, StarterLanguage>> = { nb: "no", nn: "no" };

export function starterLanguageFor(language: string): StarterLanguage {
  const base = language.split("-")[0]!.toLowerCase();
  if ((SUGGESTED_LANGUAGES as readonly string[]).includes(base)) return base as StarterLanguage;
  return READS_AS[base] ?? "en";
}

/** Texts written in English and maybe more starter languages (the party and event pages have sv, en, da). */
export type Catalogue<T> = { en: T } & Partial<Record<StarterLanguage, T>>;

/** A language's entry of a catalogue and the language it is written in: English when the catalogue lacks it. */
export function textsFor<T>(catalogue: Catalogue<T>, language: string): { texts: T; written: StarterLanguage } {
  const written = starterLanguageFor(language);
  const texts = catalogue[written];
  return texts ? { texts, written } : { texts: catalogue.en, written: "en" };
}

/** One text in every site language, each written from the catalogue's entry for that language; `write` is told which that is. */
export function inLanguages<T>(languages: readonly string[], catalogue: Catalogue<T>, write: (texts: T, language: StarterLanguage) => string): Record<string, string> {
  return Object.fromEntries(
    languages.map((language) => {
      const { texts, written } = textsFor(catalogue, language);
      return [language, write(texts, written)];
    }),
  );
}
