import type { FastifyInstance } from "fastify";
import type { CardPaymentPoll } from "../../../domain/payments/payments";
import { z } from "zod";
import type { Deps } from "../../deps";
import { parseInput } from "../../http/errors";
import { requireSiteAccess } from "../../core";
import { startCardPayment, syncCardPayment } from "./cardService";
import { paymentLimits } from "./limits";
import { requireOwnPayment } from "./ownPayment";
import { paymentProductInput, requirePurchasable, sitePurchase } from "./purchase";
import { sandboxConfirmRoute } from "./sandboxConfirmRoute";

const startInput = z.object({ paymentProduct: paymentProductInput });

/** Card payment for a site product (spec 1, section 7): start it, then poll until it is confirmed. */
export function cardRoutes(app: FastifyInstance, deps: Deps): void {
  const { cardStarts: startLimit, polls: pollLimit } = paymentLimits(deps);

  app.post<{ Params: { siteId: string } }>("/api/sites/:siteId/payment/stripe", { preHandler: startLimit }, async (request) => {
    const { accountId, site } = await requireSiteAccess(deps, request, request.params.siteId, "edit");
    const { paymentProduct } = parseInput(startInput, request.body);
    requirePurchasable(deps, site, paymentProduct);
    return startCardPayment(deps, sitePurchase(deps, accountId, site.id, paymentProduct));
  });

  app.get<{ Params: { siteId: string; reference: string } }>("/api/sites/:siteId/payment/stripe/:reference", { preHandler: pollLimit }, async (request): Promise<CardPaymentPoll> => {
    const payment = await requireOwnPayment(deps, request, request.params.siteId, request.params.reference, "stripe");
    return { paymentConfirmed: await syncCardPayment(deps, payment) };
  });

  if (deps.cardPayments.sandbox) sandboxConfirmRoute(app, deps, startLimit);
}
