import type { GuestModuleType } from "./guestDocument";

/**
 * The module types guests interact with: on the guest page only these hydrate, each loaded as
 * its own chunk (islandViews.ts) on a page that has one. The others (header, text, images,
 * people, lists, location) stay server-rendered HTML and ship no code.
 */
export const ISLAND_TYPES = ["Countdown", "Form", "GiftRegistry", "ImageGallery", "Rsvp", "Video", "RSVP3", "Speech2"] as const satisfies readonly GuestModuleType[];

export type IslandType = (typeof ISLAND_TYPES)[number];

export const isIsland = (type: GuestModuleType): type is IslandType => (ISLAND_TYPES as readonly GuestModuleType[]).includes(type);

/** The folder of each island's view under src/modules, which names its chunk in the guest build. */
export const ISLAND_FOLDERS: Record<IslandType, string> = {
  Countdown: "countdown",
  Form: "form",
  GiftRegistry: "giftRegistry",
  ImageGallery: "imageGallery",
  Rsvp: "rsvp",
  Video: "video",
  RSVP3: "rsvp3",
  Speech2: "speech2",
};
