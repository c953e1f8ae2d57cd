import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";

export interface RecordCheck {
  expected: string;
  found: string[];
  ok: boolean;
}

/** The "check now" answer for a domain held at another registrar (spec 3, address screens). */
export interface DnsCheck {
  a: RecordCheck;
  www: RecordCheck;
  ok: boolean;
}

const bare = (name: string) => name.toLowerCase().replace(/\.$/, "");

/**
 * Looks up the two records the confirmation page asks the owner to set: the domain's A
 * record must point at HOSTING_IP only (a second address would send some guests
 * elsewhere), and www must be a CNAME to HOSTING_CNAME.
 */
export async function checkDns(deps: Pick<Deps, "dns" | "config">, domain: string): Promise<DnsCheck> {
  const { ip, cname } = deps.config.hosting;
  let addresses: string[];
  let aliases: string[];
  try {
    [addresses, aliases] = await Promise.all([deps.dns.aRecords(domain), deps.dns.cnames(`www.${domain}`)]);
  } catch (error) {
    throw new ApiError(502, "addressCheckFailed", `DNS lookup of ${domain} failed: ${(error as Error).message}`);
  }
  const a = { expected: ip, found: addresses, ok: addresses.length > 0 && addresses.every((address) => address === ip) };
  const found = aliases.map(bare);
  const www = { expected: cname, found, ok: found.includes(bare(cname)) };
  return { a, www, ok: a.ok && www.ok };
}
