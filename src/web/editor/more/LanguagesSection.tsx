import { useEffect, useId, useRef, useState } from "react";
import { addableLanguages, addLanguage, canRemoveLanguage, languageName, removeLanguage, siteLanguageCodes, type NamedLanguage } from "../../../domain/site/siteLanguages";
import { format } from "../../i18n/format";
import { useI18n } from "../../i18n/useI18n";
import { CloseIcon } from "../../ui/icons";
import { useOwnerTexts } from "../fields/useOwnerTexts";
import { useSiteEditor } from "../site/siteEditorContext";
import { MORE_TEXTS } from "./texts";

/** The site's languages (spec 3, section 5): remove any but the last, add from the suggested ones and then all of ISO 639-1. */
export function LanguagesSection() {
  const { document, update } = useSiteEditor();
  const { language: uiLanguage } = useI18n();
  const texts = useOwnerTexts(MORE_TEXTS);
  const headingId = useId();
  const selectId = useId();
  const [chosen, setChosen] = useState("");
  const list = useRef<HTMLUListElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  /** The button pressed goes away with the change, so focus moves on to where work continues. */
  const refocus = useRef(false);
  const codes = siteLanguageCodes(document);

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    (list.current?.querySelector("button") ?? select.current)?.focus();
  }, [codes.length]);
  const removable = canRemoveLanguage(document);
  const { suggested, others } = addableLanguages(codes, uiLanguage);
  const option = ([code, name]: NamedLanguage) => (
    <option key={code} value={code}>
      {name}
    </option>
  );

  // The editor moves the language being edited on by itself when it was the removed one.
  const remove = (code: string) => {
    update((current) => removeLanguage(current, code));
    refocus.current = true;
  };
  const add = () => {
    update((current) => addLanguage(current, chosen));
    setChosen("");
    select.current?.focus();
  };

  return (
    <section className="drawer-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="drawer-heading">
        {texts.languages}
      </h3>
      <p className="drawer-lead">{texts.languagesLead}</p>
      <ul ref={list} className="site-languages">
        {codes.map((code) => (
          <li key={code} className="site-languages__item">
            <span>
              {languageName(code, uiLanguage)}
              {code === document.language && <span className="site-languages__main"> · {texts.mainLanguage}</span>}
            </span>
            {removable && (
              <button type="button" className="icon-button" aria-label={format(texts.removeLanguage, { language: languageName(code, uiLanguage) })} onClick={() => remove(code)}>
                <CloseIcon />
              </button>
            )}
          </li>
        ))}
      </ul>
      {!removable && <p className="field__hint">{texts.onlyLanguage}</p>}
      {(suggested.length > 0 || others.length > 0) && (
        <div className="site-languages__add">
          <div className="field">
            <label className="field__label" htmlFor={selectId}>
              {texts.addLanguage}
            </label>
            <select ref={select} id={selectId} className="field__input" value={chosen} onChange={(event) => setChosen(event.target.value)}>
              <option value="">{texts.chooseLanguage}</option>
              {suggested.length > 0 && <optgroup label={texts.suggested}>{suggested.map(option)}</optgroup>}
              <optgroup label={texts.allLanguages}>{others.map(option)}</optgroup>
            </select>
          </div>
          {chosen && (
            <button type="button" className="button button--secondary" onClick={add}>
              {texts.add}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
