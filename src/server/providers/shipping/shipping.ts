import type { Envelopes, ShippingAddress } from "../../../domain/orders/orderPayload";
import type { ShipmentMethod } from "../../../domain/orders/shipmentMethods";

export interface ShippingQuoteRequest {
  shippingAddress: ShippingAddress;
  quantity: number;
  envelopes: Envelopes;
}

/** A paid order handed over for shipping: the print partner sends it by the method the owner chose. */
export interface ShipmentBookingRequest extends ShippingQuoteRequest {
  /** Our order id, which the provider keeps as the shipment's reference. */
  orderId: string;
  shipmentMethodUid: string;
}

export interface ShipmentBooking {
  /** The provider's reference for the shipment, which the print partner prints the label from and tracking starts at. */
  reference: string;
}

/** Carrier quotes and bookings for card orders: nShift Delivery, or an offline sandbox. */
export interface Shipping {
  readonly sandbox: boolean;
  /** The methods that can take this order to this address. Throws ShippingUnavailableError when the provider fails. */
  quote(request: ShippingQuoteRequest): Promise<ShipmentMethod[]>;
  /** Throws ShippingUnavailableError when the provider fails or refuses. */
  book(request: ShipmentBookingRequest): Promise<ShipmentBooking>;
}

/** The provider did not answer in time, could not be reached, or answered with an error or a body we cannot read. */
export class ShippingUnavailableError extends Error {}
