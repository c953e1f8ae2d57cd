import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { providerEvents } from "../../db/schema";

/** Undoes `firstDelivery` for a callback that failed before it was processed, so its retry counts. */
export async function forgetCallback(db: Db, delivery: string): Promise<void> {
  await db.delete(providerEvents).where(and(eq(providerEvents.provider, "swish-callback"), eq(providerEvents.eventId, delivery)));
}
