import { and, eq, isNull } from "drizzle-orm";
import type { Deps } from "../../deps";
import type { Executor } from "../../db/client";
import { payments } from "../../db/schema";
import type { PaymentRow } from "./repository";
import { fulfilOrder } from "../orders/fulfil";
import { MAIL_QUEUE } from "../../core";
import { findFirstPayment, REFUND_QUEUE, settleSecondPayment } from "./secondPayment";
import { PRINT_ORDER_QUEUE } from "../printing/queue";
import { fulfilSiteProduct } from "./siteProducts";

export const RECEIPT_MAIL_QUEUE = "payment-receipt-mail";

export type Outcome = { state: "paid" } | { state: "failed" | "cancelled"; errorCode?: string };

/**
 * Records what the provider says a payment came to. Every trigger (webhook, callback, the
 * owner's poll, a retry job) ends here; a paid payment is recorded by the one conditional
 * update that sets `paid_at`, so whichever arrives first settles it and the rest change
 * nothing. Under the purchase's lock, the first payment of a purchase is fulfilled, with its
 * receipt mail queued in the same transaction; a second one is refunded (decision 073).
 * Call it only with the provider's own answer, never with a notification's body.
 */
export async function settlePayment(deps: Pick<Deps, "db" | "jobs" | "now" | "config">, paymentId: string, outcome: Outcome): Promise<PaymentRow | undefined> {
  const now = deps.now();
  if (outcome.state !== "paid") {
    // A card's failed attempt may still be followed by a paid one; only a paid payment is final.
    const [row] = await deps.db
      .update(payments)
      .set({ state: outcome.state, errorCode: outcome.errorCode ?? null })
      .where(and(eq(payments.id, paymentId), isNull(payments.paidAt)))
      .returning();
    return row;
  }
  await deps.jobs.prepare(RECEIPT_MAIL_QUEUE, PRINT_ORDER_QUEUE, REFUND_QUEUE, MAIL_QUEUE);
  return deps.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment || payment.paidAt) return undefined;
    const first = await findFirstPayment(tx, payment);
    if (first) return settleSecondPayment(deps, tx, payment, first, now);
    const [row] = await tx
      .update(payments)
      .set({ state: "paid", errorCode: null, paidAt: now, fulfilledAt: now })
      .where(and(eq(payments.id, paymentId), isNull(payments.paidAt)))
      .returning();
    if (!row) return undefined;
    await fulfil(tx, deps.jobs, row, now);
    await deps.jobs.send(RECEIPT_MAIL_QUEUE, { paymentId: row.id }, { key: row.id, tx });
    return row;
  });
}

/** One handler per kind of thing bought: a site product, or a card order. */
async function fulfil(tx: Executor, jobs: Deps["jobs"], payment: PaymentRow, now: Date): Promise<void> {
  if (payment.siteId) return fulfilSiteProduct(tx, payment, now);
  if (payment.orderId) return fulfilOrder(tx, jobs, payment.orderId, now);
  throw new Error(`Payment ${payment.id} buys nothing known`);
}
