/** EDIT or PUBLIC, decided by host alone (spec 1, section 1). */
export type SiteMode = "EDIT" | "PUBLIC";

export interface HostInfo {
  mode: SiteMode;
  /** Host name without port, lower case; empty when no host is known. */
  hostname: string;
  port: string;
  isDemo: boolean;
  /** A port starting with 30 is local development: local asset base, analytics off. */
  isLocalDevelopment: boolean;
}

const PREVIEW_SUFFIX = ".vercel.app";

/**
 * @param host the request's Host header (may carry a port)
 * @param editHosts the branded main domains and any local EDIT host names (such as localhost)
 * @param domainHost the domainHost query parameter, which overrides the host
 */
export function resolveHost(host: string | null | undefined, editHosts: readonly string[], domainHost?: string | null): HostInfo {
  const [rawName = "", port = ""] = (host ?? "").trim().toLowerCase().split(":");
  const hostname = (domainHost ?? "").trim().toLowerCase() || rawName;
  const isEdit = hostname === "" || hostname.endsWith(PREVIEW_SUFFIX) || editHosts.includes(hostname);
  return {
    mode: isEdit ? "EDIT" : "PUBLIC",
    hostname,
    port,
    isDemo: hostname.startsWith("demo."),
    isLocalDevelopment: port.startsWith("30"),
  };
}
