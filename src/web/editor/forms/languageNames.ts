import type { UiLanguage } from "../../../domain/languages";

/** Language codes as names in the owner's interface language ("engelska"); a code Intl cannot name stays a code. */
export function languageNames(codes: string[], uiLanguage: UiLanguage): string {
  const names = new Intl.DisplayNames([uiLanguage], { type: "language", fallback: "code" });
  const name = (code: string) => {
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
  return codes.map(name).join(", ");
}
