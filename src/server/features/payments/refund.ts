import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../../deps";
import { payments } from "../../db/schema";
import type { Attempt } from "../../jobs/jobs";
import type { PaymentRow } from "./repository";
import { REFUND_QUEUE } from "./secondPayment";
import { callbackIdentifierFor } from "./swishCallbackIdentifier";

type RefundDeps = Pick<Deps, "db" | "jobs" | "now" | "cardPayments" | "swish">;
type RefundLog = Pick<FastifyBaseLogger, "warn" | "error">;

/** Keyed by the payment: a retried refund is the same refund at Stripe, never a second one. */
async function refundCard(deps: RefundDeps, payment: PaymentRow): Promise<string> {
  const refund = await deps.cardPayments.refund(payment.providerId!, payment.amount, `refund-${payment.id}`);
  return refund.id;
}

/**
 * A Swish refund names the paid request by Swish's own payment reference, asked again here;
 * its instruction id is the payment's id, so a retried PUT is the same refund (RP09).
 */
async function refundSwish(deps: RefundDeps, payment: PaymentRow): Promise<string> {
  const request = await deps.swish.retrievePaymentRequest(payment.providerId!);
  if (request?.status !== "PAID" || !request.paymentReference) throw new Error(`Swish has no paid request ${payment.providerId} to refund`);
  const instructionId = payment.id.replace(/-/g, "").toUpperCase();
  await deps.swish.createRefund({
    instructionId,
    originalPaymentReference: request.paymentReference,
    amount: payment.amount,
    message: `Återbetalning ${payment.reference}`,
    // Its callback then passes the Swish webhook's check like a payment request's, and changes nothing.
    callbackIdentifier: await callbackIdentifierFor(deps.db, instructionId),
  });
  return instructionId;
}

/**
 * Refunds a second payment through its own provider and records it; the error log names it
 * and the payment that had paid first. Run by its job, once per payment (settleSecondPayment).
 */
export async function refundSecondPayment(deps: RefundDeps, paymentId: string, log: RefundLog): Promise<void> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || payment.state !== "refunding" || !payment.duplicateOf) return;
  const refundId = payment.provider === "stripe" ? await refundCard(deps, payment) : await refundSwish(deps, payment);
  const [refunded] = await deps.db
    .update(payments)
    .set({ state: "refunded", refundId, refundedAt: deps.now() })
    .where(and(eq(payments.id, payment.id), eq(payments.state, "refunding")))
    .returning();
  if (!refunded) return;
  const [first] = await deps.db.select({ reference: payments.reference }).from(payments).where(eq(payments.id, payment.duplicateOf));
  log.error(
    { reference: payment.reference, refundOf: first?.reference, provider: payment.provider, amount: payment.amount, currency: payment.currency, refundId, orderId: payment.orderId, siteId: payment.siteId },
    "a second payment of one purchase was taken; it is refunded",
  );
}

/** Works the refunds: a failed attempt is retried with backoff; the last one is an error asking for a refund by hand. */
export function refundWork(deps: RefundDeps, log: RefundLog): void {
  void deps.jobs.work<{ paymentId: string }>(
    REFUND_QUEUE,
    async ({ paymentId }, { retryCount, retryLimit }: Attempt) => {
      try {
        await refundSecondPayment(deps, paymentId, log);
      } catch (error) {
        const about = { err: error, paymentId, attempt: retryCount + 1 };
        if (retryCount < retryLimit) log.warn(about, "could not refund a second payment; it is tried again later");
        else log.error(about, "gave up refunding a second payment; refund it by hand");
        throw error;
      }
    },
    { logsItsFailures: true },
  );
}
