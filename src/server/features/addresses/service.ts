import { eq } from "drizzle-orm";
import { isReservedSubdomain } from "../../../domain/addresses";
import { addMonths, isPublished } from "../../../domain/publication";
import type { Executor } from "../../db/client";
import { sites } from "../../db/schema";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { DomainRegistrationError } from "../../providers/domains/domainRegistrar";
import type { SiteRow } from "../../core";
import { parseAddress, parseDomain } from "./hostInput";
import { heldForAnother, recordRelease, renamesInLastDay, RENAMES_PER_DAY } from "./renames";
import {
  activateCustomDomain,
  findCustomDomain,
  hostUsedByOtherSite,
  insertCustomDomain,
  isUniqueViolation,
  returnRegistration,
  takeRegistration,
  withdrawUnprovenClaim,
  type CustomDomainRow,
} from "./repository";

/** How long an own domain is held (spec 3, section 9: own-domain fallback duration). */
export const OWN_DOMAIN_MONTHS = 12;

type AddressDeps = Pick<Deps, "db" | "config" | "now" | "registrar">;

const taken = (host: string) => new ApiError(409, "hostTaken", `${host} is taken`, ["host"]);
const paymentRequired = (what: string) => new ApiError(402, "paymentRequired", what);

/** Why this site may not have the label: reserved, another site answers on it, or it is held for the account that gave it up. */
async function subdomainRefusal(deps: AddressDeps, site: SiteRow, label: string, host: string): Promise<ApiError | undefined> {
  if (isReservedSubdomain(label)) return new ApiError(409, "hostReserved", `${host} is reserved for the service`, ["host"]);
  if (site.subdomain === host) return undefined;
  if (await hostUsedByOtherSite(deps.db, host, site.id)) return taken(host);
  if (await heldForAnother(deps.db, host, site.accountId, deps.now())) return new ApiError(409, "hostHeld", `${host} is held for the site that gave it up`, ["host"]);
  return undefined;
}

export async function subdomainAvailable(deps: AddressDeps, site: SiteRow, label: string, host: string): Promise<boolean> {
  return !(await subdomainRefusal(deps, site, label, host));
}

/**
 * An own domain another site claimed but never proved does not keep it from this one
 * (decision 074): the claim is withdrawn in `tx` and its registration given back. A proven
 * one does; so does a claim proved meanwhile (the withdrawal then finds nothing).
 */
async function takeOverUnproven(tx: Executor, claim: CustomDomainRow | undefined, site: SiteRow, refusal: ApiError): Promise<void> {
  if (!claim || claim.siteId === site.id) return;
  if (claim.provenAt || !(await withdrawUnprovenClaim(tx, claim))) throw refusal;
}

/**
 * PUT /api/sites/{id}/host (spec 3, section 4). A subdomain is free for a paid, published
 * site and replaces its old one; an own domain is either already the site's, or one held
 * at another registrar that takes one paid registration. The unique indexes decide races.
 */
export async function setHost(deps: AddressDeps, site: SiteRow, input: string): Promise<{ host: string }> {
  const address = parseAddress(input, deps.config);
  const now = deps.now();
  if (address.kind === "subdomain") {
    const { label, host } = address;
    const refusal = await subdomainRefusal(deps, site, label, host);
    if (refusal) throw refusal;
    if (site.subdomain !== host && !isPublished(site, now)) throw paymentRequired("Pay for the subdomain first");
    try {
      await deps.db.transaction(async (tx) => {
        // The row lock queues the site's concurrent renames, so the limit holds.
        const [current] = await tx.select({ subdomain: sites.subdomain }).from(sites).where(eq(sites.id, site.id)).for("update");
        const old = current?.subdomain;
        if (old && old !== host) {
          if ((await renamesInLastDay(tx, site.id, now)) >= RENAMES_PER_DAY) {
            throw new ApiError(429, "hostRenameLimit", `At most ${RENAMES_PER_DAY} subdomain changes a day`, ["host"]);
          }
          await recordRelease(tx, { siteId: site.id, accountId: site.accountId, host: old, releasedAt: now });
        }
        await tx.update(sites).set({ subdomain: host, host, updatedAt: now }).where(eq(sites.id, site.id));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw taken(host);
      throw error;
    }
    return { host };
  }

  const { domain } = address;
  const existing = await findCustomDomain(deps.db, domain);
  const ours = existing?.siteId === site.id;
  if (existing?.provenAt && !ours) throw taken(domain);
  if (!existing && (await hostUsedByOtherSite(deps.db, domain, site.id))) throw taken(domain);
  if (!ours && site.customDomainRegistrationsAvailable < 1) throw paymentRequired("Pay for an own domain first");
  try {
    await deps.db.transaction(async (tx) => {
      if (!ours) {
        // A domain held at another registrar: it answers once the owner proves it (dns-check).
        await takeOverUnproven(tx, existing, site, taken(domain));
        if (!(await takeRegistration(tx, site.id))) throw paymentRequired("No own-domain registration left");
        if (!(await insertCustomDomain(tx, { siteId: site.id, domain, source: "other", expires: addMonths(now, OWN_DOMAIN_MONTHS) }))) throw taken(domain);
      }
      await activateCustomDomain(tx, site.id, now, domain);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(domain);
    throw error;
  }
  return { host: domain };
}

/**
 * POST …/domain-registration/register/{domain}: 402 until a paid registration is on the
 * site (the client retries), then the registration is taken and the domain recorded in
 * one transaction, and ordered from the registrar (no search first: an order of a taken
 * name is refused as OCCUPIED); a refusal gives the registration back.
 * Asking again for a domain the site has already registered answers the same, unordered.
 */
export async function registerDomain(deps: AddressDeps, site: SiteRow, input: string): Promise<{ domain: string }> {
  const domain = parseDomain(input, deps.config);
  const existing = await findCustomDomain(deps.db, domain);
  if (existing?.siteId === site.id) return { domain };
  if (site.customDomainRegistrationsAvailable < 1) throw paymentRequired("The domain payment is not confirmed yet");
  const unavailable = new ApiError(422, "domainUnavailable", `${domain} is not available`);
  if (existing?.provenAt || (!existing && (await hostUsedByOtherSite(deps.db, domain, site.id)))) throw unavailable;

  const now = deps.now();
  const recorded = await deps.db.transaction(async (tx) => {
    // The row lock queues a double click behind the first; it then finds the domain recorded.
    await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, site.id)).for("update");
    const again = await findCustomDomain(tx, domain);
    if (again?.siteId === site.id) return false;
    await takeOverUnproven(tx, again, site, unavailable);
    if (!(await takeRegistration(tx, site.id))) throw paymentRequired("The domain payment is not confirmed yet");
    // Registered through us for this site: that is its proof.
    await insertCustomDomain(tx, { siteId: site.id, domain, source: "registrar", expires: addMonths(now, OWN_DOMAIN_MONTHS), provenAt: now });
    return true;
  });
  if (!recorded) return { domain };

  try {
    await deps.registrar.register(domain);
  } catch (error) {
    await returnRegistration(deps.db, site.id, domain);
    if (error instanceof DomainRegistrationError) {
      if (error.status === "OCCUPIED") throw unavailable;
      throw new ApiError(422, "domainRegistrationFailed", `The registrar refused ${domain}: ${error.status}`);
    }
    throw new ApiError(502, "domainRegistrationFailed", `The registrar could not be reached for ${domain}: ${(error as Error).message}`);
  }
  await activateCustomDomain(deps.db, site.id, now);
  return { domain };
}
