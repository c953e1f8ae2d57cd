import { useEffect, useId, useRef, useState } from "react";
import { addableLanguages, languageName, type NamedLanguage, searchLanguages } from "../../../domain/site/languageNames";
import { useI18n } from "../../i18n/useI18n";
import { CloseIcon, PlusIcon } from "../../../kit/ui/icons";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { MORE_TEXTS } from "./texts";
import "./languageList.css";
import { fill } from "../../../domain/fill";

interface LanguageListProps {
  codes: readonly string[];
  /** The main language, marked in the list. */
  main: string;
  onAdd: (code: string) => void;
  onRemove: (code: string) => void;
}

/** Enough matches to find a language by its first letters without a wall of buttons. */
const MAX_MATCHES = 8;

/**
 * A site's languages (spec 3, section 5), used by the editor and the wizard: remove any but
 * the last; add in one step by pressing a language's button, the suggested ones shown at
 * once, every other ISO 639-1 language found by typing its name. Never one already there.
 */
export function LanguageList({ codes, main, onAdd, onRemove }: LanguageListProps) {
  const { language: uiLanguage } = useI18n();
  const texts = useOwnerTexts(MORE_TEXTS);
  const headingId = useId();
  const searchId = useId();
  const [query, setQuery] = useState("");
  const list = useRef<HTMLUListElement>(null);
  const search = useRef<HTMLInputElement>(null);
  /** The button pressed goes away with the change, so focus moves on to where work continues. */
  const refocus = useRef<"list" | "search" | null>(null);

  useEffect(() => {
    const where = refocus.current;
    refocus.current = null;
    if (where === "list") (list.current?.querySelector("button") ?? search.current)?.focus();
    if (where === "search") search.current?.focus();
  }, [codes.length]);
  const removable = codes.length > 1;
  const { suggested, others } = addableLanguages(codes, uiLanguage);
  const matches = searchLanguages([...suggested, ...others], query, uiLanguage).slice(0, MAX_MATCHES);

  const remove = (code: string) => {
    onRemove(code);
    refocus.current = "list";
  };
  const add = (code: string) => {
    onAdd(code);
    setQuery("");
    refocus.current = "search";
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
              <button type="button" className="icon-button" aria-label={fill(texts.removeLanguage, { language: languageName(code, uiLanguage) })} onClick={() => remove(code)}>
                <CloseIcon />
              </button>
            )}
          </li>
        ))}
      </ul>
      {!removable && <p className="field__hint">{texts.onlyLanguage}</p>}
      {(suggested.length > 0 || others.length > 0) && (
        <section className="site-languages__add" aria-labelledby={headingId}>
          <h4 id={headingId} className="site-languages__heading">
            {texts.addLanguage}
          </h4>
          {suggested.length > 0 && (
            <div role="group" aria-label={texts.suggested}>
              <LanguageChoices languages={suggested} addNamed={texts.addNamed} onAdd={add} />
            </div>
          )}
          <div className="field">
            <label className="field__label" htmlFor={searchId}>
              {texts.searchLanguages}
            </label>
            <input ref={search} id={searchId} className="field__input" type="search" autoComplete="off" value={query} onChange={(event) => setQuery(event.target.value)} />
          </div>
          {matches.length > 0 && <LanguageChoices languages={matches} addNamed={texts.addNamed} onAdd={add} />}
          <p className={matches.length > 0 || !query.trim() ? "visually-hidden" : "field__hint"} role="status">
            {query.trim() && (matches.length > 0 ? fill(texts.languagesFound, { count: String(matches.length) }) : texts.noLanguageFound)}
          </p>
        </section>
      )}
    </>
  );
}

/** Languages to add, one button each: pressing it adds the language. */
function LanguageChoices({ languages, addNamed, onAdd }: { languages: readonly NamedLanguage[]; addNamed: string; onAdd: (code: string) => void }) {
  return (
    <ul className="site-languages__choices">
      {languages.map(([code, name]) => (
        <li key={code}>
          <button type="button" className="site-languages__choice" onClick={() => onAdd(code)}>
            <PlusIcon />
            <span className="visually-hidden">{addNamed} </span>
            {name}
          </button>
        </li>
      ))}
    </ul>
  );
}
