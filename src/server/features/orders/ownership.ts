import type { FastifyRequest } from "fastify";
import type { Deps } from "../../deps";
import { requireOwnSiteRow } from "../../core";
import { findOrder, type OrderRow } from "./repository";

/** As requireOwnPrint: 401 logged out, 404 for an unknown order, 403 for another account's. */
export async function requireOwnOrder(deps: Deps, request: FastifyRequest, orderId: string): Promise<OrderRow> {
  return (await requireOwnSiteRow(deps, request, orderId, findOrder, "order")).row;
}
