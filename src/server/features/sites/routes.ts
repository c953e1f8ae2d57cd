import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps";
import { findAccount, requireSiteAccess, listCustomDomains } from "../../core";
import { presentReceipt } from "../payments/receipt";
import { listPaidSitePayments } from "../payments/repository";
import { presentAccount } from "./presenter";

export function siteRoutes(app: FastifyInstance, deps: Deps): void {
  app.get<{ Params: { siteId: string } }>("/api/sites/:siteId/account/", async (request) => {
    await deps.visits.flush(); // this instance's latest views, before the count is read
    const { accountId, site } = await requireSiteAccess(deps, request, request.params.siteId, "edit");
    const account = await findAccount(deps.db, accountId);
    const receipts = (await listPaidSitePayments(deps.db, site.id)).map((payment) => presentReceipt(payment, deps.config.seller));
    return presentAccount(account!, site, await listCustomDomains(deps.db, site.id), receipts, deps.now());
  });
}
