import { uiLanguageFor } from "../../../domain/languages";
import type { GuestDocument } from "../../../modules/guestDocument";
import { menuEntries } from "../menuEntries";
import { SITE_TEXTS } from "../../../kit/guestPage/texts";
import { languageLinks } from "./languageLinks";
import type { MenuProps } from "./menuShown";

export function menuProps(document: GuestDocument, language: string, editMode: boolean, editAvailable: boolean): MenuProps {
  const entries = menuEntries(document.siteModules, language, editMode, SITE_TEXTS[uiLanguageFor(language)].noMenuTitle, document.language);
  // Inside the owner's app the links would leave the editor: it has its own language choice.
  const languages = editAvailable ? [] : languageLinks(document.availableLanguages.map((entry) => entry.languageCode), language);
  return { entries, languages, editMode };
}
