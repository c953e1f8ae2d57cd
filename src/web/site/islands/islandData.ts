import type { Brand, Market } from "../../../domain/brands";
import { uiLanguageFor } from "../../../domain/languages";
import type { GuestDocument, GuestModule } from "../../../modules/guestDocument";
import type { HouseholdPage } from "../../../domain/guestList/householdPage";
import type { GiftReservation } from "../../../modules/giftRegistry/schema";
import type { SwishCommerceGiving } from "../../../domain/swishCommerceGiving";
import type { MenuProps } from "../menu/menuShown";

/**
 * What the guest page hands its islands, as JSON in the page: the site's facts the views read,
 * the menu's props, and only the interactive modules (the rest is HTML and needs nothing).
 */
export interface IslandData {
  siteId: string;
  language: string;
  brand: Brand;
  /** The server's time of the render, so a hydrating countdown draws the same numbers. */
  renderedAt: number;
  contactMail: string;
  drawsMaps: boolean;
  market: Market;
  swishCommerce: SwishCommerceGiving | null;
  reservations: GiftReservation[];
  /** The site's document with only the modules that hydrate. */
  document: GuestDocument;
  menu: MenuProps | null;
  /** The open RSVP offers asking to join the guest list (decision 103). */
  askToJoin?: boolean;
  /** On a household's personal page only: the household its RSVP answers for. */
  household?: HouseholdPage;
}

/** The key of the menu's island; a module's island is keyed by its id. */
export const MENU_ISLAND = "menu";

/** The page's islands in page order: the menu, then the interactive modules. */
export function islandKeys(data: IslandData): string[] {
  return [...(data.menu ? [MENU_ISLAND] : []), ...data.document.siteModules.map((module: GuestModule) => module.id)];
}

/** The id prefix of an island: each is its own root, so its ids must not meet another's. */
export const islandIdPrefix = (index: number) => `i${index}-`;

export const islandUiLanguage = (data: IslandData) => uiLanguageFor(data.language);
