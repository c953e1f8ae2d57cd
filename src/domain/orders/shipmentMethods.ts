/** How a card order can travel (spec 3, sections 3 and 9): what the checkout lists, cheapest chosen. */

export const SHIPMENT_TYPES = ["express", "normal", "pick_up"] as const;
export type ShipmentType = (typeof SHIPMENT_TYPES)[number];

/** The carriers we ship with; DHL's express service is its own, as the checkout names it apart. */
export const CARRIERS = ["postnord", "schenker", "dhl", "dhl_express"] as const;
export type Carrier = (typeof CARRIERS)[number];

export interface ShipmentMethod {
  name: string;
  type: ShipmentType;
  /** Öre, VAT included. */
  price: number;
  minDeliveryDays: number;
  maxDeliveryDays: number;
  /** The provider's id for the method, handed back when the order is booked. */
  shipmentMethodUid: string;
  carrier: Carrier;
}

const CARRIER_NAMES: Record<Carrier, string> = { postnord: "PostNord", schenker: "Schenker", dhl: "DHL", dhl_express: "DHL Express" };

/**
 * The carrier as the checkout shows it. Pick-up methods go by the carrier's name alone
 * (Schenker's parcelshop as "Schenker", PostNord's collect as "PostNord"), the spec's rule.
 */
export function carrierDisplayName(carrier: Carrier): string {
  return CARRIER_NAMES[carrier];
}

