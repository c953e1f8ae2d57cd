import { personalLinkUrl } from "../../../domain/guestList/personalLink";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { isUuid } from "../../http/ids";
import { findSite } from "../../core";
import { listHouseholds } from "../guestList/repository";
import { findOrder } from "../orders/repository";
import { printForRenderer } from "./serverAccess";

/** One card of a per-household order: the household's name and its personal link for the QR code. */
export interface HouseholdCard {
  name: string;
  url: string;
}

/**
 * GET /api/prints/{id}/serverAccess/{key}/orders/{orderId}/households: the households of a
 * per-household order of this card, in the order's order, for the print renderer (decision 105).
 * The card's key opens only its own orders; anything else is the same 404.
 */
export async function householdCardsForRenderer(deps: Deps, printId: string, key: string, orderId: string): Promise<HouseholdCard[]> {
  const card = await printForRenderer(deps, printId, key);
  const order = isUuid(orderId) ? await findOrder(deps.db, orderId) : undefined;
  const site = order?.householdIds && order.printId === card._id ? await findSite(deps.db, order.siteId) : undefined;
  if (!order?.householdIds || !site?.host) throw new ApiError(404, "notFound", "No such order of this card");
  const byId = new Map((await listHouseholds(deps.db, site.id)).map((household) => [household.id, household]));
  // A household deleted since the order was made gets no card: its link no longer opens anything.
  return order.householdIds.flatMap((id) => {
    const household = byId.get(id);
    return household ? [{ name: household.name, url: personalLinkUrl(site.host!, household.linkToken, deps.config.siteOrigin) }] : [];
  });
}
