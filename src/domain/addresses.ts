/** Site addresses (spec 3, sections 5 and 9): subdomain labels and own domain names, shared by the web and the server. */
export const TOP_LEVEL_DOMAINS = [".se", ".nu", ".com", ".eu"] as const;
export type TopLevelDomain = (typeof TOP_LEVEL_DOMAINS)[number];

/**
 * Labels no site may take (decision 074): names of the product's own services and of mail and
 * DNS conventions, and words a guest would trust as the service's own (log in, account, pay).
 */
export const RESERVED_SUBDOMAINS = new Set([
  // The service's own hosts
  "www", "www1", "www2", "demo", "demo-student", "api", "app", "admin", "administrator", "static", "assets", "cdn", "images", "img", "media", "files",
  "status", "support", "help", "info", "localhost", "dev", "test", "staging", "beta", "preview", "docs", "blog", "shop", "store", "butik",
  "brollopssidan", "bryllupssiden", "festsidan", "eventsidan", "redigera", "editor", "dashboard",
  // Mail and DNS conventions
  "mail", "webmail", "smtp", "imap", "pop", "pop3", "mx", "email", "e-post", "ftp", "sftp", "ns", "ns1", "ns2", "ns3", "ns4", "dns",
  "mta-sts", "autoconfig", "autodiscover", "wpad", "isatap", "postmaster", "hostmaster", "webmaster", "abuse", "noreply", "no-reply", "security",
  // Words of accounts and payments, in Swedish, Danish and English
  "login", "logga-in", "log-ind", "logon", "signin", "sign-in", "auth", "sso", "oauth", "konto", "account", "accounts", "my", "mitt", "min",
  "betala", "betal", "betaling", "betalning", "pay", "payment", "payments", "kassa", "checkout", "billing", "faktura", "kvitto", "swish", "stripe",
  "bank", "bankid", "mitid", "kundtjanst", "kundservice", "kontakt", "contact", "hjalp", "hjaelp", "sakerhet", "password", "losenord",
]);
const MAX_LABEL = 63;

/** Lower case, Nordic letters spelt out, spaces to hyphens, only a–z 0–9 and inner hyphens, at most 63 characters. */
export function sanitizeLabel(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/[åä]/g, "a")
    .replace(/[öø]/g, "o")
    .replace(/æ/g, "ae")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\s_.]+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+/, "")
    .slice(0, MAX_LABEL);
}

/** A label as it may be stored: sanitised text that also does not end in a hyphen. */
export function isValidLabel(label: string): boolean {
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label);
}

export function isReservedSubdomain(label: string): boolean {
  return RESERVED_SUBDOMAINS.has(label);
}

export function subdomainHost(label: string, sitesDomain: string): string {
  return `${label}.${sitesDomain}`;
}

/** "anna-och-erik.se" → { name, tld } when the top-level domain is one we sell; otherwise undefined. */
export function parseOwnDomain(fullDomain: string): { name: string; tld: TopLevelDomain } | undefined {
  const domain = fullDomain.trim().toLowerCase().replace(/^www\./, "");
  const tld = TOP_LEVEL_DOMAINS.find((candidate) => domain.endsWith(candidate));
  if (!tld) return undefined;
  const name = domain.slice(0, -tld.length);
  return isValidLabel(name) ? { name, tld } : undefined;
}

/**
 * The subdomain label offered from the couple's names ("Linnea & Oskar" → linnea-oskar): the
 * names joined and sanitised, without a trailing hyphen; empty when nothing usable or reserved is left.
 */
export function suggestedLabel(names: readonly string[]): string {
  const label = sanitizeLabel(names.filter((name) => name.trim() !== "").join(" ")).replace(/-+$/, "");
  return isValidLabel(label) && !isReservedSubdomain(label) ? label : "";
}
