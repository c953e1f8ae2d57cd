import { and, eq, lt, sql } from "drizzle-orm";
import { providerEvents } from "../../db/schema";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import type { CardIntentStatus } from "../../providers/payments/cardPayments";
import { askProvider, type Purchase } from "./purchase";
import { outcomeOf } from "./cardOutcome";
import { findUnsettledPayments, type PaymentRow } from "./repository";
import { settlePayment } from "./settle";
import { recordDelivery } from "../../core";
import { refreshSwishPayment } from "./swishStatus";

const START_CLAIMS = "payment-start";

type OpenDeps = Pick<Deps, "db" | "jobs" | "now" | "config" | "cardPayments" | "swish">;

/** A card payment the owner has sent and Stripe has not decided yet: 3-D Secure, processing. */
const CARD_DECIDING: ReadonlySet<CardIntentStatus> = new Set(["requires_confirmation", "requires_action", "processing", "requires_capture"]);

/** A card payment row whose intent is still being created (its start is running, or died within Stripe's time-out). */
const CARD_CREATING_MS = 2 * 60_000;

export const paymentInProgress = () => new ApiError(409, "paymentInProgress", "Another payment of this purchase may still take money");
const alreadyPaid = (purchase: Purchase) =>
  purchase.orderId ? new ApiError(409, "orderAlreadyPaid", "The order is already paid") : new ApiError(409, "purchaseAlreadyPaid", "The purchase is already paid");

/** A start's claim older than this is taken for one whose process died: Stripe's and Swish's calls time out well before. */
const CLAIM_STALE = sql`now() - interval '3 minutes'`;

/**
 * Runs a payment start for a purchase while no other start of it runs: the start claims the
 * purchase in the ledger of things done once (provider_events) and gives the claim back when
 * it ends, so a second start at the same moment is refused with 409 instead of racing past
 * the open-payment check. No connection is held during the provider calls.
 */
export async function oneStartAtATime<T>(deps: Pick<Deps, "db">, purchase: Purchase, start: () => Promise<T>): Promise<T> {
  const key = purchase.orderId ?? `${purchase.siteId}:${purchase.product}`;
  const claim = and(eq(providerEvents.provider, START_CLAIMS), eq(providerEvents.eventId, key));
  await deps.db.delete(providerEvents).where(and(claim, lt(providerEvents.receivedAt, CLAIM_STALE)));
  if (!(await recordDelivery(deps.db, START_CLAIMS, key))) throw paymentInProgress();
  try {
    return await start();
  } finally {
    await deps.db.delete(providerEvents).where(claim);
  }
}

/**
 * Refuses to start paying for a purchase while another payment of it may still take money
 * (decision 073): a Swish request waiting for the payer, a card payment Stripe is deciding.
 * Each candidate is asked of its provider and settled as it answers, so a payment that
 * succeeded meanwhile is fulfilled (then 409 already paid) and a declined or failed one is
 * no obstacle. A card payment that was offered but never sent is not open either: the card
 * start offers it again, and should it still be paid later, the second payment is refunded.
 */
export async function requireNoOpenPayment(deps: OpenDeps, purchase: Purchase): Promise<void> {
  for (const payment of await findUnsettledPayments(deps.db, purchase)) {
    if (payment.provider === "swish") await refuseOpenSwish(deps, purchase, payment);
    else await refuseOpenCard(deps, purchase, payment);
  }
}

async function refuseOpenSwish(deps: OpenDeps, purchase: Purchase, payment: PaymentRow): Promise<void> {
  const refreshed = await askProvider("Swish", () => refreshSwishPayment(deps, payment));
  if (refreshed.fulfilledAt) throw alreadyPaid(purchase);
  if (refreshed.state === "pending") throw paymentInProgress();
}

async function refuseOpenCard(deps: OpenDeps, purchase: Purchase, payment: PaymentRow): Promise<void> {
  if (!payment.providerId) {
    if (deps.now().getTime() - payment.createdAt.getTime() < CARD_CREATING_MS) throw paymentInProgress();
    return;
  }
  const intent = await askProvider("Stripe", () => deps.cardPayments.retrieveIntent(payment.providerId!));
  const outcome = outcomeOf(intent);
  if (outcome) {
    await settlePayment(deps, payment.id, outcome);
    if (outcome.state === "paid") throw alreadyPaid(purchase);
    return;
  }
  if (CARD_DECIDING.has(intent.status)) throw paymentInProgress();
}
