/**
 * Anchor slugs of menu entries (spec 2, Menu): lower case, accents folded, Swedish letters
 * transliterated, spaces to hyphens, "&" to "-och-", other characters removed, repeated
 * hyphens collapsed; empty becomes "_"; duplicates get -2, -3, …
 */
const TRANSLITERATION: Record<string, string> = { å: "a", ä: "a", ö: "o", æ: "ae", ø: "o", ß: "ss" };

export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[åäöæøß]/g, (letter) => TRANSLITERATION[letter]!)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, "-och-")
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-+/g, "-");
  return slug === "" ? "_" : slug;
}

/**
 * Slugs for a list of titles, in order, made unique with numeric suffixes from -2. Where
 * `given` has a slug (a legacy module's own), it is kept, and the made ones go around it.
 */
export function uniqueSlugs(titles: string[], given: (string | undefined)[] = []): string[] {
  const used = new Set(given.filter((slug) => slug !== undefined));
  return titles.map((title, index) => {
    if (given[index] !== undefined) return given[index];
    const base = slugify(title);
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    return slug;
  });
}
