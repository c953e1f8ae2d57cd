import type { PaymentMethod } from "../payments/payments";
import type { CardTrim } from "../print/layouts";
import type { Envelopes, ShippingAddress } from "./orderPayload";
import type { OrderStatus } from "./orderStatus";
import type { ShipmentMethod } from "./shipmentMethods";

/** GET /api/orders/{id}: the spec's Order (amounts in öre, VAT included) and what the confirmation page shows. */
export interface Order {
  _id: string;
  site: string;
  totalInclVat: number;
  totalVat: number;
  shipment: { priceInclVat: number };
  items: { print: string; title: string; priceInclVat: number }[];
  quantity: number;
  /** One card per household (decision 105): the quantity is the number of households. */
  perHousehold: boolean;
  envelopes: Envelopes;
  trim: CardTrim;
  shippingAddress: ShippingAddress;
  shipmentMethod: ShipmentMethod;
  status: OrderStatus;
  /** ISO 8601. */
  createdAt: string;
  paidAt: string | null;
  payment: { reference: string; method: PaymentMethod } | null;
}
