import type { BrandTexts } from "../../../domain/brandWords";
import type { UiLanguage } from "../../../domain/languages";
import { useAppConfig } from "../../app/appConfig";
import { useOwnerLanguage } from "../../i18n/ownerLanguage";

/** A feature's own texts (its texts.ts) in the owner's interface language. */
export function useOwnerTexts<T>(texts: Record<UiLanguage, T>): T {
  return texts[useOwnerLanguage()];
}

/** A feature's texts in the deployment brand's words (brandWords.ts), in the owner's interface language. */
export function useOwnerBrandTexts<T>(texts: BrandTexts<T>): T {
  const { brand } = useAppConfig();
  return texts[brand.brand][useOwnerLanguage()];
}
