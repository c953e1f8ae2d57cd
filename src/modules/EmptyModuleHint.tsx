import { useContext } from "react";
import { OwnerLanguageContext } from "../kit/i18n/ownerLanguage";
import { useSite } from "../kit/guestPage/SiteContext";
import { isEmptyModule } from "./emptiness";
import { EMPTY_MODULE_TEXTS, type EmptiableType } from "./emptyModuleTexts";
import type { SiteModule } from "./siteModule";

/**
 * In edit mode, inside an empty module: a muted note of what to add, in the owner's
 * interface language (the editor's; the page's when shown without it). Never content, so
 * guests never get it: an empty module is left off their page.
 */
export function EmptyModuleHint({ module }: { module: SiteModule }) {
  const { editMode, uiLanguage } = useSite();
  const ownerLanguage = useContext(OwnerLanguageContext) ?? uiLanguage;
  if (!editMode || !isEmptyModule(module)) return null;
  const texts = EMPTY_MODULE_TEXTS[ownerLanguage];
  return (
    <p className="module__empty-hint" lang={ownerLanguage}>
      <span className="module__empty-hint-what">{texts.hints[module.siteModuleType as EmptiableType]}</span>
      <span className="module__empty-hint-note">{texts.notShown}</span>
    </p>
  );
}
