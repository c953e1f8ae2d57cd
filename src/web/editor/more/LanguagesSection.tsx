import { useId } from "react";
import { addLanguage, removeLanguage, siteLanguageCodes } from "../../../domain/site/siteLanguages";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useSiteEditor } from "../../../kit/editor/siteEditorContext";
import { LanguageList } from "./LanguageList";
import { MORE_TEXTS } from "./texts";

/**
 * The site's languages in the More drawer. An added one gets the product's texts in it at once
 * (decision 080); removing the one being edited moves the editor on to another by itself.
 */
export function LanguagesSection() {
  const { document, update } = useSiteEditor();
  const texts = useOwnerTexts(MORE_TEXTS);
  const headingId = useId();
  // The starter pages' texts in every language load only when a language is added; were they
  // not to load, the language is added with the couple to write its texts.
  const addWithProductTexts = async (code: string) => {
    const { addSiteLanguage } = await import("../../../modules/translations/siteLanguageAdding");
    update((current) => addSiteLanguage(current, code));
  };
  return (
    <section className="drawer-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="drawer-heading">
        {texts.languages}
      </h3>
      <p className="drawer-lead">{texts.languagesLead}</p>
      <LanguageList
        codes={siteLanguageCodes(document)}
        main={document.language}
        onAdd={(code) => void addWithProductTexts(code).catch(() => update((current) => addLanguage(current, code)))}
        onRemove={(code) => update((current) => removeLanguage(current, code))}
      />
    </section>
  );
}
