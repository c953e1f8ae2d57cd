/** Elements that show something without any text. */
const MEDIA = /<(img|iframe|video|audio|svg|hr)\b/i;

/**
 * True when sanitized rich text shows nothing: only tags, spaces and non-breaking spaces,
 * as an emptied editor leaves behind ("<p><br></p>").
 */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  if (MEDIA.test(html)) return false;
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;|&#xa0;/gi, "")
    .trim() === "";
}
