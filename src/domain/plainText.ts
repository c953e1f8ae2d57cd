const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Plain text only: no control characters (a message keeps its line breaks), no markup, no unpaired surrogates. */
export function plainText(value: string, keepLines: boolean): string {
  const lines = value.replace(LONE_SURROGATE, "").replace(/<[^>]*>?/g, "");
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const cleaned = keepLines ? lines.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "") : lines.replace(/[\u0000-\u001f\u007f\s]+/g, " ");
  return cleaned.trim();
}
