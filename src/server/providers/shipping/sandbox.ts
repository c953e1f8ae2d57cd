import type { ShipmentMethod } from "../../../domain/orders/shipmentMethods";
import { ShippingUnavailableError, type Shipping, type ShippingQuoteRequest } from "./shipping";

/** The same three methods for every address; the letter costs the spec's fixed 95 kr, so it is the cheapest. */
const METHODS: readonly ShipmentMethod[] = [
  { shipmentMethodUid: "sandbox-postnord-letter", name: "PostNord Varubrev", type: "normal", carrier: "postnord", price: 9500, minDeliveryDays: 2, maxDeliveryDays: 4 },
  { shipmentMethodUid: "sandbox-postnord-service-point", name: "PostNord MyPack Collect", type: "pick_up", carrier: "postnord", price: 12900, minDeliveryDays: 1, maxDeliveryDays: 3 },
  { shipmentMethodUid: "sandbox-dhl-express", name: "DHL Express", type: "express", carrier: "dhl_express", price: 24900, minDeliveryDays: 1, maxDeliveryDays: 1 },
];

/** Postcode 000 00 does not exist in Sweden or Denmark: the sandbox fails on it, so the error path can be tried by hand. */
const failsFor = ({ shippingAddress }: ShippingQuoteRequest) => shippingAddress.postCode.replace(/\s/g, "") === "00000";

/** Shipping without an nShift account (development, tests, CI): offline and deterministic. */
export function sandboxShipping(): Shipping {
  return {
    sandbox: true,
    async quote(request) {
      if (failsFor(request)) throw new ShippingUnavailableError("The sandbox carrier is down for postcode 000 00");
      return METHODS.map((method) => ({ ...method }));
    },
    async book(request) {
      if (failsFor(request)) throw new ShippingUnavailableError("The sandbox carrier is down for postcode 000 00");
      if (!METHODS.some((method) => method.shipmentMethodUid === request.shipmentMethodUid)) {
        throw new ShippingUnavailableError(`The sandbox has no shipment method ${request.shipmentMethodUid}`);
      }
      return { reference: `SANDBOX-${request.orderId}` };
    },
  };
}
