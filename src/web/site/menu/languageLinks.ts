/** One entry of the guests' language switch. */
export interface LanguageLink {
  code: string;
  /** The language's name in itself ("Svenska", "English", "Dansk"). */
  name: string;
  href: string;
  current: boolean;
}

/** A language's own name, capitalised (Intl gives "svenska", "dansk"); the code when the runtime does not know it. */
export function ownLanguageName(code: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([code], { type: "language" }).of(code);
  } catch {
    name = undefined;
  }
  if (!name || name === code) return code.toUpperCase();
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

/** The site's `/{language}` pages (spec 2), or nothing when the site has a single language. */
export function languageLinks(available: string[], current: string): LanguageLink[] {
  if (available.length < 2) return [];
  return available.map((code) => ({ code, name: ownLanguageName(code), href: `/${code}`, current: code === current }));
}
