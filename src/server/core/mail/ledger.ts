import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { providerEvents } from "../../db/schema";

// The ledger of things done once (provider_events): each mail's delivery by its key, and the
// same for receipt mails, print-shop handovers and the payment providers' notifications.

/**
 * Notifications (Stripe events, Swish callbacks) and receipt mails already handled. A
 * notification is recorded only after it was processed, so a failed one counts again when
 * the provider retries it; a duplicate processed meanwhile changes nothing (settlePayment).
 */
export async function alreadyDelivered(db: Executor, provider: string, eventId: string): Promise<boolean> {
  const found = await db.select({ eventId: providerEvents.eventId }).from(providerEvents).where(and(eq(providerEvents.provider, provider), eq(providerEvents.eventId, eventId)));
  return found.length > 0;
}

/** Records a delivery as handled; false when it already was. */
export async function recordDelivery(db: Executor, provider: string, eventId: string): Promise<boolean> {
  const inserted = await db.insert(providerEvents).values({ provider, eventId }).onConflictDoNothing().returning({ eventId: providerEvents.eventId });
  return inserted.length === 1;
}
