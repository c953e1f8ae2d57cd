import { SWISH_STATUSES, type SwishPaymentPoll, type SwishStatus } from "../../domain/payments/payments";

/**
 * The Swish client states of spec 1, section 4: 0 enter the number; 1 waiting for the payer to
 * approve in the app (polling); 2 failed or ended, with a message and a retry. Cancel or
 * retry go back to 0. Messages are keys (or the server's own text) so the view translates them.
 */
export type SwishMessage =
  | { kind: "declined" | "cancelled" | "unknown" | "timeout" | "startFailed" }
  /** The server's readable text: its ERROR message, or a 422's validationMessage. */
  | { kind: "text"; text: string };

export type SwishState =
  | { phase: 0; startError?: SwishMessage }
  | { phase: 1; swishId: string; reference: string }
  | { phase: 2; message: SwishMessage };

export type SwishEvent =
  | { type: "started"; swishId: string; reference: string }
  | { type: "startFailed"; validationMessage?: string }
  /** The poll's events name their payment, so a late answer for an abandoned one changes nothing. */
  | { type: "polled"; swishId: string; answer: SwishPaymentPoll }
  | { type: "pollFailed"; swishId: string }
  | { type: "timedOut"; swishId: string }
  | { type: "reset" };

export const initialSwishState: SwishState = { phase: 0 };

export function isKnownStatus(status: string): status is SwishStatus {
  return (SWISH_STATUSES as readonly string[]).includes(status);
}

/** What a poll answer means while waiting: keep waiting (null), paid, or the message that ends it. */
export function pollOutcome(answer: SwishPaymentPoll): null | "paid" | SwishMessage {
  switch (answer.status) {
    case "NOT_SET":
      return null;
    case "PAID":
      return "paid";
    case "DECLINED":
      return { kind: "declined" };
    case "CANCELLED":
      return { kind: "cancelled" };
    case "ERROR":
      return answer.errorMessage ? { kind: "text", text: answer.errorMessage } : { kind: "unknown" };
    default:
      return { kind: "unknown" };
  }
}

export function swishReducer(state: SwishState, event: SwishEvent): SwishState {
  switch (event.type) {
    case "reset":
      return initialSwishState;
    case "started":
      return state.phase === 0 ? { phase: 1, swishId: event.swishId, reference: event.reference } : state;
    case "startFailed":
      return state.phase === 0
        ? { phase: 0, startError: event.validationMessage ? { kind: "text", text: event.validationMessage } : { kind: "startFailed" } }
        : state;
    default:
      break;
  }
  if (state.phase !== 1 || state.swishId !== event.swishId) return state;
  switch (event.type) {
    case "polled": {
      const outcome = pollOutcome(event.answer);
      // Paid is the dialog's to finish (onPaid); the state stays waiting until then.
      return outcome === null || outcome === "paid" ? state : { phase: 2, message: outcome };
    }
    case "pollFailed":
      return { phase: 2, message: { kind: "startFailed" } };
    case "timedOut":
      return { phase: 2, message: { kind: "timeout" } };
  }
}
