import type { ShippingAddress } from "../../../domain/orders/orderPayload";
import type { ShipmentMethod } from "../../../domain/orders/shipmentMethods";
import type { PrintManifest } from "../../providers/printPartner/printPartner";
import type { OrderRow } from "../orders/repository";
import { PRINT_SHEET } from "./printBoxes";

/** The offer's paper (spec 3): thick matt 300 gsm, printed on both sides. */
export const CARD_PAPER = { weightGsm: 300, finish: "matt" } as const;

/** The order as the print shop reads it, from what was copied into the order when it was made. */
export function printManifest(order: OrderRow, now: Date): PrintManifest {
  return {
    orderId: order.id,
    printId: order.printId,
    title: order.title,
    quantity: order.quantity,
    perHousehold: order.householdIds !== null,
    envelopes: order.envelopes as PrintManifest["envelopes"],
    trim: order.trim,
    sheet: { ...PRINT_SHEET },
    paper: { ...CARD_PAPER },
    shippingAddress: order.shippingAddress as ShippingAddress,
    shipmentMethod: order.shipmentMethod as ShipmentMethod,
    orderedAt: order.createdAt.toISOString(),
    createdAt: now.toISOString(),
  };
}
