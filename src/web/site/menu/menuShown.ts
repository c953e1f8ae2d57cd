import type { MenuEntry } from "../menuEntries";
import type { LanguageLink } from "./languageLinks";

/** What the site menu draws: the page's entries (also the sections' anchors) and its language links. */
export interface MenuProps {
  entries: MenuEntry[];
  languages: LanguageLink[];
  editMode: boolean;
}

/** Guests see no empty menu; the owner does, to reach "Ändra meny" (spec 2, Menu). A file of its own: the guest bundle's menu needs only this. */
export const menuShown = ({ entries, languages, editMode }: MenuProps): boolean => editMode || languages.length > 0 || entries.some((entry) => entry.inMenu);
