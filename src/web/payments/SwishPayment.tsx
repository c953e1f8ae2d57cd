import { useMutation } from "@tanstack/react-query";
import { useEffect, useEffectEvent, useReducer, useState, type FormEvent } from "react";
import { UNKNOWN_ERROR } from "../../domain/errors";
import type { UiLanguage } from "../../domain/languages";
import { PAYER_ALIAS_PLACEHOLDER, normalizePayerAlias } from "../../domain/payerAlias";
import { SWISH_POLL_INTERVAL_MS, SWISH_POLL_TIMEOUT_MS } from "../../domain/payments/payments";
import { pollSwishPayment, startSwishPayment } from "../api/payments";
import { useAppConfig } from "../../kit/app/appConfig";
import { reportError } from "../errors/reportError";
import { useShowError } from "../../kit/errors/useShowError";
import { useI18n } from "../i18n/useI18n";
import type { Messages } from "../i18n/sv";
import { TextField } from "../../kit/ui/fields";
import { paymentPrice } from "./money";
import type { Money, PaymentTarget } from "./paymentTarget";
import { pollUntil } from "./poll";
import { initialSwishState, isKnownStatus, pollOutcome, swishReducer, type SwishMessage } from "./swishState";
import { ApiError, isStatus } from "../../kit/api/client";
import { fill } from "../../domain/fill";

interface SwishPaymentProps {
  target: PaymentTarget;
  price: Money;
  onPaid: (reference: string) => void;
  /** True in states 1 and 2, when the dialog shows Swish alone. */
  onBusyChange: (busy: boolean) => void;
}

function messageText(message: SwishMessage, t: Messages, language: UiLanguage): string {
  switch (message.kind) {
    case "text":
      return message.text;
    case "declined":
      return t.payments.swishDeclined;
    case "cancelled":
      return t.payments.swishCancelled;
    case "timeout":
      return t.payments.swishTimeout;
    case "startFailed":
      return t.payments.swishStartFailed;
    case "unknown":
      return UNKNOWN_ERROR[language];
  }
}

/** The 422 answer's validationMessage, the readable reason Swish refused the number. */
function validationMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const message = (error.data as { validationMessage?: unknown } | null)?.validationMessage;
  return typeof message === "string" && message ? message : undefined;
}

/** Swish by the payer's number, in the client states of spec 1, section 4 (see swishState.ts). */
export function SwishPayment({ target, price, onPaid, onBusyChange }: SwishPaymentProps) {
  const { language, t } = useI18n();
  const { sandboxPayments } = useAppConfig();
  const showError = useShowError();
  const [state, dispatch] = useReducer(swishReducer, initialSwishState);
  // The number as typed, kept for a retry after a decline, a cancel or a time-out.
  const [typedAlias, setTypedAlias] = useState("");
  const paid = useEffectEvent(onPaid);
  const busyChanged = useEffectEvent(onBusyChange);

  useEffect(() => busyChanged(state.phase !== 0), [state.phase]);

  const start = useMutation({
    mutationFn: (payerAlias: string) => startSwishPayment(target, payerAlias),
    onSuccess: (started) => dispatch({ type: "started", ...started }),
    onError: (error) => {
      dispatch({ type: "startFailed", validationMessage: validationMessage(error) });
      // A lapsed session: the error dialog offers to log in again.
      if (isStatus(error, 401) || isStatus(error, 403)) showError(error, t.payments.swishStartFailed);
    },
  });

  const swishId = state.phase === 1 ? state.swishId : undefined;
  const reference = state.phase === 1 ? state.reference : undefined;
  useEffect(() => {
    if (!swishId || !reference) return;
    const controller = new AbortController();
    let last: ReturnType<typeof pollOutcome> = null;
    const check = async () => {
      const answer = await pollSwishPayment(swishId);
      if (!isKnownStatus(answer.status)) reportError(new Error(`Unknown Swish status ${String(answer.status)}`), `swish ${swishId}`);
      dispatch({ type: "polled", swishId, answer });
      last = pollOutcome(answer);
      return last !== null;
    };
    pollUntil(check, { intervalMs: SWISH_POLL_INTERVAL_MS, timeoutMs: SWISH_POLL_TIMEOUT_MS, signal: controller.signal }).then(
      (outcome) => {
        if (outcome === "timeout") dispatch({ type: "timedOut", swishId });
        // Otherwise it ended: paid, or with the message the reducer now shows.
        else if (last === "paid") paid(reference);
      },
      () => {
        if (!controller.signal.aborted) dispatch({ type: "pollFailed", swishId });
      },
    );
    return () => controller.abort();
  }, [swishId, reference]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get("payerAlias"));
    setTypedAlias(typed);
    start.mutate(normalizePayerAlias(typed));
  };

  if (state.phase === 2) {
    return (
      <div className="payment-swish">
        <p className="notice notice--error" role="alert">
          {messageText(state.message, t, language)}
        </p>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={() => dispatch({ type: "reset" })}>
            {t.payments.retry}
          </button>
        </div>
      </div>
    );
  }
  if (state.phase === 1) {
    return (
      <div className="payment-swish">
        <p className="payment-waiting" role="status">
          <span className="spinner" aria-hidden="true" />
          {t.payments.swishWaiting}
        </p>
        <p className="muted">{t.payments.swishDelayNote}</p>
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={() => dispatch({ type: "reset" })}>
            {t.payments.cancel}
          </button>
          {sandboxPayments && (
            <a className="button button--primary" href={`/sandbox/swish/${encodeURIComponent(state.swishId)}?${new URLSearchParams({ amount: String(price.amount), currency: price.currency })}`} target="_blank" rel="noopener">
              {t.payments.openSandboxSwish}
            </a>
          )}
        </div>
      </div>
    );
  }
  return (
    <form className="form payment-swish" onSubmit={submit}>
      <TextField
        label={t.payments.swishNumber}
        name="payerAlias"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={PAYER_ALIAS_PLACEHOLDER}
        defaultValue={typedAlias}
        required
        autoFocusInDialog
        onInvalid={(event) => event.currentTarget.setCustomValidity(event.currentTarget.validity.valueMissing ? t.payments.swishRequired : "")}
        onInput={(event) => event.currentTarget.setCustomValidity("")}
      />
      {state.startError && (
        <p className="notice notice--error" role="alert">
          {messageText(state.startError, t, language)}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={start.isPending}>
        {fill(t.payments.swishSubmit, { price: paymentPrice(target, price, language) })}
      </button>
    </form>
  );
}
