import { useContext } from "react";
import { uiLanguageFor } from "../../../domain/languages";
import { SiteEditorContext } from "../../../kit/editor/siteEditorContext";
import { LEGACY_FORM_TEXTS } from "../texts";

/**
 * The built-in texts guests see where a legacy form's text is empty, in the site's language,
 * to show as placeholders; none when the dialog is opened outside the site editor.
 */
export function useGuestTexts(): (typeof LEGACY_FORM_TEXTS)["sv"] | undefined {
  const language = useContext(SiteEditorContext)?.language;
  return language ? LEGACY_FORM_TEXTS[uiLanguageFor(language)] : undefined;
}
