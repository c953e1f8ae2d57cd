import type { preHandlerAsyncHookHandler } from "fastify";
import { CARD_PAYMENT_STARTS_PER_MINUTE, PAYMENT_POLLS_PER_MINUTE } from "../../../domain/limits";
import type { Deps, RateLimit } from "../../deps";
import { rateLimitBy } from "../../http/rateLimit";
import { byAccount } from "../../core";

/** Each start asks Swish and leaves a request on the payer's phone: a few a minute are plenty for a person. */
export const SWISH_STARTS_PER_ACCOUNT: RateLimit = { max: 10, window: 15 * 60_000 };
/** The dialog polls every 5 s; a poll of a pending payment asks Swish. */
export const SWISH_POLLS_PER_ACCOUNT: RateLimit = { max: 60, window: 60_000 };

export interface PaymentLimits {
  cardStarts: preHandlerAsyncHookHandler;
  polls: preHandlerAsyncHookHandler;
  swishStarts: preHandlerAsyncHookHandler;
  swishPolls: preHandlerAsyncHookHandler;
}

/**
 * The payment calls' limits per account: a site product's payment and a card order's count
 * against the same budget (the same scopes), since each start is a billed provider call.
 */
export function paymentLimits(deps: Deps): PaymentLimits {
  const perAccount = (scope: string, limit: RateLimit) => rateLimitBy(deps, scope, [{ limit, key: byAccount(deps) }]);
  return {
    cardStarts: perAccount("card-payment-starts", { max: CARD_PAYMENT_STARTS_PER_MINUTE, window: 60_000 }),
    polls: perAccount("payment-polls", { max: PAYMENT_POLLS_PER_MINUTE, window: 60_000 }),
    swishStarts: perAccount("swish-starts", SWISH_STARTS_PER_ACCOUNT),
    swishPolls: perAccount("swish-polls", SWISH_POLLS_PER_ACCOUNT),
  };
}
