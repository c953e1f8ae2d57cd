import type { Config } from "../../config";
import { deliveryCheckoutShipping } from "./nshift/deliveryCheckout";
import { sandboxShipping } from "./sandbox";
import type { Shipping } from "./shipping";

/** nShift when its API key and Delivery Checkout are configured, else the sandbox carriers. */
export function shippingFromConfig(config: Config, warn: (message: string) => void): Shipping {
  const shipping = config.shipping;
  return shipping.kind === "nshift" ? deliveryCheckoutShipping({ ...shipping, market: config.brand.market, warn }) : sandboxShipping();
}
