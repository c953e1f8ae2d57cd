import type { Brand, Market } from "../../../domain/brands";
import type { GiftReservation } from "../../../modules/giftRegistry/schema";
import type { SwishCommerceGiving } from "../../../domain/swishCommerceGiving";
import type { GuestDocument } from "../../../modules/guestDocument";
import { isIsland } from "../../../modules/islands";
import { menuProps } from "../menu/menuProps";
import { menuShown } from "../menu/menuShown";
import type { IslandData } from "./islandData";

/** The server's side of islandData.ts: what a rendered page hands its islands (it knows the island types from the module registry). */
export function islandData(page: { siteId: string; document: GuestDocument; language: string; brand: Brand; reservations: GiftReservation[]; contactMail: string; drawsMaps: boolean; market: Market; swishCommerce?: SwishCommerceGiving | null; renderedAt: number; askToJoin?: boolean }): IslandData {
  const menu = menuProps(page.document, page.language, false, false);
  return {
    siteId: page.siteId,
    language: page.language,
    brand: page.brand,
    renderedAt: page.renderedAt,
    contactMail: page.contactMail,
    drawsMaps: page.drawsMaps,
    market: page.market,
    swishCommerce: page.swishCommerce ?? null,
    reservations: page.document.siteModules.some((module) => module.siteModuleType === "GiftRegistry") ? page.reservations : [],
    document: { ...page.document, siteModules: page.document.siteModules.filter((module) => isIsland(module.siteModuleType)) },
    menu: menuShown(menu) ? menu : null,
    ...(page.askToJoin ? { askToJoin: true } : {}),
  };
}

