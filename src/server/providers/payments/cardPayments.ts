/** Card payments (Stripe PaymentIntents): the real adapter talks to Stripe, or to the loopback Stripe fake in sandbox mode. */
export type CardIntentStatus = "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "requires_capture" | "canceled" | "succeeded";

export interface CardIntent {
  id: string;
  clientSecret: string;
  status: CardIntentStatus;
  amount: number;
  /** Lower-case ISO code, as Stripe has it. */
  currency: string;
  /** The last failed attempt's code (card_declined, insufficient_funds …), if any. */
  lastErrorCode?: string;
}

export interface CardWebhookEvent {
  id: string;
  type: string;
  /** The PaymentIntent the event is about, when it is about one. */
  paymentIntentId?: string;
}

/** A refund as Stripe answers it: `succeeded`, or `pending` until the card network has it. */
export interface CardRefund {
  id: string;
  status: string;
}

/** What a confirm came to; on a refusal, `declined` is Stripe's decline code when it gives one (insufficient_funds), else its error code (card_declined, expired_card …). */
export type CardConfirmResult = { status: CardIntentStatus } | { declined: string };

export interface CardPayments {
  /** True when this talks to the loopback fake: the dialog shows the sandbox card form and /api/sandbox/stripe/confirm exists. */
  readonly sandbox: boolean;
  publishableKey(): Promise<string>;
  /** `idempotencyKey` makes a retried create return the same intent. */
  createIntent(input: { amount: number; currency: string; reference: string; description: string }, idempotencyKey: string): Promise<CardIntent>;
  retrieveIntent(id: string): Promise<CardIntent>;
  /** Refunds `amount` of a succeeded intent; `idempotencyKey` makes a retried refund return the first one instead of refunding again. */
  refund(intentId: string, amount: number, idempotencyKey: string): Promise<CardRefund>;
  /** Confirms an intent on the server with a test PaymentMethod (pm_card_visa …): only the sandbox card form uses it. */
  confirmIntent(id: string, paymentMethod: string): Promise<CardConfirmResult>;
  /** Checks the `stripe-signature` header against the raw body; throws when it does not match. */
  verifyWebhook(rawBody: Buffer, signature: string): CardWebhookEvent;
  close(): Promise<void>;
}
