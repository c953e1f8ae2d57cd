import { eq } from "drizzle-orm";
import type { Deps } from "../../src/server/deps";
import { orders } from "../../src/server/db/schema";
import type { Db } from "../../src/server/db/client";
import { fulfilOrder } from "../../src/server/features/orders/fulfil";
import { PRINT_ORDER_QUEUE } from "../../src/server/features/printing/queue";
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

/** Pays the order as a fulfilled payment does: the order `paid` and its print job queued in one transaction. */
export async function payOrder(deps: Pick<Deps, "db" | "jobs">, orderId: string) {
  await deps.jobs.prepare(PRINT_ORDER_QUEUE);
  await deps.db.transaction((tx) => fulfilOrder(tx, deps.jobs, orderId, new Date()));
}

/** Marks the order paid without queueing its print job, to run the job by hand. */
export async function markPaid(db: Db, orderId: string) {
  await db.update(orders).set({ status: "paid", paidAt: new Date() }).where(eq(orders.id, orderId));
}
