import type { FastifyInstance } from "fastify";
import { orderCreationSchema, shipmentMethodsRequestSchema } from "../../../domain/orders/orderPayload";
import type { Deps, RateLimit } from "../../deps";
import { parseInput } from "../../http/errors";
import { rateLimitBy } from "../../http/rateLimit";
import { byAccount, requireSession } from "../../core";
import { findFulfilledOrderPayment } from "../payments/repository";
import { requireOwnPrint } from "../prints/ownership";
import { requireOwnOrder } from "./ownership";
import { orderPaymentRoutes } from "./paymentRoutes";
import { presentOrder } from "./presenter";
import { orderCards } from "./perHousehold";
import { createOrder, quoteShipmentMethods } from "./service";

/** Per account and minute: carrier quotes, which are billed calls to nShift; an order creation quotes again and counts too. */
export const ORDER_LIMITS = { quotes: { max: 20, window: 60_000 } } satisfies Record<string, RateLimit>;

/** The card order calls (spec 3, section 7): shipment methods, creating an order, loading it, paying it. */
export function orderRoutes(app: FastifyInstance, deps: Deps): void {
  const quoteLimit = rateLimitBy(deps, "order-quotes", [{ limit: ORDER_LIMITS.quotes, key: byAccount(deps) }]);

  app.post("/api/orders/shipmentMethods/", { preHandler: quoteLimit }, async (request) => {
    await requireSession(deps, request);
    const { print, perHousehold, quantity, ...order } = parseInput(shipmentMethodsRequestSchema, request.body);
    const owned = await requireOwnPrint(deps, request, print);
    const cards = await orderCards(deps.db, owned.print.siteId, { quantity, perHousehold });
    return { shipmentMethods: await quoteShipmentMethods(deps, { ...order, quantity: cards.quantity }) };
  });

  app.post("/api/orders/", { preHandler: quoteLimit }, async (request) => {
    await requireSession(deps, request);
    const payload = parseInput(orderCreationSchema, request.body);
    const { print } = await requireOwnPrint(deps, request, payload.print);
    return createOrder(deps, print, payload);
  });

  app.get<{ Params: { orderId: string } }>("/api/orders/:orderId", async (request) => {
    const order = await requireOwnOrder(deps, request, request.params.orderId);
    return presentOrder(order, order.paidAt ? await findFulfilledOrderPayment(deps.db, order.id) : undefined);
  });
  orderPaymentRoutes(app, deps);
}
