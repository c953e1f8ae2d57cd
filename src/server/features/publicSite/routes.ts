import { hasGuestList } from "../guestJoinRequests/repository";
import { noticeReaderOf } from "../notices/guestNotices";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { ERROR_TEXTS } from "../../../domain/errors";
import type { HostInfo } from "../../../domain/hostMode";
import { resolveLanguage } from "../../../domain/languages";
import { languageForPath } from "../../../domain/site/languageSegment";
import type { GuestDocument } from "../../../modules/guestDocument";
import { uiLanguageFor, type UiLanguage } from "../../../domain/languages";
import { isPublished, publicationState } from "../../../domain/publication";
import type { Deps } from "../../deps";
import { ApiError, parseInput } from "../../http/errors";
import { LANGUAGE_COOKIE } from "../../http/language";
import { byIp, rateLimitBy } from "../../http/rateLimit";
import { verifyPassword } from "../../security/passwords";
import type { WebShell } from "../../web/shell";
import { currentSession, findSiteByHost, loadDocument, grantSiteAccess, hasSiteAccess } from "../../core";
import { guestReservations } from "../../../modules/giftRegistry/guestReservations";
import { deploymentFacts } from "./pageFacts";
import { chooseAddressUrl, extendUrl } from "../publication/links";
import { allowInlineStyle } from "../../http/securityHeaders";
import { firstPaintStyle } from "./firstPaint";
import { gateDesign } from "./gateDesign";
import { notFoundPage, notPublishedPage, passwordPage } from "./page";
import { sendEncodedPage } from "./encodedPage";
import { cachedPage, guestDocument } from "./renderCache";
import { zonedInstant } from "../../../modules/countdown/countdown";
import { parsePersonalLinkPath, servePersonalPage } from "./personalPage";
import { pageTitle, renderSitePage } from "./renderSitePage";
import { DAY_MODE_PAGE_MAX_AGE_MS, dayModeKey, pageSchedule, withSchedule } from "./schedule";
import { cachedSiteOnHost, frontPageLanguage } from "./publishedSite";
import { SEAT_SEARCH_PATH } from "../../../domain/seating/seatFinderTexts";
import { seatSearchPathLanguage, serveSeatSearchPage } from "../seatFinder/searchPage";

const BOT = /bot|crawl|spider|slurp|preview|monitor/i;

/**
 * A site deleted or no longer published leaves nothing in its guests' browsers (decision 110): its
 * kept pages, files and unsent answers go, and its service worker with them.
 */
const GONE = '"cache", "storage"';

export interface PublicPageOptions {
  web?: Pick<WebShell, "guestAssets">;
  /** Font stylesheets for the site's fonts (the password page's). */
  stylesheets: (document: GuestDocument) => string[];
}

/**
 * A page request on a PUBLIC host: `/` or `/{language}` of the site published there; a
 * not-published page while it is not (yet, or any longer); a password page while the site
 * is protected; a not-found page for anything else.
 */
