/** Mobile-number normalisation for Swish payments (spec 1, section 5). */
export const PAYER_ALIAS_PLACEHOLDER = "46700000000";

export function normalizePayerAlias(input: string): string {
  const alias = input.trim().replace("+", "");
  return alias.length > 6 && alias.startsWith("07") ? `46${alias.slice(1)}` : alias;
}
