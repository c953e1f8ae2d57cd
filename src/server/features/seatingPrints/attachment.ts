/** A file name's words joined by dashes, at most this long before its extension. */
const NAME_MAX = 80;

/** Percent-encoded as RFC 5987 wants it: encodeURIComponent leaves ' ( ) * as they are. */
const rfc5987 = (text: string) => encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Content-Disposition for a download named after the event (RFC 6266): `filename*` in UTF-8
 * keeps "Bröllopsmiddag på Gården"; the plain `filename` beside it, for clients that read only
 * that, has the letters without their accents and nothing that could end the header's quote.
 */
export function attachment(words: string[], extension: string): string {
  const name = words
    .join(" ")
    .normalize("NFC")
    .replace(/[\p{C}"\\/:*?<>|]+/gu, "")
    .trim()
    .replace(/\s+/g, "-")
    .slice(0, NAME_MAX);
  const ascii = name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/æ/g, "ae")
    .replace(/Æ/g, "Ae")
    .replace(/ø/g, "o")
    .replace(/Ø/g, "O")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/-{2,}/g, "-");
  return `attachment; filename="${ascii || "file"}.${extension}"; filename*=UTF-8''${rfc5987(`${name || "file"}.${extension}`)}`;
}
