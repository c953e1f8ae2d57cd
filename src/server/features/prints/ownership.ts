import type { FastifyRequest } from "fastify";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { isUuid } from "../../http/ids";
import { requireSession } from "../accounts/session";
import { requireOwnSite } from "../sites/ownership";
import type { SiteRow } from "../sites/repository";
import { findPrint, type PrintRow } from "./repository";

/**
 * Every /api/prints/{id}… owner route starts here: 401 when logged out, 404 for a card that
 * does not exist (a random id tells nothing), and then the site's own check: 403 for a card
 * of another account's site.
 */
export async function requireOwnPrint(deps: Deps, request: FastifyRequest, printId: string): Promise<{ print: PrintRow; site: SiteRow }> {
  await requireSession(deps, request);
  const print = isUuid(printId) ? await findPrint(deps.db, printId) : undefined;
  if (!print) throw new ApiError(404, "notFound", "No such card");
  const { site } = await requireOwnSite(deps, request, print.siteId);
  return { print, site };
}
