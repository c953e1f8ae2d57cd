/**
 * Links the owner types (spec 2: the rich-text link prompt, a gift's link): completed into an
 * address guests can open, or refused. Each caller passes the schemes it allows, written with
 * their colon ("https:").
 */
export const WEB_SCHEMES = ["http:", "https:"] as const;

const DEFAULT_PREFIX = "https://";

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** A port after a host ("www.example.se:8080/osa"), which is not a scheme. */
const PORT = /^\d+(?:[/?#]|$)/;

/**
 * The scheme the text starts with, lower case, or null when it has none. A prefix before ":"
 * is a scheme when "//" follows, when it is mailto:, or when no port number follows it, so
 * "www.example.se:8080/osa" has none while "javascript:alert(1)" has one.
 */
function schemeOf(text: string): string | null {
  const scheme = SCHEME.exec(text)?.[0].toLowerCase();
  if (scheme === undefined) return null;
  const rest = text.slice(scheme.length);
  if (scheme === "mailto:" || rest.startsWith("//") || !PORT.test(rest)) return scheme;
  return null;
}

/** No scheme (an address typed as www.…, which gets https://) or one of `schemes`. */
export function hasAllowedScheme(url: string, schemes: readonly string[]): boolean {
  const scheme = schemeOf(url.trim());
  return scheme === null || schemes.includes(scheme);
}

/**
 * The address for what the owner typed, or null when there is none: empty, only a scheme, or a
 * scheme not in `schemes`. Without a scheme it gets https:// (mailto: when it looks like an
 * e-mail address and mailto: is allowed); a web scheme always has its "//".
 */
export function completeLink(input: string, schemes: readonly string[]): string | null {
  const text = input.trim();
  const scheme = schemeOf(text);
  if (scheme === null) {
    const address = text.replace(/^\/+/, "");
    if (!address) return null;
    const mail = address.includes("@") && !address.includes("/") && schemes.includes("mailto:");
    return `${mail ? "mailto:" : DEFAULT_PREFIX}${address}`;
  }
  if (!schemes.includes(scheme)) return null;
  const rest = text.slice(scheme.length);
  if (!(WEB_SCHEMES as readonly string[]).includes(scheme)) return rest ? text : null;
  const address = rest.replace(/^\/+/, "");
  return address ? `${text.slice(0, scheme.length)}//${address}` : null;
}

/**
 * How this deployment's sites are reached: the scheme and port of the owner's app (APP_URL),
 * since sites answer on the same ones (decision 083). A browser's `location` is one too.
 */
export interface SiteOrigin {
  protocol: string;
  /** Empty for the scheme's own port. */
  port: string;
}

export function siteOriginOf(appUrl: string): SiteOrigin {
  const { protocol, port } = new URL(appUrl);
  return { protocol, port };
}

/**
 * Every absolute link to a site the product builds (mails, QR codes, the address shown to the
 * owner): `path` on the site's host, with the port when it is not the scheme's own, so a link
 * made in development (http://anna.localhost:3000/…) opens as one made in production does.
 */
export function siteUrl(host: string, origin: SiteOrigin, path = "/"): string {
  return `${origin.protocol}//${host}${origin.port ? `:${origin.port}` : ""}${path}`;
}
