import { createContext, useContext } from "react";
import type { UiLanguage } from "../domain/languages";
import { OwnerLanguageContext } from "../kit/i18n/ownerLanguage";
import { useSite } from "../kit/guestPage/SiteContext";
import type { Texts } from "./moduleDefinition";

/**
 * What to add to a module while it is empty, from its definition (emptiness.ts), or nothing.
 * The page the owner edits provides it (SitePage); the guest bundle never has it, so it never
 * loads the definitions.
 */
export const EmptyHints = createContext<((module: { siteModuleType: string; id: string }) => Texts | undefined) | null>(null);

const NOT_SHOWN: Texts = {
  sv: "Gästerna ser inte modulen förrän den har innehåll.",
  en: "Guests do not see this module until it has content.",
  da: "Gæsterne ser ikke modulet, før det har indhold.",
};

/**
 * In edit mode, inside an empty module: a muted note of what to add, in the owner's
 * interface language (the editor's; the page's when shown without it). Never content, so
 * guests never get it: an empty module is left off their page.
 */
export function EmptyModuleHint({ module }: { module: { siteModuleType: string; id: string } }) {
  const { editMode, uiLanguage } = useSite();
  const hintOf = useContext(EmptyHints);
  const ownerLanguage: UiLanguage = useContext(OwnerLanguageContext) ?? uiLanguage;
  const hint = editMode ? hintOf?.(module) : undefined;
  if (!hint) return null;
  return (
    <p className="module__empty-hint" lang={ownerLanguage}>
      <span className="module__empty-hint-what">{hint[ownerLanguage]}</span>
      <span className="module__empty-hint-note">{NOT_SHOWN[ownerLanguage]}</span>
    </p>
  );
}
