import { createContext, useContext } from "react";
import type { UiLanguage } from "../../domain/languages";
import type { Messages } from "./sv";

export interface I18n {
  language: UiLanguage;
  setLanguage: (language: UiLanguage) => void;
  t: Messages;
}

export const I18nContext = createContext<I18n | null>(null);

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useI18n needs an I18nProvider");
  return i18n;
}
