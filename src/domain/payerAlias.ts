/** Mobile-number normalisation for Swish payments (spec 1, section 5). */
export const PAYER_ALIAS_PLACEHOLDER = "46700000000";

/** The spec's rule, after the spaces and hyphens people type in a number ("070-123 45 67") are taken out. */
export function normalizePayerAlias(input: string): string {
  const alias = input.replace(/[\s-]/g, "").replace("+", "");
  return alias.length > 6 && alias.startsWith("07") ? `46${alias.slice(1)}` : alias;
}
