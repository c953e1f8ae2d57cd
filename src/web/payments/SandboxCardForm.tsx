import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { errorMessage } from "../../domain/errors";
import { confirmSandboxCard } from "../api/payments";
import { toClientError } from "../errors/toClientError";
import { useI18n } from "../i18n/useI18n";
import { TextField } from "../../kit/ui/fields";

interface SandboxCardFormProps {
  clientSecret: string;
  payLabel: string;
  onConfirmed: () => void;
}

/**
 * Test mode's stand-in for Stripe Elements (which cannot load offline): Stripe's test card
 * numbers confirm or decline the payment in the Stripe fake. A declined card is said inline
 * and another number can be tried on the same payment. Expiry and CVC are asked for realism only.
 */
export function SandboxCardForm({ clientSecret, payLabel, onConfirmed }: SandboxCardFormProps) {
  const { language, t } = useI18n();
  const confirm = useMutation({ mutationFn: (cardNumber: string) => confirmSandboxCard(clientSecret, cardNumber), onSuccess: onConfirmed });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm.mutate(String(new FormData(event.currentTarget).get("cardNumber")).replace(/\s/g, ""));
  };

  return (
    <form className="form payment-card-form" onSubmit={submit}>
      <p className="notice notice--warning payment-sandbox-note">{t.payments.sandboxNote}</p>
      <TextField
        label={t.payments.cardNumber}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        pattern="[0-9 ]{12,23}"
        required
        autoFocusInDialog
        onInput={() => confirm.reset()}
      />
      <div className="payment-card-form__row">
        <TextField label={t.payments.cardExpiry} name="cardExpiry" inputMode="numeric" autoComplete="cc-exp" placeholder="12/34" pattern="[0-9]{2} ?/ ?[0-9]{2}" required />
        <TextField label={t.payments.cardCvc} name="cardCvc" inputMode="numeric" autoComplete="cc-csc" placeholder="123" pattern="[0-9]{3,4}" required />
      </div>
      {confirm.isError && (
        <p className="notice notice--error" role="alert">
          {errorMessage(toClientError(confirm.error), language)}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={confirm.isPending}>
        {confirm.isPending ? t.payments.paying : payLabel}
      </button>
    </form>
  );
}
