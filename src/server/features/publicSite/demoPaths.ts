import { subdomainHost } from "../../../domain/addresses";
import { siteUrl } from "../../../domain/links";
import { isPublished } from "../../../domain/publication";
import type { Deps } from "../../deps";
import { findSiteByHost } from "../../core";

/** The app's demo paths (spec 3, routes), each the brand's one demo; a query (a campaign's tags) is let through. */
const DEMO_PATH = /^\/(?:digital-studentinbjudan\/)?demo\/?(?:\?.*)?$/;

/** The demo site's address: `demo.{SITES_DOMAIN}`, where the development setup publishes it and an operator publishes one. */
export const demoHost = (sitesDomain: string) => subdomainHost("demo", sitesDomain);

/**
 * Where a demo path of the app leads: the published demo site, on the app's scheme and port
 * as every site is; a 404 (the app's not-found page) while none is published there; nothing
 * for any other path.
 */
export async function demoPathAnswer(deps: Deps, url: string): Promise<{ redirect: string } | { status: 404 } | null> {
  if (!DEMO_PATH.test(url)) return null;
  const host = demoHost(deps.config.sitesDomain);
  const site = await findSiteByHost(deps.db, host);
  if (!site || !isPublished(site, deps.now())) return { status: 404 };
  return { redirect: siteUrl(host, deps.config.siteOrigin) };
}
