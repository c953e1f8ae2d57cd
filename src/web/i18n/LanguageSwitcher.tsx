import { useId } from "react";
import { isUiLanguage, UI_LANGUAGES } from "../../domain/languages";
import { LANGUAGE_NAMES } from "./catalogues";
import { useI18n } from "./useI18n";

/** The language of the app's own texts, named apart from the page language the editor's bar chooses. */
export function LanguageSwitcher() {
  const { language, setLanguage, t } = useI18n();
  const id = useId();
  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t.common.interfaceLanguage}
      </label>
      <svg className="language-switcher__icon" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
      </svg>
      <select id={id} title={t.common.interfaceLanguage} value={language} onChange={(event) => isUiLanguage(event.target.value) && setLanguage(event.target.value)}>
        {UI_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
