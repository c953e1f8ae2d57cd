import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { CARD_PAYMENT_STARTS_PER_MINUTE, PAYMENT_POLLS_PER_MINUTE } from "../../../domain/limits";
import type { CardPaymentPoll } from "../../../domain/payments/payments";
import { canBuy } from "../../../domain/payments/addressPricing";
import { isPaymentProduct } from "../../../domain/payments/products";
import { isPublished } from "../../../domain/publication";
import type { Deps } from "../../deps";
import { ApiError, parseInput } from "../../http/errors";
import { rateLimitBy, type KeyOf } from "../../http/rateLimit";
import { byAccount } from "../accounts/session";
import { requireOwnSite } from "../sites/ownership";
import { startCardPayment, syncCardPayment } from "./cardService";
import { requireOwnPayment } from "./ownPayment";
import { sandboxConfirmRoute } from "./sandboxConfirmRoute";

const startInput = z.object({ paymentProduct: z.string().refine(isPaymentProduct, "Unknown product") });

/** A per-account rate-limit key of its own for each kind of call. */
const accountKey =
  (deps: Deps, kind: string): KeyOf =>
  async (request) => {
    const key = await byAccount(deps)(request);
    return key && `${kind}:${key}`;
  };

/** Card payment for a site product (spec 1, section 7): start it, then poll until it is confirmed. */
export function cardRoutes(app: FastifyInstance, deps: Deps): void {
  const startLimit = rateLimitBy(app, [{ limit: { max: CARD_PAYMENT_STARTS_PER_MINUTE, window: 60_000 }, key: accountKey(deps, "card-start") }]);
  const pollLimit = rateLimitBy(app, [{ limit: { max: PAYMENT_POLLS_PER_MINUTE, window: 60_000 }, key: accountKey(deps, "payment-poll") }]);

  app.post<{ Params: { siteId: string } }>("/api/sites/:siteId/payment/stripe", { preHandler: startLimit }, async (request) => {
    const { accountId, site } = await requireOwnSite(deps, request, request.params.siteId);
    const { paymentProduct } = parseInput(startInput, request.body);
    const { brand, market } = deps.config.brand;
    if (!canBuy({ ...site, published: isPublished(site, deps.now()) }, paymentProduct, brand, market)) {
      throw new ApiError(422, "productNotPurchasable", `The site cannot buy ${paymentProduct} now`);
    }
    return startCardPayment(deps, accountId, site.id, paymentProduct);
  });

  app.get<{ Params: { siteId: string; reference: string } }>("/api/sites/:siteId/payment/stripe/:reference", { preHandler: pollLimit }, async (request): Promise<CardPaymentPoll> => {
    const payment = await requireOwnPayment(deps, request, request.params.siteId, request.params.reference, "stripe");
    return { paymentConfirmed: await syncCardPayment(deps, payment) };
  });

  if (deps.cardPayments.sandbox) sandboxConfirmRoute(app, deps, startLimit);
}
