import type { LegacyGuestModule } from "./legacy/guestModules";
import type { SiteDocument } from "./siteDocument";
import type { SiteModule } from "./siteModule";

/**
 * The document as the guest page draws it, from either site shape: a newer site's as it is; a
 * legacy site's with its plain modules mapped to their newer counterparts and its RSVP3 and
 * Speech2 kept for their own views (src/modules/legacy/guestDocument.ts).
 */
export type GuestModule = (SiteModule | LegacyGuestModule) & {
  /** The legacy document's own anchor for the module; the newer shape makes one from the menu label. */
  slug?: string;
};
export type GuestModuleType = GuestModule["siteModuleType"];
export type GuestModuleOf<T extends GuestModuleType> = Extract<GuestModule, { siteModuleType: T }>;

export type GuestDocument = Omit<SiteDocument, "siteModules" | "usesSiteModules" | "documentVersion"> & {
  usesSiteModules: boolean;
  siteModules: GuestModule[];
};
