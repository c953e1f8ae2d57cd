import type { SiteImage } from "../../domain/site/common";

/** The starter pages' pictures (drawn in src/server/seed/starterArt.ts), by name. */
export const STARTER_IMAGE_NAMES = [
  "header",
  "couple",
  "venue",
  "gallery1",
  "gallery2",
  "gallery3",
  "gallery4",
  "anna",
  "erik",
  "toastmaster",
  "giftDinner",
  "giftTrip",
  "giftPlates",
  "partyHeader",
  "eventHeader",
] as const;
export type StarterImageName = (typeof STARTER_IMAGE_NAMES)[number];
export type StarterImages = Record<StarterImageName, SiteImage>;
