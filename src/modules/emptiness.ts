import type { GuestModule } from "./guestDocument";
import { isLegacyGuestModule } from "./legacy/guestModules";
import { MODULES } from "./registry";
import type { SiteModule } from "./siteModule";

/** Whether the module has nothing for guests yet (its definition's isEmpty): the owner sees a placeholder, guests nothing. */
export function isEmptyModule(module: SiteModule): boolean {
  return MODULES.isEmpty(module);
}

/** Whether guests get the module at all: neither hidden by the owner nor empty (a legacy RSVP or speech form never is). */
export function shownToGuests(module: GuestModule): boolean {
  return !module.hide && (isLegacyGuestModule(module) || !isEmptyModule(module));
}

/** What the owner is asked to add to a module while it is empty (EmptyModuleHint). */
export const emptyHintOf = MODULES.emptyHintOf;
