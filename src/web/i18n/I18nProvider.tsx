import { useCallback, useMemo, useState, type ReactNode } from "react";
import type { UiLanguage } from "../../domain/languages";
import { CATALOGUES } from "./catalogues";
import { storeLanguage } from "./languageCookie";
import { OwnerLanguageContext } from "../../kit/i18n/ownerLanguage";
import { I18nContext } from "./useI18n";

/** Holds the interface language; it starts as the server resolved it (cookie, then host). */
export function I18nProvider({ initialLanguage, children }: { initialLanguage: UiLanguage; children: ReactNode }) {
  const [language, setLanguageState] = useState(initialLanguage);
  const setLanguage = useCallback((next: UiLanguage) => {
    storeLanguage(next);
    document.documentElement.lang = next;
    setLanguageState(next);
  }, []);
  const value = useMemo(() => ({ language, setLanguage, t: CATALOGUES[language] }), [language, setLanguage]);
  return (
    <I18nContext value={value}>
      <OwnerLanguageContext value={language}>{children}</OwnerLanguageContext>
    </I18nContext>
  );
}
