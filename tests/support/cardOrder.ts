import { eq } from "drizzle-orm";
import type { Deps } from "../../src/server/deps";
import { orders } from "../../src/server/db/schema";
import { PRINT_ORDER_QUEUE, type PrintOrderJob } from "../../src/server/features/printing/queue";
import { registerOwner, type Agent, type TestApp } from "./app";
import { createCard } from "./print";

export const shippingAddress = { firstName: "Anna", lastName: "Berg", addressLine1: "Storgatan 1", postCode: "111 22", city: "Stockholm", email: "anna@example.se", phone: "+46701234567" };

/** An order of the card through the API, still awaiting payment: its id. */
export async function orderCard(client: Agent, siteId: string, printId: string): Promise<string> {
  const response = await client.post("/api/orders/", {
    print: printId,
    site: siteId,
    quantity: 40,
    envelopes: "standard",
    shipmentMethodUid: "sandbox-postnord-letter",
    shipmentMethodName: "PostNord Varubrev",
    shippingAddress,
  });
  if (response.statusCode !== 200) throw new Error(`order not created: ${response.body}`);
  return (response.json() as { id: string }).id;
}

/** A new owner's card order through the API, still awaiting payment. */
export async function cardOrder(t: Pick<TestApp, "app">) {
  const owner = await registerOwner(t.app);
  const printId = await createCard(owner.client, owner.siteId);
  return { ...owner, printId, orderId: await orderCard(owner.client, owner.siteId, printId) };
}

/**
 * Marks the order paid and, unless told not to, enqueues its print job in the same
 * transaction, as the order payment does when the payment is fulfilled.
 */
export async function payOrder(deps: Pick<Deps, "db" | "jobs">, orderId: string, { enqueue = true } = {}) {
  await deps.db.transaction(async (tx) => {
    await tx.update(orders).set({ status: "paid", paidAt: new Date() }).where(eq(orders.id, orderId));
    if (enqueue) await deps.jobs.send<PrintOrderJob>(PRINT_ORDER_QUEUE, { orderId }, { key: orderId, tx });
  });
}
