import { useEffect, useEffectEvent, useState } from "react";
import { CARD_POLL_INTERVAL_MS, CARD_POLL_TIMEOUT_MS } from "../../domain/payments/payments";
import { pollCardPayment } from "../api/payments";
import { reportError } from "../errors/reportError";
import { pollUntil } from "./poll";

export type CardConfirmation = "idle" | "polling" | "timeout" | "failed";

/**
 * After the card is confirmed with the provider, asks our server every 3 s for up to 150 s
 * whether the payment is confirmed (spec 1, sections 4 and 9); then it is paid.
 */
export function useCardConfirmation(siteId: string, reference: string | undefined, onPaid: (reference: string) => void) {
  const [state, setState] = useState<CardConfirmation>("idle");
  // A new onPaid from the parent's render must not restart the polling.
  const paid = useEffectEvent(onPaid);

  useEffect(() => {
    if (state !== "polling" || !reference) return;
    const controller = new AbortController();
    const check = async () => (await pollCardPayment(siteId, reference)).paymentConfirmed;
    pollUntil(check, { intervalMs: CARD_POLL_INTERVAL_MS, timeoutMs: CARD_POLL_TIMEOUT_MS, signal: controller.signal }).then(
      (outcome) => (outcome === "done" ? paid(reference) : setState("timeout")),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportError(error, `card payment poll ${reference}`);
        setState("failed");
      },
    );
    return () => controller.abort();
  }, [state, siteId, reference]);

  return { state, begin: () => setState("polling") };
}
