/** The queue a paid invitation-card order is sent on, once per order (job key: the order id). */
export const PRINT_ORDER_QUEUE = "print-order";

/** What the payment code enqueues on a paid card order. */
export interface PrintOrderJob {
  orderId: string;
}
