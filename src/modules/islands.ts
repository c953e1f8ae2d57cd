import type { GuestModuleType } from "./guestDocument";
import { MODULES } from "./registry";

/**
 * The module types guests interact with (a definition's `island`): on the guest page only these
 * hydrate, each loaded as its own chunk on a page that has one (the guest build's
 * virtual:island-views, src/server/guestRuntime/islandViewsPlugin.ts). The others stay
 * server-rendered HTML and ship no code. Server and owner's app only: the guest bundle never
 * imports the definitions.
 */
export const ISLAND_FOLDERS = MODULES.islandFolders as Partial<Record<GuestModuleType, string>>;

export const isIsland = (type: GuestModuleType): boolean => type in ISLAND_FOLDERS;
