import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { UiLanguage } from "../../../domain/languages";
import type { SwishPaymentPoll } from "../../../domain/payments/payments";
import { swishErrorText } from "../../../domain/payments/swishErrors";
import { giftContributions, giftSwishPayments } from "../../../server/db/schema";
import type { Deps } from "../../../server/deps";
import { providerFailure } from "../../../server/features/payments/purchase";
import { callbackIdentifierFor } from "../../../server/features/payments/swishCallbackIdentifier";
import { FOLLOW_UP_AFTER_MS, followUpSwishRequest } from "../../../server/features/payments/swishFollowUp";
import { refuseSwishNumber, swishPayerAlias } from "../../../server/features/payments/swishStart";
import { swishOutcome, unpaidPollAnswer } from "../../../server/features/payments/swishStatus";
import { SwishValidationError, type SwishPaymentRequest } from "../../../server/providers/payments/swishPayments";
import type { SiteRow } from "../../../server/core";
import { appMessage } from "../giving/givingApp";
import { givingMessage } from "../giving/givingMessage";
import type { GiftReservation } from "../schema";
import { pledge, type Pledge } from "./contributions";

/**
 * Money gifts through the deployment's own Swish Commerce number (decision 100): the same pledge,
 * then a payment request to the guest's Swish through the `SwishPayments` adapter site payments
 * use. Swish's answer, never the guest's word, ticks the gift received; a payment that fails
 * takes its pledge away again, so nothing unpaid counts towards a fund or a shared gift.
 */

export const GIFT_SWISH_FOLLOW_UP_QUEUE = "swish-gift-follow-up";

type SwishGiftDeps = Pick<Deps, "db" | "swish" | "now">;

interface GiftSwishPayment {
  swishId: string;
  contributionId: string | null;
  state: string;
  errorCode: string | null;
}

/**
 * Records the pledge with its payment and follow-up (one transaction, under the gift's lock),
 * then asks Swish for the payment request to the guest's number. A number Swish refuses takes
 * the pledge away and answers 422 `swishValidation` with `validationMessage`, as the owner's
 * Swish payment does; Swish unreachable leaves it pending for the follow-up.
 */
export async function pledgeBySwishCommerce(
  deps: Deps,
  site: SiteRow,
  ref: { moduleId: string; itemId: string },
  input: Pledge & { payerAlias?: string },
  language: UiLanguage,
): Promise<{ reservations: GiftReservation[]; swishId: string }> {
  const payerAlias = swishPayerAlias(input.payerAlias ?? "", language);
  const swishId = randomUUID().replace(/-/g, "").toUpperCase();
  let contribution = "";
  await deps.jobs.prepare(GIFT_SWISH_FOLLOW_UP_QUEUE);
  const reservations = await pledge(deps, site, ref.moduleId, ref.itemId, input, async (tx, contributionId) => {
    contribution = contributionId;
    await tx.insert(giftSwishPayments).values({ swishId, siteId: site.id, contributionId, createdAt: deps.now() });
    // By the database's clock, as the queue runs it.
    await deps.jobs.send(GIFT_SWISH_FOLLOW_UP_QUEUE, { swishId }, { key: swishId, startAfter: new Date(Date.now() + FOLLOW_UP_AFTER_MS), tx });
  });
  try {
    await deps.swish.createPaymentRequest({
      instructionId: swishId,
      payerAlias,
      amount: input.amount * 100,
      message: givingMessage("swish", appMessage(input.name, input.greeting)),
      payeePaymentReference: contribution.replace(/-/g, ""),
      callbackIdentifier: await callbackIdentifierFor(deps.db, swishId),
    });
  } catch (error) {
    if (!(error instanceof SwishValidationError)) throw providerFailure("Swish", error);
    await settle(deps, swishId, { state: "failed", errorCode: error.errorCodes[0] });
    throw refuseSwishNumber(swishErrorText(error.errorCodes[0], language), error.message);
  }
  return { reservations, swishId };
}

