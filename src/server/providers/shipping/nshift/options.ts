import { z } from "zod";
import { SHIPMENT_METHOD_TEXT_MAX } from "../../../../domain/orders/orderPayload";
import type { Carrier, ShipmentMethod, ShipmentType } from "../../../../domain/orders/shipmentMethods";

/** One delivery option of a Delivery Checkout, or a container of options (nShift's "subOptions"). */
export interface DeliveryOption {
  id: string;
  name: string;
  carrierId?: string | null;
  /** Kronor, as the Delivery Checkout is set up to charge the receiver. */
  priceValue?: number | null;
  deliveryTime?: string | null;
  description1?: string | null;
  subOptions?: DeliveryOption[] | null;
  /** Service points near the address; only pick-up options have them. */
  agents?: unknown[] | null;
}

/** Options of one checkout, nesting included; more is not a checkout but a misconfiguration. */
const MAX_OPTIONS = 50;

const optionSchema: z.ZodType<DeliveryOption> = z.lazy(() =>
  z.object({
    id: z.string().min(1),
    name: z.string(),
    carrierId: z.string().nullish(),
    priceValue: z.number().nullish(),
    deliveryTime: z.string().nullish(),
    description1: z.string().nullish(),
    subOptions: z.array(optionSchema).max(MAX_OPTIONS).nullish(),
    agents: z.array(z.unknown()).nullish(),
  }),
);

/** GET /delivery-checkouts/{id}: `{ deliveryCheckoutId, options }`. */
export const deliveryOptionsSchema = z.object({ options: z.array(optionSchema).max(MAX_OPTIONS) });

/**
 * nShift's carrier codes. PLAB (PostNord) is in nShift's own example answer; the other codes
 * are unconfirmed (decision 036). An unknown code is logged with the option, so a wrong or
 * missing one shows in the first quote after going live.
 */
const CARRIER_CODES: Record<string, Carrier> = { PLAB: "postnord", DHL: "dhl", DHLEXPRESS: "dhl_express", DBSCHENKER: "schenker" };

/** "1-3", "1–3 vardagar", "Leverans 2 dagar": the first number, and a second after a dash. */
const DAYS = /(\d{1,2})(?:\s*[-–]\s*(\d{1,2}))?/;

function deliveryDays(option: DeliveryOption): { min: number; max: number } | undefined {
  const match = [option.deliveryTime, option.description1].map((text) => text?.match(DAYS)).find(Boolean);
  if (!match) return undefined;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  return min <= max ? { min, max } : undefined;
}

/** The answer carries no delivery type: express is the carrier's, pick-up is an option with service points. */
function shipmentType(carrier: Carrier, option: DeliveryOption): ShipmentType {
  if (carrier === "dhl_express") return "express";
  return option.agents?.length ? "pick_up" : "normal";
}

/**
 * The checkout's options as shipment methods, containers flattened. An option whose carrier
 * is unknown, or whose price or delivery days cannot be read, is skipped with a warning.
 */
export function shipmentMethods(options: readonly DeliveryOption[], warn: (message: string) => void): ShipmentMethod[] {
  return options.flatMap((option): ShipmentMethod[] => {
    if (option.subOptions?.length) return shipmentMethods(option.subOptions, warn);
    const skip = (reason: string) => {
      warn(`nShift delivery option "${option.name}" (${option.id}) skipped: ${reason}`);
      return [];
    };
    const carrier = option.carrierId ? CARRIER_CODES[option.carrierId] : undefined;
    if (!carrier) return skip(`unknown shipment carrier ${option.carrierId ?? "(none)"}`);
    if (option.priceValue == null || option.priceValue < 0) return skip("no price");
    const days = deliveryDays(option);
    if (!days) return skip("no delivery days in its delivery time or first description");
    return [
      {
        name: option.name.slice(0, SHIPMENT_METHOD_TEXT_MAX),
        type: shipmentType(carrier, option),
        price: Math.round(option.priceValue * 100),
        minDeliveryDays: days.min,
        maxDeliveryDays: days.max,
        shipmentMethodUid: option.id,
        carrier,
      },
    ];
  });
}
