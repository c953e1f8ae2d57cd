import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";

export interface RecordCheck {
  expected: string;
  found: string[];
  ok: boolean;
}

/**
 * The "check now" answer for a domain held at another registrar (spec 3, address screens):
 * `ok` when guests reach the site there, `proven` when the DNS shows the domain is the
 * site's own (decision 074).
 */
export interface DnsCheck {
  a: RecordCheck;
  www: RecordCheck;
  txt: RecordCheck;
  proven: boolean;
  ok: boolean;
}

/** The TXT record on the domain that proves it is the site's: its token, which only its owner is shown. */
export const proofRecord = (token: string) => `site-proof=${token}`;

const bare = (name: string) => name.toLowerCase().replace(/\.$/, "");

/**
 * Looks up the records the confirmation page asks the owner to set: the domain's A record
 * must point at HOSTING_IP only (a second address would send some guests elsewhere), www
 * must be a CNAME to HOSTING_CNAME, and a TXT record on the domain may hold the site's
 * proof. Any one of the three proves the domain: only its holder can set them.
 */
export async function checkDns(deps: Pick<Deps, "dns" | "config">, domain: string, proofToken: string): Promise<DnsCheck> {
  const { ip, cname } = deps.config.hosting;
  let addresses: string[];
  let aliases: string[];
  let texts: string[];
  try {
    [addresses, aliases, texts] = await Promise.all([deps.dns.aRecords(domain), deps.dns.cnames(`www.${domain}`), deps.dns.txtRecords(domain)]);
  } catch (error) {
    throw new ApiError(502, "addressCheckFailed", `DNS lookup of ${domain} failed: ${(error as Error).message}`);
  }
  const a = { expected: ip, found: addresses, ok: addresses.length > 0 && addresses.every((address) => address === ip) };
  const found = aliases.map(bare);
  const www = { expected: cname, found, ok: found.includes(bare(cname)) };
  const expected = proofRecord(proofToken);
  // Only a few of our own kind are shown back: a domain's other TXT records are not ours to repeat.
  const ours = texts.filter((text) => text.startsWith("site-proof=")).slice(0, 5).map((text) => text.slice(0, 100));
  const txt = { expected, found: ours, ok: texts.includes(expected) };
  return { a, www, txt, proven: a.ok || www.ok || txt.ok, ok: a.ok && www.ok };
}