export async function findGiftSwishPayment(deps: Pick<Deps, "db">, swishId: string): Promise<GiftSwishPayment | undefined> {
  const [row] = await deps.db
    .select({ swishId: giftSwishPayments.swishId, contributionId: giftSwishPayments.contributionId, state: giftSwishPayments.state, errorCode: giftSwishPayments.errorCode })
    .from(giftSwishPayments)
    .where(eq(giftSwishPayments.swishId, swishId));
  return row;
}

type Settlement = { state: "paid"; paidAt: Date } | { state: "failed" | "cancelled"; errorCode?: string };

/** Settles a pending payment once, whoever asks first: PAID ticks its pledge received, anything else takes the pledge away. */
async function settle(deps: SwishGiftDeps, swishId: string, outcome: Settlement): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [payment] = await tx
      .select({ contributionId: giftSwishPayments.contributionId })
      .from(giftSwishPayments)
      .where(and(eq(giftSwishPayments.swishId, swishId), eq(giftSwishPayments.state, "pending")))
      .for("update");
    if (!payment) return;
    await tx
      .update(giftSwishPayments)
      .set({ state: outcome.state, errorCode: outcome.state === "paid" ? null : (outcome.errorCode ?? null), settledAt: deps.now() })
      .where(eq(giftSwishPayments.swishId, swishId));
    if (!payment.contributionId) return;
    if (outcome.state === "paid") {
      await tx
        .update(giftContributions)
        .set({ receivedAt: sql`coalesce(${giftContributions.receivedAt}, ${outcome.paidAt.toISOString()}::timestamptz)` })
        .where(eq(giftContributions.id, payment.contributionId));
    } else {
      await tx.delete(giftContributions).where(eq(giftContributions.id, payment.contributionId));
    }
  });
}

function settlementOf(request: SwishPaymentRequest | undefined, now: Date): Settlement | undefined {
  const outcome = swishOutcome(request);
  if (!outcome) return undefined;
  if (outcome.state === "paid") return { state: "paid", paidAt: request?.datePaid ? new Date(request.datePaid) : now };
  return { state: outcome.state, errorCode: outcome.errorCode };
}

const inFlight = new Map<string, Promise<GiftSwishPayment | undefined>>();

/** Asks Swish about a gift's payment still pending and settles what it answers; concurrent asks in this process share one call. */
export function refreshGiftSwishPayment(deps: SwishGiftDeps, payment: GiftSwishPayment): Promise<GiftSwishPayment | undefined> {
  if (payment.state !== "pending") return Promise.resolve(payment);
  let refreshing = inFlight.get(payment.swishId);
  if (!refreshing) {
    refreshing = (async () => {
      const settlement = settlementOf(await deps.swish.retrievePaymentRequest(payment.swishId), deps.now());
      if (!settlement) return payment;
      await settle(deps, payment.swishId, settlement);
      return findGiftSwishPayment(deps, payment.swishId);
    })().finally(() => inFlight.delete(payment.swishId));
    inFlight.set(payment.swishId, refreshing);
  }
  return refreshing;
}

/** Swish's callback or follow-up for `swishId` when it is a gift's: settled (or not ours) is true. */
export async function settleGiftSwishCallback(deps: SwishGiftDeps, swishId: string): Promise<boolean> {
  const payment = await findGiftSwishPayment(deps, swishId);
  return !payment || (await refreshGiftSwishPayment(deps, payment))?.state !== "pending";
}

/** The guest's poll: PAID once Swish said so. */
export function giftSwishPollAnswer(payment: GiftSwishPayment, language: UiLanguage): SwishPaymentPoll {
  return payment.state === "paid" ? { status: "PAID" } : unpaidPollAnswer(payment, language);
}

/** After the guest's dialog gave up: settles what Swish says, and cancels a request still waiting. */
export async function followUpGiftSwishPayment(deps: SwishGiftDeps, swishId: string): Promise<void> {
  const payment = await findGiftSwishPayment(deps, swishId);
  if (payment) await followUpSwishRequest(deps, swishId, async () => (await refreshGiftSwishPayment(deps, payment))?.state === "pending");
}

export function workGiftSwishFollowUps(deps: Deps, onError: (error: unknown) => void): void {
  deps.jobs.work<{ swishId: string }>(GIFT_SWISH_FOLLOW_UP_QUEUE, ({ swishId }) => followUpGiftSwishPayment(deps, swishId)).catch(onError);
}
