import { and, eq, gte, isNotNull, isNull, ne } from "drizzle-orm";
import type { Deps } from "../../deps";
import type { Executor } from "../../db/client";
import { orders, payments, sites } from "../../db/schema";
import { queueMail, type QueuedMail } from "../../core";
import { samePurchase, type PaymentRow } from "./repository";

/** The refunds of second payments, one job per payment (refund.ts works it). */
export const REFUND_QUEUE = "payment-refund";

/** Locks what a payment buys (the order, or the site) until the transaction ends: settlements of one purchase run one after another. */
async function lockPurchase(tx: Executor, payment: PaymentRow): Promise<void> {
  if (payment.orderId) await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, payment.orderId)).for("update");
  else if (payment.siteId) await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, payment.siteId)).for("update");
}

/**
 * The payment that already paid for what `payment` buys, found under the purchase's lock: a
 * fulfilled payment of the same order, or of the same site product fulfilled after `payment`
 * was started (one fulfilled before was a purchase of its own, which the start allowed).
 */
export async function findFirstPayment(tx: Executor, payment: PaymentRow): Promise<PaymentRow | undefined> {
  await lockPurchase(tx, payment);
  const [first] = await tx
    .select()
    .from(payments)
    .where(and(samePurchase(payment), ne(payments.id, payment.id), isNotNull(payments.fulfilledAt), payment.orderId ? undefined : gte(payments.fulfilledAt, payment.createdAt)))
    .orderBy(payments.fulfilledAt)
    .limit(1);
  return first;
}

/**
 * Records a paid payment of something `first` had paid already: paid, not fulfilled, to be
 * refunded. Its refund job and the operator's mail are queued in the same transaction, keyed
 * by the payment, so however many notifications settle it, it is refunded and reported once.
 */
export async function settleSecondPayment(deps: Pick<Deps, "jobs" | "config">, tx: Executor, payment: PaymentRow, first: PaymentRow, now: Date): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ state: "refunding", errorCode: null, paidAt: now, duplicateOf: first.id })
    .where(and(eq(payments.id, payment.id), isNull(payments.paidAt)))
    .returning();
  if (!row) return undefined;
  await deps.jobs.send(REFUND_QUEUE, { paymentId: row.id }, { key: row.id, tx });
  await queueMail(deps, operatorMail(deps.config.operatorMail, row, first), { key: `second-payment:${row.id}`, tx });
  return row;
}

const PROVIDER_NAMES: Record<string, string> = { stripe: "kort (Stripe)", swish: "Swish" };

/** To the operator, in Swedish like the rest of the back office: what was paid twice and what happens now. */
function operatorMail(to: string, second: PaymentRow, first: PaymentRow): QueuedMail {
  const money = new Intl.NumberFormat("sv-SE", { style: "currency", currency: second.currency }).format(second.amount / 100);
  const bought = second.orderId ? `beställningen ${second.orderId}` : `sidan ${second.siteId}, produkten ${second.product}`;
  const provider = PROVIDER_NAMES[second.provider] ?? second.provider;
  const text = [
    `En andra betalning togs för något som redan var betalt: ${bought} (konto ${second.accountId}).`,
    "",
    `Andra betalningen: ${second.reference}, ${money} med ${provider}.`,
    `Betalt först av: ${first.reference} med ${PROVIDER_NAMES[first.provider] ?? first.provider}.`,
    "",
    `Den andra betalningen återbetalas automatiskt med ${provider}. Går det inte loggas det som ett fel, och då behöver den återbetalas för hand.`,
  ].join("\n");
  return { to, subject: `Dubbel betalning: ${second.reference} återbetalas`, text: `${text}\n` };
}
