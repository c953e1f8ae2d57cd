import { lazy, Suspense } from "react";
import type { CardPaymentStarted } from "../../domain/payments/payments";
import { useI18n } from "../i18n/useI18n";
import { paymentPrice } from "./money";
import type { Money, PaymentTarget } from "./paymentTarget";
import { SandboxCardForm } from "./SandboxCardForm";
import { useCardConfirmation } from "./useCardConfirmation";
import { fill } from "../../domain/fill";

// Stripe.js comes from js.stripe.com and only when a real card payment is made, never in the app's own bundles.
const StripeCardForm = lazy(() => import("./StripeCardForm"));

interface CardPaymentProps {
  target: PaymentTarget;
  /** The server's answer once the payment is made; undefined while it is being made. */
  started: CardPaymentStarted | undefined;
  price: Money;
  onPaid: (reference: string) => void;
}

/** Card: confirm the card with the provider (or the sandbox form), then wait for our server to confirm the payment. */
export function CardPayment({ target, started, price, onPaid }: CardPaymentProps) {
  const { language, t } = useI18n();
  const confirmation = useCardConfirmation(target, started?.reference, onPaid);
  const loading = (
    <p className="muted" role="status">
      {t.payments.cardLoading}
    </p>
  );

  if (!started) return loading;
  if (confirmation.state === "polling") {
    return (
      <p className="payment-waiting" role="status">
        <span className="spinner" aria-hidden="true" />
        {t.payments.confirming}
      </p>
    );
  }
  if (confirmation.state !== "idle") {
    return (
      <p className="notice notice--error" role="alert">
        {confirmation.state === "timeout" ? t.payments.cardTimeout : t.payments.cardPollFailed}
      </p>
    );
  }
  const payLabel = fill(t.payments.pay, { price: paymentPrice(target, price, language) });
  return started.sandbox ? (
    <SandboxCardForm clientSecret={started.client_secret} payLabel={payLabel} onConfirmed={confirmation.begin} />
  ) : (
    <Suspense fallback={loading}>
      <StripeCardForm started={started} payLabel={payLabel} onConfirmed={confirmation.begin} />
    </Suspense>
  );
}
