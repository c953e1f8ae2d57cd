/** A `{name}` placeholder in a text. */
export const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Fills a text's `{name}` placeholders from `values`. A placeholder without a value stays as
 * written, so a text and its caller that disagree show it instead of losing words silently
 * (every language's text has the same placeholders: tests/unit/textPlaceholders.test.ts).
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * The text for a number of things: `one` for exactly one, else `other` with `{count}` filled.
 * Swedish, Danish and English all put one alone (for whole numbers).
 */
export function plural(count: number, one: string, other: string): string {
  return count === 1 ? fill(one, { count }) : fill(other, { count });
}
