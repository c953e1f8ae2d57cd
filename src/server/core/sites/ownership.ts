import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { mayDo, type MemberRole, type SitePermission, type SiteRole } from "../../../domain/siteRoles";
import type { Db } from "../../db/client";
import { siteMembers } from "../../db/schema";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { isUuid } from "../../http/ids";
import { requireSession } from "../auth/session";
import { findSite, type SiteRow } from "./repository";

export interface SiteAccess {
  accountId: string;
  site: SiteRow;
  role: SiteRole;
}

/** The account's role on the site, read from the database on every call so that a removal counts at once. */
export async function roleOnSite(db: Db, site: Pick<SiteRow, "id" | "accountId">, accountId: string): Promise<SiteRole | undefined> {
  if (site.accountId === accountId) return "owner";
  const [member] = await db
    .select({ role: siteMembers.role })
    .from(siteMembers)
    .where(and(eq(siteMembers.siteId, site.id), eq(siteMembers.accountId, accountId)));
  return member?.role as MemberRole | undefined;
}

/** Whether the logged-in account (if any) may edit the site: its owner or a co-owner. */
export async function mayEdit(db: Db, site: Pick<SiteRow, "id" | "accountId">, accountId: string | undefined): Promise<boolean> {
  if (!accountId) return false;
  const role = await roleOnSite(db, site, accountId);
  return role !== undefined && mayDo(role, "edit");
}

/** The same 403 for a site the account may not do this with as for one that does not exist, so nothing leaks either way. */
async function siteAccess(deps: Deps, accountId: string, siteId: string, permission: SitePermission): Promise<SiteAccess> {
  const site = isUuid(siteId) ? await findSite(deps.db, siteId) : undefined;
  const role = site ? await roleOnSite(deps.db, site, accountId) : undefined;
  if (!site || !role || !mayDo(role, permission)) throw new ApiError(403, "forbidden", "This site belongs to another account");
  return { accountId, site, role };
}

/** Every /api/sites/{siteId}/… route starts here with the permission it needs: 401 when logged out, then the role's check. */
export async function requireSiteAccess(deps: Deps, request: FastifyRequest, siteId: string, permission: SitePermission): Promise<SiteAccess> {
  const { accountId } = await requireSession(deps, request);
  return siteAccess(deps, accountId, siteId, permission);
}

/** A route that changes the site: the owner or a co-owner ("edit"). */
export function requireOwnSite(deps: Deps, request: FastifyRequest, siteId: string): Promise<SiteAccess> {
  return requireSiteAccess(deps, request, siteId, "edit");
}

/**
 * For something a site holds (a card, an order) by its own id: 401 when logged out, 404 when
 * there is no such thing (a random id tells nothing), then 403 when the account may not edit its site.
 */
export async function requireOwnSiteRow<Row extends { siteId: string }>(
  deps: Deps,
  request: FastifyRequest,
  id: string,
  find: (db: Db, id: string) => Promise<Row | undefined>,
  what: string,
): Promise<{ row: Row; site: SiteRow }> {
  const { accountId } = await requireSession(deps, request);
  const row = isUuid(id) ? await find(deps.db, id) : undefined;
  if (!row) throw new ApiError(404, "notFound", `No such ${what}`);
  return { row, site: (await siteAccess(deps, accountId, row.siteId, "edit")).site };
}