export async function servePublicPage(deps: Deps, request: FastifyRequest, reply: FastifyReply, host: HostInfo, options: PublicPageOptions) {
  reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
  const cached = await cachedSiteOnHost(deps, host.hostname);
  if (!cached) return reply.status(404).header("clear-site-data", GONE).send(notFoundPage(resolveLanguage(request.cookies[LANGUAGE_COOKIE], host.hostname, deps.config.brand.market)));
  const { summary: site, reservations, reservationsKey, publicEvents: events, publicEventsKey, seatSearchFrom } = cached;

  const document = await guestDocument(site, () => loadDocument(deps.db, site.id));
  const available = document.availableLanguages.map((entry) => entry.languageCode);
  const session = await currentSession(deps, request);
  const isOwner = session?.accountId === site.accountId;
  // The period ends by the clock, not by a change: checked on every request, never cached.
  const state = publicationState(site, deps.now());
  if (state !== "published") {
    const owner = isOwner ? (state === "expired" ? extendUrl : chooseAddressUrl)(deps.config.appUrl, site.id) : undefined;
    return reply.status(404).header("clear-site-data", GONE).send(notPublishedPage(siteUiLanguage(document, available), state, { owner, login: `${deps.config.appUrl}/logga-in` }));
  }
  const link = parsePersonalLinkPath(request.url, available);
  if (link) {
    const counts = !isOwner && isNewVisit(request, host.hostname);
    if (counts) deps.visits.count(site.id);
    return servePersonalPage(deps, request, reply, { site, document, available, reservations, ...link, counts, hostname: host.hostname, assets: options.web?.guestAssets });
  }
  const searchLanguage = seatSearchPathLanguage(request.url, available, frontPageLanguage(document, available));
  if (searchLanguage !== null) {
    const back = searchLanguage === frontPageLanguage(document, available) ? "/" : `/${searchLanguage}`;
    // A protected site's search answers only a guest let in: anyone else gets the password page first.
    if (site.passwordHash && !isOwner && !(await hasSiteAccess(deps, request, site.id))) return reply.redirect(back, 303);
    return serveSeatSearchPage(deps, request as FastifyRequest<{ Querystring: { q?: unknown } }>, reply, { site, document, language: searchLanguage, back, events, stylesheets: options.stylesheets(document) });
  }
  const language = languageForPath(request.url, available, document.language);
  if (language === null) return reply.status(404).send(notFoundPage(siteUiLanguage(document, available)));

  if (site.passwordHash && !isOwner && !(await hasSiteAccess(deps, request, site.id))) {
    const uiLanguage = uiLanguageFor(language);
    return reply.send(passwordPage(uiLanguage, host.hostname, ERROR_TEXTS.wrongSitePassword[uiLanguage], gateDesign(document, language, options.stylesheets(document))));
  }
  if (!isOwner && isNewVisit(request, host.hostname)) deps.visits.count(site.id);

  const now = deps.now().getTime();
  const facts = deploymentFacts(deps);
  // The day mode's now and next are in the HTML: the page is rendered anew when they change, and kept briefly while they may.
  const dayKey = dayModeKey(events, now, facts.timeZone);
  const maxAge = Math.min(hasRunningCountdown(document, now) ? COUNTDOWN_PAGE_MAX_AGE_MS : Infinity, dayKey ? DAY_MODE_PAGE_MAX_AGE_MS : Infinity);
  const style = await firstPaintStyle(document);
  allowInlineStyle(reply, style.hash);
  // Whether the open RSVP offers asking to join changes with the guest list, not the site: part of the key.
  const askToJoin = document.siteModules.some((module) => module.siteModuleType === "Rsvp") && (await hasGuestList(deps.db, site.id));
  // The live notices are drawn with the page (nothing moves after the first paint): their entity tag is part of the key.
  const notices = (await noticeReaderOf(deps).answer(site.id, null)).page;
  // "Hitta din plats" shows from the day of a public event whose plan the couple opened to a search (decision 115).
  const seatSearch = now >= seatSearchFrom;
  const page = await cachedPage(site, `${language}|${reservationsKey}|${askToJoin}|${publicEventsKey}|${dayKey}|${notices.etag}|${seatSearch}`, now, maxAge, async () => {
    const schedule = pageSchedule(events, language, document.language, null);
    const homeScreenStart = language === frontPageLanguage(document, available) ? "/" : `/${language}`;
    const seatFinder = seatSearch ? { searchAction: `${homeScreenStart.replace(/\/$/, "")}/${SEAT_SEARCH_PATH}` } : null;
    const props = { ...facts, siteId: site.id, document: withSchedule(document, schedule), language, reservations: guestReservations(document, reservations), renderedAt: now, askToJoin, schedule, notices, seatFinder };
    return renderSitePage(props, { title: pageTitle(props, host.hostname), noindex: site.metaNoindex, assets: options.web?.guestAssets, style: style.css, homeScreenStart });
  });
  // Browsers may keep the page but ask each time (a save is seen at once); a protected
  // site's page is the guest's own, kept by no shared cache, and differs by cookie.
  reply.header("cache-control", site.passwordHash ? "private, no-cache" : "no-cache").header("vary", site.passwordHash ? "Accept-Encoding, Cookie" : "Accept-Encoding");
  return sendEncodedPage(request, reply, page);
}

/** How old a cached page with a running countdown may be: its numbers are off by at most this until the page hydrates. */
const COUNTDOWN_PAGE_MAX_AGE_MS = 30_000;

/** When each cached document's last countdown reaches zero: reading a date in the site's time zone is too slow to do per request. */
const countdownEnds = new WeakMap<GuestDocument, number>();

function hasRunningCountdown(document: GuestDocument, now: number): boolean {
  let end = countdownEnds.get(document);
  if (end === undefined) {
    const instants = document.siteModules.flatMap((module) => (module.siteModuleType === "Countdown" && module.countdownDate ? [zonedInstant(module.countdownDate) ?? -Infinity] : []));
    end = Math.max(-Infinity, ...instants);
    countdownEnds.set(document, end);
  }
  // Running while a whole second is left, as countdownParts counts.
  return end - now >= 1000;
}

/** The interface language of the site's pages of its own: its main language, or its first available one. */
function siteUiLanguage(document: GuestDocument, available: string[]): UiLanguage {
  return uiLanguageFor(frontPageLanguage(document, available));
}

/**
 * Crawlers and prefetches are not visits, and neither is a page opened from the site itself
 * (the language switch): the browser says so by its fetch metadata, or else by its referrer.
 */
function isNewVisit(request: FastifyRequest, hostname: string): boolean {
  if (BOT.test(request.headers["user-agent"] ?? "")) return false;
  if (request.headers["sec-purpose"]?.includes("prefetch")) return false;
  const site = request.headers["sec-fetch-site"];
  if (site) return site !== "same-origin";
  return referrerHost(request.headers.referer) !== hostname;
}

function referrerHost(referer: string | undefined): string | undefined {
  if (!referer || !URL.canParse(referer)) return undefined;
  return new URL(referer).hostname;
}

const passwordLogin = z.object({ host: z.string().trim().toLowerCase().min(1).max(253), password: z.string().min(1).max(200) });

/** The password gate's login: host and password in, an access cookie for that site out. */
export function sitePasswordRoutes(app: FastifyInstance, deps: Deps): void {
  const limited = rateLimitBy(deps, "site-password", [{ limit: deps.rateLimits.perIp, key: byIp }]);
  app.post("/api/sites/password-login/", { preHandler: limited }, async (request, reply) => {
    const input = parseInput(passwordLogin, request.body);
    const site = await findSiteByHost(deps.db, input.host);
    if (!site || !isPublished(site, deps.now())) throw new ApiError(404, "notFound", "No site at that address");
    if (!site.passwordHash || !(await verifyPassword(site.passwordHash, input.password, "guest"))) {
      throw new ApiError(401, "wrongSitePassword", "Wrong password");
    }
    await grantSiteAccess(deps, reply, site.id);
    return { siteId: site.id };
  });
}
