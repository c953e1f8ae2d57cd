import type { CardIntent } from "../../providers/payments/cardPayments";
import type { Outcome } from "./settle";

/** What an intent's status says about its payment; undefined while the owner may still pay. */
export function outcomeOf(intent: CardIntent): Outcome | undefined {
  if (intent.status === "succeeded") return { state: "paid" };
  if (intent.status === "canceled") return { state: "cancelled" };
  if (intent.status === "requires_payment_method" && intent.lastErrorCode) return { state: "failed", errorCode: intent.lastErrorCode };
  return undefined;
}
