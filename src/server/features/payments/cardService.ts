import type { CardPaymentStarted } from "../../../domain/payments/payments";
import type { Deps } from "../../deps";
import type { CardIntent } from "../../providers/payments/cardPayments";
import { outcomeOf } from "./cardOutcome";
import { oneStartAtATime, requireNoOpenPayment } from "./openPayments";
import { askProvider, type Purchase } from "./purchase";
import { findOpenCardPayment, insertPayment, setProviderId, type PaymentRow } from "./repository";
import { settlePayment } from "./settle";

/**
 * An open card payment of the same purchase is offered again for this long: a
 * reopened dialog or a retry after a declined card uses the same intent (as Stripe
 * recommends) instead of piling up new ones.
 */
export const CARD_PAYMENT_REUSE_MS = 30 * 60_000;

type CardDeps = Pick<Deps, "db" | "jobs" | "now" | "config" | "cardPayments" | "swish">;

/** Stripe's answers and failures, as the routes give them. */
export const askStripe = <T>(call: () => Promise<T>) => askProvider("Stripe", call);

async function started(deps: CardDeps, payment: PaymentRow, intent: CardIntent): Promise<CardPaymentStarted> {
  return { client_secret: intent.clientSecret, reference: payment.reference, stripe_public_key: await deps.cardPayments.publishableKey(), sandbox: deps.cardPayments.sandbox };
}

/**
 * Creates (or offers again) a card payment for a purchase the caller has checked may be
 * made; 409 while another payment of it may still take money (decision 073).
 */
export function startCardPayment(deps: CardDeps, purchase: Purchase): Promise<CardPaymentStarted> {
  return oneStartAtATime(deps, purchase, async () => {
    await requireNoOpenPayment(deps, purchase);
    return createOrOfferAgain(deps, purchase);
  });
}

async function createOrOfferAgain(deps: CardDeps, purchase: Purchase): Promise<CardPaymentStarted> {
  const open = await findOpenCardPayment(deps.db, purchase, new Date(deps.now().getTime() - CARD_PAYMENT_REUSE_MS));
  if (open) {
    const intent = await askStripe(() => deps.cardPayments.retrieveIntent(open.providerId!));
    if (intent.status === "requires_payment_method") return started(deps, open, intent);
  }
  const payment = await insertPayment(deps.db, { ...purchase, provider: "stripe" });
  const description = `${deps.config.brand.name}: ${purchase.product} (${payment.reference})`;
  const intent = await askStripe(() =>
    // Keyed by our payment: a create retried after a lost answer gets the same intent back.
    deps.cardPayments.createIntent({ amount: purchase.amount, currency: purchase.currency, reference: payment.reference, description }, `payment-${payment.id}`),
  ).catch(async (error: unknown) => {
    await settlePayment(deps, payment.id, { state: "failed", errorCode: "provider_unavailable" });
    throw error;
  });
  await setProviderId(deps.db, payment.id, intent.id);
  return started(deps, payment, intent);
}

/**
 * Asks the provider how a card payment stands and settles it (exactly once, whoever asks
 * first: the webhook or the owner's poll). True once the payment is paid.
 */
export async function syncCardPayment(deps: CardDeps, payment: PaymentRow): Promise<boolean> {
  // Paid: fulfilled, or a second payment of what another had paid (refunded, decision 073).
  if (payment.paidAt) return true;
  if (!payment.providerId) return false;
  const intent = await askStripe(() => deps.cardPayments.retrieveIntent(payment.providerId!));
  const outcome = outcomeOf(intent);
  if (!outcome) return false;
  await settlePayment(deps, payment.id, outcome);
  // Paid: settled now by this call, or already by a racing one.
  return outcome.state === "paid";
}
