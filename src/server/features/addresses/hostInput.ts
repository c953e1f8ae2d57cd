import { isValidLabel, parseOwnDomain, sanitizeLabel, subdomainHost } from "../../../domain/addresses";
import type { Config } from "../../config";
import { ApiError } from "../../http/errors";

export type Address = { kind: "subdomain"; label: string; host: string } | { kind: "domain"; domain: string };

/**
 * What an owner typed for an address (spec 3, section 5): a label ("Anna och Erik" →
 * anna-och-erik) or its full host on SITES_DOMAIN is a subdomain; a name with a top-level
 * domain we sell is an own domain (stored without "www."). Anything else is a 422.
 */
export function parseAddress(input: string, config: Pick<Config, "sitesDomain" | "editHosts">): Address {
  const text = input.trim().toLowerCase().replace(/\.$/, "");
  const suffix = `.${config.sitesDomain}`;
  if (text.endsWith(suffix) || !text.includes(".")) {
    const label = sanitizeLabel(text.endsWith(suffix) ? text.slice(0, -suffix.length) : text);
    if (!isValidLabel(label)) throw invalid(input);
    return { kind: "subdomain", label, host: subdomainHost(label, config.sitesDomain) };
  }
  const own = parseOwnDomain(text);
  if (!own) throw invalid(input);
  const domain = `${own.name}${own.tld}`;
  // The product's own domains are never a site's address.
  if (domain === config.sitesDomain || config.editHosts.includes(domain)) throw new ApiError(409, "hostTaken", `${domain} is the service's own domain`);
  return { kind: "domain", domain };
}

export function parseSubdomain(input: string, config: Pick<Config, "sitesDomain" | "editHosts">): Extract<Address, { kind: "subdomain" }> {
  const address = parseAddress(input, config);
  if (address.kind !== "subdomain") throw invalid(input);
  return address;
}

export function parseDomain(input: string, config: Pick<Config, "sitesDomain" | "editHosts">): string {
  const address = parseAddress(input, config);
  if (address.kind !== "domain") throw invalid(input);
  return address.domain;
}

const invalid = (input: string) => new ApiError(422, "hostInvalid", `Not a subdomain label or a domain ending in .se, .nu, .com or .eu: ${input.slice(0, 100)}`, ["host"]);
