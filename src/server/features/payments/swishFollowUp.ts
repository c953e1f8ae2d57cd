import type { Deps } from "../../deps";
import type { Executor } from "../../db/client";
import { SWISH_POLL_TIMEOUT_MS } from "../../../domain/payments/payments";
import { SwishValidationError } from "../../providers/payments/swishPayments";
import { findPaymentByProviderId } from "./repository";
import { refreshSwishPayment } from "./swishStatus";

export const SWISH_FOLLOW_UP_QUEUE = "swish-payment-follow-up";

/** A minute after the owner's client gives up polling. */
export const FOLLOW_UP_AFTER_MS = SWISH_POLL_TIMEOUT_MS + 60_000;

type FollowUpDeps = Pick<Deps, "db" | "jobs" | "now" | "config" | "swish">;

/** Queued with the payment, in its transaction: it runs even if nobody polls and no callback comes. */
export function scheduleSwishFollowUp(deps: FollowUpDeps, swishId: string, tx: Executor): Promise<void> {
  // The queue runs jobs by the database's clock, so the real one, not the injected `now`.
  return deps.jobs.send(SWISH_FOLLOW_UP_QUEUE, { swishId }, { key: swishId, startAfter: new Date(Date.now() + FOLLOW_UP_AFTER_MS), tx });
}

/**
 * After the client's time-out: settles what Swish says, and cancels a request still
 * waiting, so a payer cannot approve a payment whose dialog already gave up. A cancel
 * refused because the payer just answered is settled by the second look. A throw retries.
 */
export async function followUpSwishPayment(deps: FollowUpDeps, swishId: string): Promise<void> {
  const payment = await findPaymentByProviderId(deps.db, "swish", swishId);
  if (!payment) return;
  await followUpSwishRequest(deps, swishId, async () => (await refreshSwishPayment(deps, payment)).state === "pending");
}

/**
 * The follow-up of any request we asked Swish to pay, given how to settle what Swish says of
 * it (`refresh`, true while still pending): settle, cancel one still waiting, settle again.
 */
export async function followUpSwishRequest(deps: Pick<Deps, "swish">, swishId: string, refresh: () => Promise<boolean>): Promise<void> {
  if (!(await refresh())) return;
  await deps.swish.cancelPaymentRequest(swishId).catch((error: unknown) => {
    if (!(error instanceof SwishValidationError)) throw error;
  });
  await refresh();
}

export function workSwishFollowUps(deps: FollowUpDeps, onError: (error: unknown) => void): void {
  deps.jobs.work<{ swishId: string }>(SWISH_FOLLOW_UP_QUEUE, ({ swishId }) => followUpSwishPayment(deps, swishId)).catch(onError);
}
