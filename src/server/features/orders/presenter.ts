import type { Order } from "../../../domain/orders/order";
import type { Envelopes, ShippingAddress } from "../../../domain/orders/orderPayload";
import type { CardTrim } from "../../../domain/print/layouts";
import type { ShipmentMethod } from "../../../domain/orders/shipmentMethods";
import { paymentMethodOf } from "../payments/receipt";
import type { PaymentRow } from "../payments/repository";
import type { OrderRow } from "./repository";

/**
 * The spec's Order (amounts in öre), plus what the confirmation page shows: the options,
 * the address, the shipment method as quoted, the status, when it was made and, once paid,
 * when and by which payment (its reference and method, as on the receipt).
 */
export function presentOrder(row: OrderRow, payment?: PaymentRow): Order {
  return {
    _id: row.id,
    site: row.siteId,
    totalInclVat: row.totalInclVat,
    totalVat: row.totalVat,
    shipment: { priceInclVat: row.shipmentPriceInclVat },
    // One item, the cards with their envelopes and corners: everything but the shipping.
    items: [{ print: row.printId, title: row.title, priceInclVat: row.totalInclVat - row.shipmentPriceInclVat }],
    quantity: row.quantity,
    perHousehold: row.householdIds !== null,
    envelopes: row.envelopes as Envelopes,
    trim: row.trim as CardTrim,
    shippingAddress: row.shippingAddress as ShippingAddress,
    shipmentMethod: row.shipmentMethod as ShipmentMethod,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    payment: payment ? { reference: payment.reference, method: paymentMethodOf(payment) } : null,
  };
}
