import { uiLanguageFor } from "../../../domain/languages";
import type { GuestDocument } from "../../../modules/guestDocument";
import { menuEntries, type MenuEntry } from "../menuEntries";
import { SITE_TEXTS } from "../../../kit/guestPage/texts";
import { languageLinks, type LanguageLink } from "./languageLinks";

/** What the site menu draws: the page's entries (also the sections' anchors) and its language links. */
export interface MenuProps {
  entries: MenuEntry[];
  languages: LanguageLink[];
  editMode: boolean;
}

export function menuProps(document: GuestDocument, language: string, editMode: boolean, editAvailable: boolean): MenuProps {
  const entries = menuEntries(document.siteModules, language, editMode, SITE_TEXTS[uiLanguageFor(language)].noMenuTitle, document.language);
  // Inside the owner's app the links would leave the editor: it has its own language choice.
  const languages = editAvailable ? [] : languageLinks(document.availableLanguages.map((entry) => entry.languageCode), language);
  return { entries, languages, editMode };
}

/** Guests see no empty menu; the owner does, to reach "Ändra meny" (spec 2, Menu). */
export const menuShown = ({ entries, languages, editMode }: MenuProps): boolean => editMode || languages.length > 0 || entries.some((entry) => entry.inMenu);
