import type { ShipmentMethod } from "../../domain/orders/shipmentMethods";
import { format } from "../i18n/format";
import type { OrderTexts } from "./texts";

/** The delivery estimate (spec 3, section 9): min–max days, one number when they are equal. */
export function deliveryEstimate({ minDeliveryDays: min, maxDeliveryDays: max }: Pick<ShipmentMethod, "minDeliveryDays" | "maxDeliveryDays">, texts: OrderTexts): string {
  const days = min === max ? (min === 1 ? texts.oneDay : format(texts.days, { days: min })) : format(texts.days, { days: `${min}–${max}` });
  return format(texts.deliveryEstimate, { days });
}
