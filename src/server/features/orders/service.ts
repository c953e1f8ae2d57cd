import { invitationPrice } from "../../../domain/orders/invitationPrice";
import type { OrderCreationPayload } from "../../../domain/orders/orderPayload";
import type { ShipmentMethod } from "../../../domain/orders/shipmentMethods";
import type { PrintCard } from "../../../domain/print/card";
import { cardTitle } from "../../../domain/print/cardTitle";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { ShippingUnavailableError, type ShippingQuoteRequest } from "../../providers/shipping/shipping";
import type { PrintRow } from "../prints/repository";
import { orderCards } from "./perHousehold";
import { insertOrder } from "./repository";

/** The carrier's methods for this order, cheapest first (the checkout picks the first); a failing carrier is a 502. */
export async function quoteShipmentMethods(deps: Deps, request: ShippingQuoteRequest): Promise<ShipmentMethod[]> {
  try {
    return (await deps.shipping.quote(request)).sort((a, b) => a.price - b.price);
  } catch (error) {
    if (!(error instanceof ShippingUnavailableError)) throw error;
    throw new ApiError(502, "shipmentMethodsFailed", `Shipping could not be quoted: ${error.message}`);
  }
}

/**
 * POST /api/orders/: the method is taken from a fresh quote and the price worked out here
 * from the card's trim, so nothing the client says about prices is trusted (decision 037).
 */
export async function createOrder(deps: Deps, print: PrintRow, payload: OrderCreationPayload): Promise<{ id: string }> {
  if (payload.site !== print.siteId) throw new ApiError(422, "invalidInput", "The card is not of this site", ["site"]);
  const { envelopes, shippingAddress } = payload;
  const { quantity, householdIds } = await orderCards(deps.db, print.siteId, payload);
  const methods = await quoteShipmentMethods(deps, { quantity, envelopes, shippingAddress });
  const method = methods.find((candidate) => candidate.shipmentMethodUid === payload.shipmentMethodUid);
  if (!method) throw new ApiError(422, "shipmentMethodUnknown", `No shipment method ${payload.shipmentMethodUid} for this order`, ["shipmentMethodUid"]);
  const card = print.document as PrintCard;
  const price = invitationPrice({ quantity, envelopes, trim: card.trim, shippingPrice: method.price, perHousehold: householdIds !== null });
  const id = await insertOrder(deps.db, {
    siteId: print.siteId,
    printId: print.id,
    title: cardTitle(card),
    quantity,
    householdIds,
    envelopes,
    trim: card.trim,
    shippingAddress,
    shipmentMethod: method,
    priceLines: price.lines,
    totalInclVat: price.total,
    totalVat: price.vat,
    shipmentPriceInclVat: method.price,
  });
  return { id };
}
