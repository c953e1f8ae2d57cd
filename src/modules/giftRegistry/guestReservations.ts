import type { GuestDocument } from "../guestDocument";
import type { GiftReservation } from "./schema";

/**
 * The reservations as guests may see them: a fund whose couple hides its progress sends no
 * total (not even in the page's data), whatever the owner's own lists show.
 */
export function guestReservations(document: Pick<GuestDocument, "siteModules">, reservations: GiftReservation[]): GiftReservation[] {
  const hidden = new Set<string>();
  for (const module of document.siteModules) {
    if (module.siteModuleType !== "GiftRegistry") continue;
    for (const item of module.giftRegistry) if (item.kind === "fund" && !item.showProgress) hidden.add(item.id);
  }
  if (!hidden.size) return reservations;
  return reservations.map((reservation) => {
    if (!hidden.has(reservation.giftRegistryId)) return reservation;
    const { amountGiven: _hidden, ...rest } = reservation;
    return rest;
  });
}
