import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { isPublished } from "../../../domain/publication";
import type { Deps, RateLimit } from "../../deps";
import { ApiError, parseInput } from "../../http/errors";
import { isLocalCaller } from "../../http/localCaller";
import { rateLimitBy } from "../../http/rateLimit";
import { byAccount, requireSiteAccess, findSiteByHost } from "../../core";
import { checkDns } from "./dnsCheck";
import { domainAvailability } from "./domainAvailability";
import { parseDomain, parseSubdomain } from "./hostInput";
import { findCustomDomain, markProven } from "./repository";
import { registerDomain, setHost, subdomainAvailable } from "./service";

/** Per account and minute: searches that may reach the registrar, DNS look-ups, and the rest (database only). */
export const ADDRESS_LIMITS = {
  domainSearches: { max: 10, window: 60_000 },
  dnsChecks: { max: 20, window: 60_000 },
  other: { max: 60, window: 60_000 },
} satisfies Record<string, RateLimit>;

const name = z.string().trim().min(1).max(253);
const siteParams = z.object({ siteId: z.string() });
const hostParams = siteParams.extend({ host: name });
const fullDomainParams = siteParams.extend({ fullDomain: name });
const domainParams = siteParams.extend({ domain: name });
const hostBody = z.object({ host: name });

/**
 * The address calls (spec 3, sections 4 and 7): subdomain and own-domain searches, setting
 * the address, registering a paid domain, the DNS check for a domain held elsewhere, and
 * the TLS proxy's question whether a host belongs to a published site.
 */
export function addressRoutes(app: FastifyInstance, deps: Deps): void {
  const account = byAccount(deps);
  const limited = (scope: string, limit: RateLimit) => rateLimitBy(deps, scope, [{ limit, key: account }]);
  const searchLimit = limited("domain-searches", ADDRESS_LIMITS.domainSearches);
  const dnsLimit = limited("dns-checks", ADDRESS_LIMITS.dnsChecks);
  const otherLimit = limited("address-changes", ADDRESS_LIMITS.other);
  const domainAvailable = domainAvailability(app, deps);

  app.get("/api/sites/:siteId/host/subdomain-available/:host", { preHandler: otherLimit }, async (request) => {
    const params = parseInput(hostParams, request.params);
    const { site } = await requireSiteAccess(deps, request, params.siteId, "edit");
    const { label, host } = parseSubdomain(params.host, deps.config);
    return { available: await subdomainAvailable(deps, site, label, host) };
  });

  app.put("/api/sites/:siteId/host", { preHandler: otherLimit }, async (request) => {
    const { siteId } = parseInput(siteParams, request.params);
    const { site } = await requireSiteAccess(deps, request, siteId, "edit");
    return setHost(deps, site, parseInput(hostBody, request.body).host);
  });

  app.get("/api/sites/:siteId/host/domain-available/:fullDomain", { preHandler: searchLimit }, async (request, reply) => {
    const params = parseInput(fullDomainParams, request.params);
    await requireSiteAccess(deps, request, params.siteId, "edit");
    return { available: await domainAvailable(request, reply, parseDomain(params.fullDomain, deps.config)) };
  });

  app.post("/api/sites/:siteId/host/domain-registration/register/:domain", { preHandler: otherLimit }, async (request) => {
    const params = parseInput(domainParams, request.params);
    const { site } = await requireSiteAccess(deps, request, params.siteId, "edit");
    return registerDomain(deps, site, params.domain);
  });

  app.get("/api/sites/:siteId/host/dns-check/:domain", { preHandler: dnsLimit }, async (request) => {
    const params = parseInput(domainParams, request.params);
    const { site } = await requireSiteAccess(deps, request, params.siteId, "edit");
    const domain = parseDomain(params.domain, deps.config);
    const row = await findCustomDomain(deps.db, domain);
    if (row?.siteId !== site.id || row.source !== "other") throw new ApiError(404, "notFound", `${domain} is not a domain of this site held at another registrar`);
    const check = await checkDns(deps, domain, site.domainProofToken);
    // Once proven it stays so: a later DNS change does not take the site off its domain.
    const proven = Boolean(row.provenAt) || (check.proven && (await markProven(deps.db, row, deps.now())));
    return { ...check, proven };
  });

  // The TLS proxy asks before it fetches a certificate for a host (README: going live).
  app.get("/api/tls/approve", async (request, reply) => {
    if (!isLocalCaller(request)) return reply.callNotFound();
    const { domain } = parseInput(z.object({ domain: name.toLowerCase() }), request.query);
    const site = await findSiteByHost(deps.db, domain.replace(/\.$/, ""));
    if (!site || !isPublished(site, deps.now())) throw new ApiError(404, "notFound", `No published site on ${domain}`);
    return { approved: true };
  });
}
