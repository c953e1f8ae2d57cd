/** Interface languages and the rules that pick one (spec 1, section 1). */
export const UI_LANGUAGES = ["sv", "en", "da"] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** A translated value: language code → text. Site content may use any language code. */
export type TranslatedText = Partial<Record<string, string>>;

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === "string" && (UI_LANGUAGES as readonly string[]).includes(value);
}

/** The language of built-in texts for a site content language: itself when sv/en/da, else English. */
export function uiLanguageFor(language: string): UiLanguage {
  return isUiLanguage(language) ? language : "en";
}

/** A market's own language: se → sv, dk → da. */
export const marketLanguage = (market: "se" | "dk"): UiLanguage => (market === "dk" ? "da" : "sv");

/** Mail to a site's owner: in the site's language when the interface has it, else the market's. */
export function ownerMailLanguage(siteLanguage: string | null | undefined, market: "se" | "dk"): UiLanguage {
  if (siteLanguage && isUiLanguage(siteLanguage)) return siteLanguage;
  return marketLanguage(market);
}

/** One text in every site language, each from the built-in texts of its nearest interface language (starter texts). */
export function inEveryLanguage<T>(languages: readonly string[], texts: Record<UiLanguage, T>, pick: (texts: T) => string): Record<string, string> {
  return Object.fromEntries(languages.map((language) => [language, pick(texts[uiLanguageFor(language)])]));
}

const SUFFIX_LANGUAGE: Record<string, UiLanguage> = { com: "en", dk: "da", se: "sv" };

/**
 * The language the user selected; otherwise the host's suffix; otherwise the deployment's
 * market's (localhost and a development host on a dk deployment are Danish).
 */
export function resolveLanguage(selected: string | null | undefined, host: string | null | undefined, market: "se" | "dk"): UiLanguage {
  if (isUiLanguage(selected)) return selected;
  // A development host (bryllupssiden.dk.localhost) speaks as the domain it stands for.
  const hostname = (host ?? "").split(":")[0]!.toLowerCase().replace(/\.localhost$/, "");
  const suffix = hostname.slice(hostname.lastIndexOf(".") + 1);
  return SUFFIX_LANGUAGE[suffix] ?? marketLanguage(market);
}

/**
 * Picks the text for a language, falling back to the site's main language when given (a guest
 * page's, decision 080), then English, then Swedish, then the first given.
 */
export function translate(value: TranslatedText | null | undefined, language: string, main?: string): string {
  if (!value) return "";
  const pick = (code: string) => {
    const text = value[code];
    return typeof text === "string" && text !== "" ? text : undefined;
  };
  return (
    pick(language) ??
    (main ? pick(main) : undefined) ??
    pick("en") ??
    pick("sv") ??
    Object.values(value).find((text): text is string => typeof text === "string" && text !== "") ??
    ""
  );
}

/** The locale dates and amounts are written in: English as in Britain (day, month, year), as guests of a Swedish or Danish occasion read it. */
export function formatLocale(language: string): string {
  return language === "en" ? "en-GB" : language;
}
