import type { ShipmentMethod } from "../../domain/orders/shipmentMethods";
import type { OrderTexts } from "./texts";
import { fill } from "../../domain/fill";

/** The delivery estimate (spec 3, section 9): min–max days, one number when they are equal. */
export function deliveryEstimate({ minDeliveryDays: min, maxDeliveryDays: max }: Pick<ShipmentMethod, "minDeliveryDays" | "maxDeliveryDays">, texts: OrderTexts): string {
  const days = min === max ? (min === 1 ? texts.oneDay : fill(texts.days, { days: min })) : fill(texts.days, { days: `${min}–${max}` });
  return fill(texts.deliveryEstimate, { days });
}
