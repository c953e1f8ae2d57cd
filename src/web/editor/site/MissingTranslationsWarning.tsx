import { translate } from "../../../domain/languages";
import { languageNameInText } from "../../../domain/site/languageNames";
import { MODULE_CHOICE_TEXTS, type ModuleChoice } from "../../../modules/moduleChoices";
import type { SiteDocument } from "../../../modules/siteDocument";
import { missingTranslations, type MissingTranslation } from "../../../modules/translations/missingTranslations";
import { useI18n } from "../../i18n/useI18n";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { EDITOR_TEXTS } from "./texts";
import { fill } from "../../../domain/fill";

interface MissingTranslationsWarningProps {
  document: SiteDocument;
  /** Opens the module's dialog in the language to write, at the field. */
  onJump: (missing: MissingTranslation) => void;
}

/**
 * The couple's texts not yet written in every site language: a warning, never a stop (decision
 * 080). Guests see the main language's text there; each line leads to its field.
 */
export function MissingTranslationsWarning({ document, onJump }: MissingTranslationsWarningProps) {
  const texts = useOwnerTexts(EDITOR_TEXTS);
  const { language: uiLanguage } = useI18n();
  const missing = missingTranslations(document);
  if (missing.length === 0) return null;
  const moduleName = (moduleId: string) => {
    const module = document.siteModules.find((each) => each.id === moduleId);
    if (!module) return "";
    return translate(module.title, document.language) || MODULE_CHOICE_TEXTS[uiLanguage][module.siteModuleType as ModuleChoice].name;
  };
  const summary = fill(missing.length === 1 ? texts.missingTranslationsOne : texts.missingTranslations, {
    count: String(missing.length),
    main: languageNameInText(document.language, uiLanguage),
  });
  return (
    <details className="missing-translations">
      <summary className="missing-translations__summary">{summary}</summary>
      <ul className="missing-translations__list">
        {missing.map((each) => (
          <li key={`${each.path}-${each.language}`}>
            <button type="button" className="missing-translations__jump" onClick={() => onJump(each)}>
              {fill(texts.missingTranslationLine, { module: moduleName(each.moduleId), original: each.original, language: languageNameInText(each.language, uiLanguage) })}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
