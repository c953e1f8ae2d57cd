/** The address calls of the editor (spec 3, section 7; docs/api.md: /api/sites/{siteId}/host...). */

import { useQuery } from "@tanstack/react-query";
import { api } from "../../kit/api/client";
import { sitePath } from "../../kit/api/paths";

export interface Availability {
  available: boolean;
}

/** One DNS record of a domain held at another registrar: what it should point to and what it points to now. */
export interface DnsRecordCheck {
  expected: string;
  found: string[];
  ok: boolean;
}

/**
 * GET /api/sites/{siteId}/host/dns-check/{domain}: the A record of the domain, the CNAME of
 * its www and the TXT record with the site's proof; `proven` once the domain is shown to be
 * the site's (it answers only then), `ok` when guests reach it.
 */
export interface DnsCheck {
  a: DnsRecordCheck;
  www: DnsRecordCheck;
  txt: DnsRecordCheck;
  proven: boolean;
  ok: boolean;
}

const hostPath = (siteId: string) => `${sitePath(siteId)}/host`;

export const subdomainAvailable = (siteId: string, label: string) =>
  api.get<Availability>(`${hostPath(siteId)}/subdomain-available/${encodeURIComponent(label)}`);

export const domainAvailable = (siteId: string, fullDomain: string) =>
  api.get<Availability>(`${hostPath(siteId)}/domain-available/${encodeURIComponent(fullDomain)}`);

/** A subdomain label, or an own domain: the address guests then use. */
export const updateHost = (siteId: string, host: string) => api.put<unknown>(hostPath(siteId), { host });

/** Answers 402 until the domain's payment is confirmed: see registerWithRetry. */
export const registerDomain = (siteId: string, domain: string) =>
  api.post<unknown>(`${hostPath(siteId)}/domain-registration/register/${encodeURIComponent(domain)}`);

export const dnsCheckKey = (siteId: string, domain: string) => ["sites", siteId, "dns-check", domain] as const;

/** Looked up once for the instructions (the expected values); the owner asks again with "check now". */
export function useDnsCheck(siteId: string, domain: string | undefined) {
  return useQuery({
    queryKey: dnsCheckKey(siteId, domain ?? ""),
    queryFn: () => api.get<DnsCheck>(`${hostPath(siteId)}/dns-check/${encodeURIComponent(domain ?? "")}`),
    enabled: Boolean(domain),
    refetchOnWindowFocus: false,
    retry: false,
  });
}
