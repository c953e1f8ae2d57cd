import { useEffect, useEffectEvent, useState } from "react";
import { CARD_POLL_INTERVAL_MS, CARD_POLL_TIMEOUT_MS } from "../../domain/payments/payments";
import { pollCardPayment } from "../api/payments";
import { reportError } from "../errors/reportError";
import type { PaymentTarget } from "./paymentTarget";
import { pollUntil } from "./poll";

export type CardConfirmation = "idle" | "polling" | "timeout" | "failed";

/**
 * After the card is confirmed with the provider, asks our server every 3 s for up to 150 s
 * whether the payment is confirmed (spec 1, sections 4 and 9); then it is paid.
 */
export function useCardConfirmation(target: PaymentTarget, reference: string | undefined, onPaid: (reference: string) => void) {
  const [state, setState] = useState<CardConfirmation>("idle");
  // A new onPaid from the parent's render must not restart the polling.
  const paid = useEffectEvent(onPaid);
  // Nor may a new target object (the same site or order) from the parent's render.
  const poll = useEffectEvent((paymentReference: string) => pollCardPayment(target, paymentReference));

  useEffect(() => {
    if (state !== "polling" || !reference) return;
    const controller = new AbortController();
    const check = async () => (await poll(reference)).paymentConfirmed;
    pollUntil(check, { intervalMs: CARD_POLL_INTERVAL_MS, timeoutMs: CARD_POLL_TIMEOUT_MS, signal: controller.signal }).then(
      (outcome) => (outcome === "done" ? paid(reference) : setState("timeout")),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportError(error, `card payment poll ${reference}`);
        setState("failed");
      },
    );
    return () => controller.abort();
  }, [state, reference]);

  return { state, begin: () => setState("polling") };
}
