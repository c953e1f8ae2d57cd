import type { FastifyRequest } from "fastify";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { isUuid } from "../../http/ids";
import { requireSession } from "../accounts/session";
import { requireOwnSite } from "../sites/ownership";
import { findOrder, type OrderRow } from "./repository";

/** As requireOwnPrint: 401 logged out, 404 for an unknown order, 403 for another account's. */
export async function requireOwnOrder(deps: Deps, request: FastifyRequest, orderId: string): Promise<OrderRow> {
  await requireSession(deps, request);
  const order = isUuid(orderId) ? await findOrder(deps.db, orderId) : undefined;
  if (!order) throw new ApiError(404, "notFound", "No such order");
  await requireOwnSite(deps, request, order.siteId);
  return order;
}
