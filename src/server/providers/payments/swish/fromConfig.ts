import fs from "node:fs";
import type { Config } from "../../../config";
import type { SwishPayments } from "../swishPayments";
import { swishCommerceApi } from "./commerceApi";
import { httpCallbackDelivery, sandboxSwish } from "./sandbox";

/** The Swish Commerce API with the merchant certificate when one is configured, else the loopback sandbox. */
export function swishFromConfig(config: Config): SwishPayments {
  const swish = config.swish;
  if (swish.kind === "sandbox") return sandboxSwish({ callbackUrl: swish.callbackUrl, deliver: httpCallbackDelivery });
  // Read at boot: a missing certificate stops the start, not the first payment.
  return swishCommerceApi({
    baseUrl: swish.apiUrl,
    payeeAlias: swish.payeeAlias,
    callbackUrl: swish.callbackUrl,
    tls: { pfx: fs.readFileSync(swish.certificatePath), passphrase: swish.passphrase, ca: swish.caPath ? fs.readFileSync(swish.caPath) : undefined },
  });
}
