import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps";
import { orders, prints } from "../../db/schema";
import { recordDelivery } from "../../core";
import { addressEntries } from "../addressList/addressList";
import { labelsPdf } from "../addressList/labelsPdf";
import { printManifest } from "./manifest";
import { PRINT_ORDER_QUEUE, type PrintOrderJob } from "./queue";

type PrintDeps = Pick<Deps, "db" | "printRenderer" | "printPartner" | "now" | "config">;

/** The labels are in the market's own language: the print shop's, and the couple's usually. */
const MARKET_LANGUAGE = { se: "sv", dk: "da" } as const;

/**
 * Hands a paid order to the print shop, once: renders the card's PDF, then records the
 * hand-over, submits and marks the order `sentToPrint` in one transaction. A second run of
 * the job (a retry, or two workers at once) waits on that record and submits nothing; a
 * failed render or submission leaves the order `paid` and the job's retry tries again.
 */
export async function handOverToPrint(deps: PrintDeps, orderId: string): Promise<void> {
  const [found] = await deps.db
    .select({ order: orders, serverAccessKey: prints.serverAccessKey })
    .from(orders)
    .innerJoin(prints, eq(prints.id, orders.printId))
    .where(eq(orders.id, orderId));
  // Gone with its site, or already handed over.
  if (!found || found.order.status === "sentToPrint") return;
  const { order } = found;
  // The job is enqueued in the transaction that marks the order paid, so this is never expected.
  if (order.status !== "paid") throw new Error(`Order ${orderId} is ${order.status}, not paid`);
  const pdf = await deps.printRenderer.render({ printId: order.printId, serverAccessKey: found.serverAccessKey, ...(order.householdIds ? { orderId: order.id } : {}) });
  const manifest = printManifest(order, deps.now());
  const addressLabels = order.householdIds ? await orderLabels(deps, order.siteId, order.householdIds) : undefined;
  await deps.db.transaction(async (tx) => {
    if (!(await recordDelivery(tx, "print-partner", order.id))) return;
    await deps.printPartner.submit({ orderId: order.id, pdf, manifest, ...(addressLabels ? { addressLabels } : {}) });
    await tx.update(orders).set({ status: "sentToPrint" }).where(and(eq(orders.id, order.id), eq(orders.status, "paid")));
  });
}

/** A per-household order's address labels, to print and pack with its cards (decision 105). */
async function orderLabels(deps: PrintDeps, siteId: string, householdIds: string[]): Promise<Uint8Array> {
  const language = MARKET_LANGUAGE[deps.config.brand.market];
  return labelsPdf(await addressEntries(deps.db, siteId, { householdIds }, deps.config.brand.market, language), language);
}

/** Works the print-order queue: a throw is logged with its reason and retried with back-off. */
export function printOrderWork(deps: PrintDeps & Pick<Deps, "jobs">): void {
  void deps.jobs.work<PrintOrderJob>(PRINT_ORDER_QUEUE, ({ orderId }) => handOverToPrint(deps, orderId));
}
