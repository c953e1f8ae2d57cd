import type { ComponentType } from "react";
import type { IslandType } from "./islands";
import type { ModuleOf } from "./siteModule";

type ViewModule = { default: ComponentType<{ module: ModuleOf<IslandType> }> };

/** The guest view of each interactive module type as a separate chunk, loaded by the guest page when it has that module. */
export const ISLAND_VIEWS: Record<IslandType, () => Promise<ViewModule>> = {
  Countdown: () => import("./countdown/view") as Promise<ViewModule>,
  Form: () => import("./form/view") as Promise<ViewModule>,
  GiftRegistry: () => import("./giftRegistry/view") as Promise<ViewModule>,
  ImageGallery: () => import("./imageGallery/view") as Promise<ViewModule>,
  Rsvp: () => import("./rsvp/view") as Promise<ViewModule>,
  Video: () => import("./video/view") as Promise<ViewModule>,
};
