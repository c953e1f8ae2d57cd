import type { FastifyRequest } from "fastify";
import { resolveHost } from "../../../domain/hostMode";
import { publicationState } from "../../../domain/publication";
import type { GuestDocument } from "../../../modules/guestDocument";
import { listReservations } from "../../../modules/giftRegistry/server/repository";
import type { Deps } from "../../deps";
import { currentSession, findSiteByHost, hasSiteAccess, loadDocument, type SiteSummary } from "../../core";
import { guestDocument } from "./renderCache";
import { publicEvents } from "./schedule";
import type { CachedSite } from "./siteCache";
import { openSearchFrom } from "../seatFinder/service";

/** The site on a host with what its open page shows, read through the process's site cache (followed by NOTIFY site_changed). */
export function cachedSiteOnHost(deps: Deps, hostname: string): Promise<CachedSite | undefined> {
  return deps.siteCache.load(hostname, async () => {
    const summary = await findSiteByHost(deps.db, hostname);
    if (!summary) return undefined;
    const [reservations, events, seatSearchFrom] = await Promise.all([listReservations(deps.db, summary.id), publicEvents(deps.db, summary.id), openSearchFrom(deps, summary.id)]);
    return { summary, reservations, reservationsKey: JSON.stringify(reservations), publicEvents: events, publicEventsKey: JSON.stringify(events), seatSearchFrom };
  });
}

/** The language of the site's front page (`/`): its main language, or its first available one. */
export function frontPageLanguage(document: GuestDocument, available: string[]): string {
  return available.includes(document.language) ? document.language : available[0]!;
}

export interface PublishedSite {
  site: SiteSummary;
  document: GuestDocument;
  available: string[];
  /** The language of its front page, which texts fall back to. */
  mainLanguage: string;
  hostname: string;
}

/**
 * The site published on the request's host, for the files beside its pages (calendars, the
 * manifest and its icons); undefined on the owner's side, for no site, or one not published.
 */
export async function publishedSiteOf(deps: Deps, request: FastifyRequest): Promise<PublishedSite | undefined> {
  const host = resolveHost(request.headers.host, deps.config.editHosts, (request.query as { domainHost?: string }).domainHost);
  if (host.mode !== "PUBLIC") return undefined;
  const site = (await cachedSiteOnHost(deps, host.hostname))?.summary;
  if (!site || publicationState(site, deps.now()) !== "published") return undefined;
  const document = await guestDocument(site, () => loadDocument(deps.db, site.id));
  const available = document.availableLanguages.map((entry) => entry.languageCode);
  return { site, document, available, mainLanguage: frontPageLanguage(document, available), hostname: host.hostname };
}

/** Whether the request may read a site's own pages: any site without a password, else its owner or a guest let in by the password. */
export async function opensSite(deps: Deps, request: FastifyRequest, site: SiteSummary): Promise<boolean> {
  if (!site.passwordHash) return true;
  if ((await currentSession(deps, request))?.accountId === site.accountId) return true;
  return hasSiteAccess(deps, request, site.id);
}
