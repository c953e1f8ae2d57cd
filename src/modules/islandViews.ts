import type { ComponentType } from "react";
import type { IslandType } from "./islands";
import type { GuestModuleOf } from "./guestDocument";

type ViewModule = { default: ComponentType<{ module: GuestModuleOf<IslandType> }> };

/** The guest view of each interactive module type as a separate chunk, loaded by the guest page when it has that module. */
export const ISLAND_VIEWS: Record<IslandType, () => Promise<ViewModule>> = {
  Countdown: () => import("./countdown/view") as Promise<ViewModule>,
  Form: () => import("./form/view") as Promise<ViewModule>,
  GiftRegistry: () => import("./giftRegistry/view") as Promise<ViewModule>,
  ImageGallery: () => import("./imageGallery/view") as Promise<ViewModule>,
  Rsvp: () => import("./rsvp/view") as Promise<ViewModule>,
  Video: () => import("./video/view") as Promise<ViewModule>,
  RSVP3: () => import("./legacy/rsvp3/view") as Promise<ViewModule>,
  Speech2: () => import("./legacy/speech2/view") as Promise<ViewModule>,
};

/** The RSVP of a household's personal page, in place of the open one: a chunk of its own, which only personal pages load. */
export const HOUSEHOLD_RSVP_VIEW = () => import("./rsvp/household/HouseholdRsvp") as Promise<ViewModule>;
