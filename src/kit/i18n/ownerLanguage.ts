import { createContext, useContext } from "react";
import type { UiLanguage } from "../../domain/languages";

/**
 * The owner's interface language, as the app's I18nProvider holds it: all the modules' dialogs
 * and the kit need of the app's texts, since each brings its own (texts.ts per feature).
 * Null on a guest page.
 */
export const OwnerLanguageContext = createContext<UiLanguage | null>(null);

export function useOwnerLanguage(): UiLanguage {
  const language = useContext(OwnerLanguageContext);
  if (!language) throw new Error("useOwnerLanguage needs the app's I18nProvider");
  return language;
}
