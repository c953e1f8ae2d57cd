import type { FastifyRequest } from "fastify";
import type { Deps } from "../../deps";
import { requireOwnSiteRow, type SiteRow } from "../../core";
import { findPrint, type PrintRow } from "./repository";

/** Every /api/prints/{id}… owner route starts here: 401, 404 for no such card, 403 for another account's. */
export async function requireOwnPrint(deps: Deps, request: FastifyRequest, printId: string): Promise<{ print: PrintRow; site: SiteRow }> {
  const { row, site } = await requireOwnSiteRow(deps, request, printId, findPrint, "card");
  return { print: row, site };
}
