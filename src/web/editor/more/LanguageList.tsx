import { useEffect, useId, useRef, useState } from "react";
import { addableLanguages, languageName, type NamedLanguage } from "../../../domain/site/siteLanguages";
import { format } from "../../i18n/format";
import { useI18n } from "../../i18n/useI18n";
import { CloseIcon } from "../../ui/icons";
import { useOwnerTexts } from "../fields/useOwnerTexts";
import { MORE_TEXTS } from "./texts";
import "./languageList.css";

interface LanguageListProps {
  codes: readonly string[];
  /** The main language, marked in the list. */
  main: string;
  onAdd: (code: string) => void;
  onRemove: (code: string) => void;
}

/**
 * A site's languages (spec 3, section 5), used by the editor and the wizard: remove any but
 * the last; add from the suggested ones first, then all of ISO 639-1, never one already there.
 * The add button shows once a language is chosen.
 */
export function LanguageList({ codes, main, onAdd, onRemove }: LanguageListProps) {
  const { language: uiLanguage } = useI18n();
  const texts = useOwnerTexts(MORE_TEXTS);
  const selectId = useId();
  const [chosen, setChosen] = useState("");
  const list = useRef<HTMLUListElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  /** The button pressed goes away with the change, so focus moves on to where work continues. */
  const refocus = useRef(false);

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    (list.current?.querySelector("button") ?? select.current)?.focus();
  }, [codes.length]);
  const removable = codes.length > 1;
  const { suggested, others } = addableLanguages(codes, uiLanguage);
  const option = ([code, name]: NamedLanguage) => (
    <option key={code} value={code}>
      {name}
    </option>
  );

  const remove = (code: string) => {
    onRemove(code);
    refocus.current = true;
  };
  const add = () => {
    onAdd(chosen);
    setChosen("");
    select.current?.focus();
  };

  return (
    <>
      <ul ref={list} className="site-languages">
        {codes.map((code) => (
          <li key={code} className="site-languages__item">
            <span>
              {languageName(code, uiLanguage)}
              {code === main && <span className="site-languages__main"> · {texts.mainLanguage}</span>}
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
    </>
  );
}
