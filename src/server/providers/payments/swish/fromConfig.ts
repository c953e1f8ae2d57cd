import type { Config } from "../../../config";
import type { SwishPayments } from "../swishPayments";

// Placeholder until the Swish adapter and its loopback fake land.
export function swishFromConfig(_config: Config): SwishPayments {
  const missing = () => Promise.reject(new Error("Swish payments are not built yet"));
  return { sandbox: true, createPaymentRequest: missing, retrievePaymentRequest: missing, cancelPaymentRequest: missing, close: async () => {} };
}
