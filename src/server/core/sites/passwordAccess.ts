import { and, eq, gt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { siteAccessTokens } from "../../db/schema";
import type { Deps } from "../../deps";
import { hashToken, newToken } from "../../security/tokens";

/** The cookie that lets a guest into a password-protected site, set on the site's own host. */
export const SITE_ACCESS_COOKIE = "site_access";
const ACCESS_DAYS = 30;

export async function hasSiteAccess(deps: Deps, request: FastifyRequest, siteId: string): Promise<boolean> {
  const token = request.cookies[SITE_ACCESS_COOKIE];
  if (!token) return false;
  const [row] = await deps.db
    .select({ siteId: siteAccessTokens.siteId })
    .from(siteAccessTokens)
    .where(and(eq(siteAccessTokens.tokenHash, hashToken(token)), eq(siteAccessTokens.siteId, siteId), gt(siteAccessTokens.expiresAt, deps.now())));
  return Boolean(row);
}

export async function grantSiteAccess(deps: Deps, reply: FastifyReply, siteId: string): Promise<void> {
  const token = newToken();
  const expiresAt = new Date(deps.now().getTime() + ACCESS_DAYS * 86_400_000);
  await deps.db.insert(siteAccessTokens).values({ tokenHash: hashToken(token), siteId, expiresAt });
  reply.setCookie(SITE_ACCESS_COOKIE, token, { path: "/", httpOnly: true, sameSite: "lax", secure: deps.config.secureCookies, expires: expiresAt });
}
