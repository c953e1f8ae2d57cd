/** The card's layouts, positions and pages (spec 3, Print): zod-free, for the card editor's bundle. */
export const CARD_LAYOUTS = ["GENESIS", "PHOTO_CLEAN", "TEXT_ON_PHOTO", "TEXT_ON_PHOTO_GRADIENT"] as const;
export type CardLayout = (typeof CARD_LAYOUTS)[number];

export const CARD_POSITIONS = [
  "welcomeText",
  "names",
  "dateAndLocationLong",
  "websiteInfo",
  "title",
  "dateAndLocation",
  "primaryImage",
  "textAtQR",
  "qr",
] as const;
export type CardPosition = (typeof CARD_POSITIONS)[number];

/** A card's corners: square, or rounded (charged per card when ordered). */
export const CARD_TRIMS = ["none", "rounded"] as const;
export type CardTrim = (typeof CARD_TRIMS)[number];

/** Page 1 is the front, page 2 the back. */
export const CARD_PAGES = [1, 2] as const;
export type CardPage = (typeof CARD_PAGES)[number];

/** What a position holds: its content type is fixed, so a layout change can match content by position. */
export const POSITION_CONTENT = {
  welcomeText: "text",
  names: "text",
  dateAndLocationLong: "text",
  websiteInfo: "text",
  title: "text",
  dateAndLocation: "text",
  primaryImage: "image",
  textAtQR: "text",
  qr: "qr",
} as const satisfies Record<CardPosition, "text" | "image" | "qr">;

/** The back is the same in every layout: where the guests find the site. */
const BACK: readonly CardPosition[] = ["title", "websiteInfo", "textAtQR", "qr"];

/**
 * Each layout's positions per page, in reading order (decision 035). GENESIS is a text card
 * with the long date line; the photo layouts put the primary image on the front with the
 * names and the short date line.
 */
export const LAYOUT_PAGES: Record<CardLayout, Record<CardPage, readonly CardPosition[]>> = {
  GENESIS: { 1: ["welcomeText", "names", "dateAndLocationLong"], 2: BACK },
  PHOTO_CLEAN: { 1: ["welcomeText", "primaryImage", "names", "dateAndLocation"], 2: BACK },
  TEXT_ON_PHOTO: { 1: ["primaryImage", "names", "dateAndLocation"], 2: BACK },
  TEXT_ON_PHOTO_GRADIENT: { 1: ["primaryImage", "names", "dateAndLocation"], 2: BACK },
};

/**
 * The crop ratio (width / height) a layout's primary image is held to (spec 3, Card crop);
 * undefined leaves the owner the site's formats (CROP_ASPECTS in domain/site/crop.ts).
 */
export const LAYOUT_CROP_RATIO: Record<CardLayout, number | undefined> = {
  GENESIS: undefined,
  PHOTO_CLEAN: 1.1,
  TEXT_ON_PHOTO: 460 / 635,
  TEXT_ON_PHOTO_GRADIENT: 460 / 635,
};
