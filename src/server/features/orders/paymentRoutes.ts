import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { INVITATION_CURRENCY } from "../../../domain/orders/invitationPrice";
import { ORDER_PAYMENT_PRODUCT, swishAvailable } from "../../../domain/payments/products";
import type { CardPaymentPoll } from "../../../domain/payments/payments";
import type { Deps } from "../../deps";
import { ApiError, parseInput } from "../../http/errors";
import { requestLanguage } from "../../http/language";
import { paymentLimits } from "../payments/limits";
import { startCardPayment, syncCardPayment } from "../payments/cardService";
import type { Purchase } from "../payments/purchase";
import { findPaymentByReference } from "../payments/repository";
import { startSwishPayment } from "../payments/swishStart";
import { requireOwnSiteRow } from "../../core";
import { findOrder, type OrderRow } from "./repository";

const swishInput = z.object({ payerAlias: z.string().max(40).default("") });

/** The owner's order, and the purchase paying it; an order that is no longer awaiting payment cannot be paid again. */
async function orderPurchase(deps: Deps, request: FastifyRequest, orderId: string): Promise<{ order: OrderRow; purchase: Purchase }> {
  const { row: order, site } = await requireOwnSiteRow(deps, request, orderId, findOrder, "order");
  if (order.status !== "awaitingPayment") throw new ApiError(409, "orderAlreadyPaid", "The order is already paid");
  const purchase: Purchase = { accountId: site.accountId, siteId: null, orderId: order.id, product: ORDER_PAYMENT_PRODUCT, amount: order.totalInclVat, currency: INVITATION_CURRENCY, months: 0 };
  return { order, purchase };
}

/**
 * Paying a card order (spec 1, section 7): the same card and Swish flows as a site product,
 * priced by the order as stored; a paid order is fulfilled once (fulfilOrder), whichever
 * notification or poll comes first. Limits are the site payments' own, shared per account.
 */
export function orderPaymentRoutes(app: FastifyInstance, deps: Deps): void {
  const limits = paymentLimits(deps);
  app.post<{ Params: { orderId: string } }>("/api/orders/:orderId/payment/stripe", { preHandler: limits.cardStarts }, async (request) => {
    const { purchase } = await orderPurchase(deps, request, request.params.orderId);
    return startCardPayment(deps, purchase);
  });

  app.get<{ Params: { orderId: string; reference: string } }>("/api/orders/:orderId/payment/stripe/:reference", { preHandler: limits.polls }, async (request): Promise<CardPaymentPoll> => {
    const { row: order } = await requireOwnSiteRow(deps, request, request.params.orderId, findOrder, "order");
    const payment = await findPaymentByReference(deps.db, request.params.reference);
    if (!payment || payment.orderId !== order.id || payment.provider !== "stripe") throw new ApiError(404, "paymentNotFound", "No such payment for this order");
    return { paymentConfirmed: await syncCardPayment(deps, payment) };
  });

  app.post<{ Params: { orderId: string } }>("/api/orders/:orderId/payment/swish", { preHandler: limits.swishStarts }, async (request, reply) => {
    if (!swishAvailable(deps.config.brand.market)) throw new ApiError(404, "notFound", "Swish is not offered in this market");
    const { purchase } = await orderPurchase(deps, request, request.params.orderId);
    const { payerAlias } = parseInput(swishInput, request.body);
    return reply.status(201).send(await startSwishPayment(deps, purchase, payerAlias, requestLanguage(request, deps.config.brand.market)));
  });
}
