import type { SiteModuleType } from "./siteModule";

/**
 * The module types guests interact with: on the guest page only these hydrate, each loaded as
 * its own chunk (islandViews.ts) on a page that has one. The others (header, text, images,
 * people, lists, location) stay server-rendered HTML and ship no code.
 */
export const ISLAND_TYPES = ["Countdown", "Form", "GiftRegistry", "ImageGallery", "Rsvp", "Video"] as const satisfies readonly SiteModuleType[];

export type IslandType = (typeof ISLAND_TYPES)[number];

export const isIsland = (type: SiteModuleType): type is IslandType => (ISLAND_TYPES as readonly SiteModuleType[]).includes(type);
