import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { sites } from "../../db/schema";
import { nextExpiry } from "../../../domain/publication";
import type { PaymentRow } from "./repository";

const DOMAIN_PRODUCTS = new Set(["domain_name", "domain_name_other_registrar", "domain_name_upgrade_from_subdomain", "domain_name_other_registrar_upgrade_from_subdomain"]);

/**
 * What a site product buys, run once inside the transaction that marks the payment
 * fulfilled: every product starts or extends the publication period by its months; a
 * domain product also gives the site one own-domain registration to use (decision 017).
 */
export async function fulfilSiteProduct(tx: Executor, payment: PaymentRow, now: Date): Promise<void> {
  if (!payment.siteId) throw new Error(`Payment ${payment.id} has no site`);
  // FOR UPDATE: two products paid at once for one site must add up, not overwrite each other.
  const [site] = await tx.select({ activeDate: sites.activeDate, activeExpireDate: sites.activeExpireDate, active: sites.active }).from(sites).where(eq(sites.id, payment.siteId)).for("update");
  if (!site) return; // the site was deleted meanwhile; the payment stays recorded
  const running = site.active && site.activeExpireDate && site.activeExpireDate > now;
  await tx
    .update(sites)
    .set({
      active: true,
      activeDate: running && site.activeDate ? site.activeDate : now,
      activeExpireDate: nextExpiry(site.activeExpireDate, now, payment.months),
      ...(DOMAIN_PRODUCTS.has(payment.product) ? { customDomainRegistrationsAvailable: sql`${sites.customDomainRegistrationsAvailable} + 1` } : {}),
      updatedAt: now,
    })
    .where(eq(sites.id, payment.siteId));
}
