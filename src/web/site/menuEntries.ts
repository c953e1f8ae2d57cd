import { translate } from "../../domain/languages";
import { shownToGuests } from "../../modules/emptiness";
import { uniqueSlugs } from "../../domain/site/slugs";
import type { GuestModule } from "../../modules/guestDocument";

export interface MenuEntry {
  moduleId: string;
  label: string;
  slug: string;
  inMenu: boolean;
  /** The RSVP (either shape): the desktop bar shows it as a button of its own. */
  rsvp: boolean;
}

const RSVP_TYPES = new Set<string>(["Rsvp", "RSVP3"]);

/**
 * Each shown module's anchor slug and menu label: menuTitle, then title, then the
 * placeholder, each missing in `language` taken from the main one. Hidden and empty modules are left out unless in edit mode (spec 2, Menu).
 * A legacy module's own slug is its anchor; the others are made from their labels.
 */
export function menuEntries(modules: GuestModule[], language: string, editMode: boolean, placeholder: string, main?: string): MenuEntry[] {
  const shown = modules.filter((module) => editMode || shownToGuests(module));
  const labels = shown.map((module) => translate(module.menuTitle, language, main) || translate(module.title, language, main) || placeholder);
  const slugs = uniqueSlugs(labels, shown.map((module) => module.slug));
  return shown.map((module, index) => ({ moduleId: module.id, label: labels[index]!, slug: slugs[index]!, inMenu: !module.hideInMenu, rsvp: RSVP_TYPES.has(module.siteModuleType) }));
}
