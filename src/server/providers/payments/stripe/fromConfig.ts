import type { Config } from "../../../config";
import type { CardPayments } from "../cardPayments";

// Placeholder until the Stripe adapter and its loopback fake land.
export function stripeFromConfig(_config: Config): CardPayments {
  const missing = () => Promise.reject(new Error("card payments are not built yet"));
  return { sandbox: true, publishableKey: missing, createIntent: missing, retrieveIntent: missing, verifyWebhook: () => { throw new Error("card payments are not built yet"); }, close: async () => {} };
}
