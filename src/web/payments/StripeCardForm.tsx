import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { use, useState, type FormEvent } from "react";
import type { CardPaymentStarted } from "../../domain/payments/payments";
import { useI18n } from "../i18n/useI18n";

interface StripeCardFormProps {
  started: CardPaymentStarted;
  payLabel: string;
  onConfirmed: () => void;
}

// One Stripe.js per publishable key for the life of the page, as Stripe asks.
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    // A script that cannot load (offline, blocked) resolves to null: the form then says so.
    stripe = loadStripe(publishableKey).catch(() => null);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

/** The real card form: Stripe Elements in the interface language, loaded with this file when a card payment starts. */
export default function StripeCardForm({ started, payLabel, onConfirmed }: StripeCardFormProps) {
  const { language, t } = useI18n();
  const stripe = stripeFor(started.stripe_public_key);
  // Suspends (the dialog's loading text) until Stripe.js is there.
  if (!use(stripe)) {
    return (
      <p className="notice notice--error" role="alert">
        {t.payments.cardFormFailed}
      </p>
    );
  }
  return (
    <Elements stripe={stripe} options={{ clientSecret: started.client_secret, locale: language }}>
      <ConfirmForm payLabel={payLabel} onConfirmed={onConfirmed} />
    </Elements>
  );
}

function ConfirmForm({ payLabel, onConfirmed }: Omit<StripeCardFormProps, "started">) {
  const { t } = useI18n();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    setFailure(undefined);
    // Cards need no redirect; a method that does comes back to this page, and the webhook settles it.
    const { error } = await stripe.confirmPayment({ elements, redirect: "if_required", confirmParams: { return_url: window.location.href } });
    setPaying(false);
    if (error) setFailure(error.message ?? t.payments.cardFailed);
    else onConfirmed();
  };

  return (
    <form className="form payment-card-form" onSubmit={submit}>
      <PaymentElement onReady={() => setReady(true)} onLoadError={() => setLoadFailed(true)} />
      {(failure || loadFailed) && (
        <p className="notice notice--error" role="alert">
          {loadFailed ? t.payments.cardFormFailed : failure}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={!ready || !stripe || !elements || paying}>
        {paying ? t.payments.paying : payLabel}
      </button>
    </form>
  );
}
