import type { UiLanguage } from "../../../domain/languages";
import { useI18n } from "../../i18n/useI18n";

/** A feature's own texts (its texts.ts) in the owner's interface language. */
export function useOwnerTexts<T>(texts: Record<UiLanguage, T>): T {
  return texts[useI18n().language];
}
