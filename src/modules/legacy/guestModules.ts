import type { TranslatedTextValue } from "../../domain/site/common";
import type { Rsvp3Properties, Speech2Properties } from "./rsvpProperties";

/**
 * The legacy RSVP (RSVP3) and speech (Speech2) modules as the guest page draws them: their own
 * views over their properties, with title and menu title as the menu reads them.
 */
interface LegacyGuestBase {
  id: string;
  title: TranslatedTextValue;
  menuTitle: TranslatedTextValue;
  hide: boolean;
  hideInMenu: boolean;
}

export interface Rsvp3Module extends LegacyGuestBase {
  siteModuleType: "RSVP3";
  properties: Rsvp3Properties;
}

export interface Speech2Module extends LegacyGuestBase {
  siteModuleType: "Speech2";
  properties: Speech2Properties;
}

export type LegacyGuestModule = Rsvp3Module | Speech2Module;

export const LEGACY_GUEST_TYPES = ["RSVP3", "Speech2"] as const;

export const isLegacyGuestModule = (module: { siteModuleType: string }): module is LegacyGuestModule =>
  (LEGACY_GUEST_TYPES as readonly string[]).includes(module.siteModuleType);
