/** The guest build's island loaders (src/server/guestRuntime/islandViewsPlugin.ts): each interactive type's view, a chunk of its own. */
declare module "virtual:island-views" {
  import type { ComponentType } from "react";
  export const ISLAND_VIEWS: Partial<Record<string, () => Promise<{ default: ComponentType<never> }>>>;
}
