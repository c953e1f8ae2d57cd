/**
 * Web addresses written as "https://…", "www.…" or "name.tld/…" (a label of two or more
 * characters, so "t.ex" and "bl.a" stay). Mail programs make these clickable.
 */
const LINK = /\b[a-z][a-z0-9+.-]*:\/\/\S+|\bwww\.\S+|\b[\w-]{2,}(?:\.[\w-]+)*\.[a-z]{2,}\b(?:\/\S*)?/gi;

/** Text sent to an address anyone may type holds no link: each is replaced by "[…]". */
export function withoutLinks(text: string): string {
  return text.replace(LINK, "[…]");
}
