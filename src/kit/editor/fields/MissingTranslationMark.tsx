import { useId } from "react";
import type { TranslatedText } from "../../../domain/languages";
import { languageName, languageNameInText } from "../../../domain/site/languageNames";
import { siteLanguageCodes } from "../../../domain/site/siteLanguages";
import { plainWords } from "../../../domain/site/translatedValues";
import { useOwnerLanguage } from "../../i18n/ownerLanguage";
import { useSiteEditor } from "../siteEditorContext";
import { writtenOnlyIn } from "./missingTranslation";
import { FIELD_TEXTS } from "./texts";
import { fill } from "../../../domain/fill";

/**
 * A field's mark when its text is written in another site language but not in the one being
 * edited: a badge beside the field, the original under it to translate from (the main
 * language's where it is written), and their ids for the field's aria-describedby.
 */
export function useMissingTranslationMark(value: TranslatedText, isBlank: (text: string | undefined) => boolean) {
  const { document, language } = useSiteEditor();
  const uiLanguage = useOwnerLanguage();
  const id = useId();
  const originalId = useId();
  const others = writtenOnlyIn(value, language, siteLanguageCodes(document), isBlank);
  if (others.length === 0) return { describedBy: undefined, mark: null };
  const texts = FIELD_TEXTS[uiLanguage];
  const name = (code: string) => languageNameInText(code, uiLanguage);
  const description = fill(texts.missingInDescription, {
    language: name(language),
    others: new Intl.ListFormat(uiLanguage, { type: "conjunction" }).format(others.map(name)),
  });
  const source = others.includes(document.language) ? document.language : others[0]!;
  const mark = (
    <>
      <p className="missing-translation">
        <span className="missing-translation__badge" aria-hidden="true">
          {fill(texts.missingIn, { language: name(language) })}
        </span>
        <span id={id} className="visually-hidden">
          {description}
        </span>
      </p>
      <p id={originalId} className="missing-translation__original" data-missing-original={plainWords(value[source])}>
        {fill(texts.original, { language: languageName(source, uiLanguage) })} <q lang={source}>{plainWords(value[source])}</q>
      </p>
    </>
  );
  return { describedBy: `${id} ${originalId}`, mark };
}
