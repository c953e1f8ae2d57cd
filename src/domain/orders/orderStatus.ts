/** An order waits for payment, is paid, then is handed to the print partner (decision 037). */
export const ORDER_STATUSES = ["awaitingPayment", "paid", "sentToPrint"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
