import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { orders } from "../../db/schema";
import type { Jobs } from "../../jobs/jobs";
import { PRINT_ORDER_QUEUE, type PrintOrderJob } from "../printing/queue";

/**
 * What a paid order gets, run once inside the transaction that marks its payment fulfilled:
 * it becomes `paid` and its print job is queued in the same transaction, keyed by the order,
 * so the cards are printed once however many notifications arrive (settlePayment prepares the queue).
 */
export async function fulfilOrder(tx: Executor, jobs: Pick<Jobs, "send">, orderId: string, now: Date): Promise<void> {
  const [paid] = await tx
    .update(orders)
    .set({ status: "paid", paidAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, "awaitingPayment")))
    .returning({ id: orders.id });
  // Already paid (a second payment of one order, which the start calls refuse) or deleted with its site: the payment stays recorded.
  if (!paid) return;
  await jobs.send<PrintOrderJob>(PRINT_ORDER_QUEUE, { orderId: paid.id }, { key: paid.id, tx });
}
