import { Resolver } from "node:dns/promises";
import type { DnsLookup } from "./dnsLookup";

const NO_ANSWER = new Set(["ENODATA", "ENOTFOUND", "ESERVFAIL", "EREFUSED", "ETIMEOUT"]);

/** The machine's resolver, or the given servers ("127.0.0.1:5353" in tests). */
export function systemDns(servers?: string[]): DnsLookup {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers?.length) resolver.setServers(servers);
  const orEmpty = async <T>(lookup: Promise<T[]>): Promise<T[]> => {
    try {
      return await lookup;
    } catch (error) {
      if (NO_ANSWER.has((error as NodeJS.ErrnoException).code ?? "")) return [];
      throw error;
    }
  };
  return {
    aRecords: (name) => orEmpty(resolver.resolve4(name)),
    cnames: (name) => orEmpty(resolver.resolveCname(name)).then((targets) => targets.map((target) => target.replace(/\.$/, ""))),
    txtRecords: (name) => orEmpty(resolver.resolveTxt(name)).then((records) => records.map((chunks) => chunks.join(""))),
  };
}
