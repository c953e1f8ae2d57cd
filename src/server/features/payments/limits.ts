import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import { CARD_PAYMENT_STARTS_PER_MINUTE, PAYMENT_POLLS_PER_MINUTE } from "../../../domain/limits";
import type { Deps, RateLimit } from "../../deps";
import { rateLimitBy } from "../../http/rateLimit";
import { byAccount } from "../accounts/session";

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

const perApp = new WeakMap<FastifyInstance, PaymentLimits>();

/**
 * The payment calls' limits per account, one set per app: a site product's payment and a
 * card order's count against the same budget, since each start is a billed provider call.
 */
export function paymentLimits(app: FastifyInstance, deps: Deps): PaymentLimits {
  let limits = perApp.get(app);
  if (!limits) {
    const perAccount = (limit: RateLimit) => rateLimitBy(app, [{ limit, key: byAccount(deps) }]);
    limits = {
      cardStarts: perAccount({ max: CARD_PAYMENT_STARTS_PER_MINUTE, window: 60_000 }),
      polls: perAccount({ max: PAYMENT_POLLS_PER_MINUTE, window: 60_000 }),
      swishStarts: perAccount(SWISH_STARTS_PER_ACCOUNT),
      swishPolls: perAccount(SWISH_POLLS_PER_ACCOUNT),
    };
    perApp.set(app, limits);
  }
  return limits;
}
