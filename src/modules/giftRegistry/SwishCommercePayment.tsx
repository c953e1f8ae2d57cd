import { useEffect, useState } from "react";
import { fill } from "../../domain/fill";
import { SWISH_POLL_INTERVAL_MS, SWISH_POLL_TIMEOUT_MS, type SwishPaymentPoll } from "../../domain/payments/payments";
import { useIslandId } from "../../kit/guestPage/islands/islandId";
import { describeError, guestApi, GuestApiError } from "../../kit/guestPage/guestApi";
import { useSite, useTexts } from "../../kit/guestPage/SiteContext";
import { formatPayeeNumber } from "./giving/payeeNumbers";
import type { SwishCommerceGiving } from "../../domain/swishCommerceGiving";
import { GIVING_TEXTS } from "./givingTexts";
import type { GiftReservation } from "./schema";

type State = { kind: "number"; refused?: string } | { kind: "waiting"; swishId: string } | { kind: "timedOut" };

interface Props {
  commerce: SwishCommerceGiving;
  /** The pledge call: the same one a guest's word goes by, with the guest's Swish number added. */
  contributionsUrl: string;
  pledge: { amount: number; name: string; greeting: string; language: string; reserver: string; household?: string };
  amountText: string;
  message: string;
  /** Swish said the payment is paid (stable between renders: the poll restarts when it changes). */
  onPaid: () => void;
  onBack: () => void;
  onError: (message: string, detail?: string) => void;
  /** In the editor: guest actions are refused before anything is asked of Swish. */
  refused: () => boolean;
}

/** Swish's readable refusal of the number (422 `validationMessage`), shown at the field. */
function validationMessage(error: unknown): string | undefined {
  if (!(error instanceof GuestApiError)) return undefined;
  const message = (error.clientError.data as { validationMessage?: unknown } | null | undefined)?.validationMessage;
  return typeof message === "string" ? message : undefined;
}

/**
 * Paying a money gift through the deployment's own Swish Commerce number (decision 100): the
 * guest's Swish number starts a payment request, the guest approves it in the app, and the gift
 * counts as received when Swish says it is paid, not on the guest's word.
 */
export function SwishCommercePayment({ commerce, contributionsUrl, pledge, amountText, message, onPaid, onBack, onError, refused }: Props) {
  const site = useSite();
  const texts = useTexts(GIVING_TEXTS);
  const id = useIslandId();
  const [number, setNumber] = useState("");
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<State>({ kind: "number" });

  const start = async (event: React.FormEvent) => {
    event.preventDefault();
    if (refused()) return;
    setBusy(true);
    try {
      const started = await guestApi<{ giftRegistryReservations: GiftReservation[]; swishId: string }>(contributionsUrl, { method: "POST", body: { ...pledge, payerAlias: number } });
      site.setReservations(started.giftRegistryReservations);
      setState({ kind: "waiting", swishId: started.swishId });
    } catch (error) {
      const reason = validationMessage(error);
      if (reason) setState({ kind: "number", refused: reason });
      else onError(texts.pledgeFailed, describeError(error, site.uiLanguage));
    } finally {
      setBusy(false);
    }
  };

  const swishId = state.kind === "waiting" ? state.swishId : null;
  useEffect(() => {
    if (!swishId) return;
    let stopped = false;
    const until = Date.now() + SWISH_POLL_TIMEOUT_MS;
    const ask = async () => {
      if (stopped) return;
      if (Date.now() > until) return setState({ kind: "timedOut" });
      const answer = await guestApi<SwishPaymentPoll>(`/api/gift-registry/swish/${swishId}`).catch(() => ({ status: "NOT_SET" }) as SwishPaymentPoll);
      if (stopped) return;
      if (answer.status === "PAID") return onPaid();
      if (answer.status === "NOT_SET") return void setTimeout(() => void ask(), SWISH_POLL_INTERVAL_MS);
      // Declined, cancelled or failed: the gift was taken off the list again; the guest may try anew.
      setState({ kind: "number", refused: answer.status === "ERROR" && answer.errorMessage ? answer.errorMessage : texts.swishNotPaid });
    };
    const first = setTimeout(() => void ask(), SWISH_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(first);
    };
  }, [swishId, onPaid, texts.swishNotPaid]);

  const details = (
    <dl className="gift-giving__details">
      <dt>{texts.payee}</dt>
      <dd>{formatPayeeNumber("swish", commerce.payee)}</dd>
      <dt>{texts.amount}</dt>
      <dd>{amountText}</dd>
      <dt>{texts.message}</dt>
      <dd>{message}</dd>
    </dl>
  );

  if (state.kind === "waiting" || state.kind === "timedOut") {
    return (
      <div className="gift-dialog gift-giving">
        <p role="status" className="gift-giving__waiting">
          {state.kind === "waiting" ? fill(texts.swishApprove, { amount: amountText }) : texts.swishTimedOut}
        </p>
        {details}
        {state.kind === "waiting" && commerce.sandboxApp && (
          <a className="site-button site-button--secondary" href={`${commerce.sandboxApp}${state.swishId}?amount=${pledge.amount * 100}&currency=SEK`} target="_blank" rel="noopener">
            {texts.swishSandboxApp}
          </a>
        )}
      </div>
    );
  }

  return (
    <form className="site-form gift-dialog gift-giving" onSubmit={(event) => void start(event)}>
      {details}
      <div className="site-field">
        <label htmlFor={`${id}-payer`}>{texts.swishPayer}</label>
        <input
          id={`${id}-payer`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          maxLength={40}
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          aria-invalid={state.refused ? true : undefined}
          aria-describedby={`${id}-payer-hint`}
          autoFocus
        />
        <p id={`${id}-payer-hint`} className={state.refused ? "site-field__error" : "site-field__hint"} role={state.refused ? "alert" : undefined}>
          {state.refused ?? texts.swishPayerHint}
        </p>
      </div>
      <p className="site-field__hint">{texts.swishConfirmed}</p>
      <div className="gift-giving__actions">
        <button type="button" className="site-button site-button--secondary" onClick={onBack}>
          {texts.back}
        </button>
        <button type="submit" className="site-button site-button--primary" disabled={busy}>
          {texts.swishPay}
        </button>
      </div>
    </form>
  );
}
