import type { FastifyReply, FastifyRequest } from "fastify";
import { PERSONAL_LINK_PREFIX } from "../../../domain/guestList/personalLink";
import { uiLanguageFor } from "../../../domain/languages";
import type { GiftReservation } from "../../../modules/giftRegistry/schema";
import type { GuestDocument } from "../../../modules/guestDocument";
import { HOUSEHOLD_RSVP_TEXTS } from "../../../modules/rsvp/household/texts";
import { rsvpModule } from "../../../modules/rsvp/schema";
import type { Deps } from "../../deps";
import { allowInlineStyle } from "../../http/securityHeaders";
import { findHouseholdByToken } from "../guestList/repository";
import { invitedEvents, markLinkOpened } from "../householdReplies/repository";
import { presentGuestEvent } from "../guestList/presenter";
import { pageSchedule, withSchedule } from "./schedule";
import { householdPage } from "../householdReplies/service";
import type { SiteSummary } from "../../core";
import { firstPaintStyle } from "./firstPaint";
import { linkNotFoundPage } from "./page";
import { pageTitle, renderSitePage } from "./renderSitePage";
import type { GuestAssets } from "../../web/guestAssets";
import { fill } from "../../../domain/fill";
import { guestReservations } from "../../../modules/giftRegistry/guestReservations";
import { deploymentFacts } from "./pageFacts";
import { noticeReaderOf } from "../notices/guestNotices";
import { seatsOfHousehold } from "../seatFinder/service";

const LINK_SEGMENT = PERSONAL_LINK_PREFIX.replace(/\//g, "");

/** The token and the asked language of a personal link's path: `/inbjudan/{token}` or `/{language}/inbjudan/{token}`; null for any other path. */
export function parsePersonalLinkPath(path: string, available: string[]): { token: string; language: string | null } | null {
  const segments = path.split("?")[0]!.split("/").filter(Boolean);
  if (segments.length === 2 && segments[0] === LINK_SEGMENT) return { token: segments[1]!, language: null };
  if (segments.length === 3 && segments[1] === LINK_SEGMENT && available.includes(segments[0]!)) return { token: segments[2]!, language: segments[0]! };
  return null;
}

/** The page with the household's RSVP in place of the open one, or added last when the page has none. */
function withHouseholdRsvp(document: GuestDocument): GuestDocument {
  if (document.siteModules.some((module) => module.siteModuleType === "Rsvp")) return document;
  const added = rsvpModule.parse({ id: "household-rsvp", siteModuleType: "Rsvp" });
  return { ...document, siteModules: [...document.siteModules, added] } as GuestDocument;
}

export interface PersonalPageRequest {
  site: SiteSummary;
  document: GuestDocument;
  available: string[];
  reservations: GiftReservation[];
  token: string;
  /** The language the path asks for; none: the household's own, when the site offers it. */
  language: string | null;
  /** The owner looking at a link is not the household opening it. */
  counts: boolean;
  hostname: string;
  assets?: GuestAssets;
}

/**
 * A household's personal page (issue 15): the site as any guest sees it, greeted by the
 * household's name, with its RSVP and the schedule of the events it is invited to. Rendered for each request and kept by no cache (it is the
 * household's own), while the shared page's caches never see it. A password-protected site
 * lets the link in: the token is the household's key, and it opens only this page.
 */
export async function servePersonalPage(deps: Deps, request: FastifyRequest, reply: FastifyReply, page: PersonalPageRequest) {
  const { site, document } = page;
  const fallback = page.available.includes(document.language) ? document.language : page.available[0]!;
  const household = await findHouseholdByToken(deps.db, site.id, page.token);
  if (!household) return reply.status(404).send(linkNotFoundPage(uiLanguageFor(page.language ?? fallback), deps.config.brand.brand));
  const language = page.language ?? (page.available.includes(household.language) ? household.language : fallback);
  if (page.counts && !household.linkFirstOpenedAt) await markLinkOpened(deps.db, household.id, deps.now());

  // The invited events are read once: the RSVP, the schedule and the notices all follow them.
  const events = await invitedEvents(deps.db, site.id, household);
  const facts = deploymentFacts(deps);
  const [data, style, { page: notices }, seats] = await Promise.all([
    householdPage(deps, site.id, household, events, language, page.token),
    firstPaintStyle(document),
    noticeReaderOf(deps).answer(site.id, events.map((event) => event.id)),
    seatsOfHousehold(deps, site.id, household.id, events, { language, main: document.language, timeZone: facts.timeZone, now: deps.now().getTime() }),
  ]);
  const schedule = pageSchedule(events.map(presentGuestEvent), language, document.language, page.token);
  allowInlineStyle(reply, style.hash);
  const texts = HOUSEHOLD_RSVP_TEXTS[deps.config.brand.brand][uiLanguageFor(language)];
  const greeting = { text: fill(texts.greeting, { name: household.name }), answer: texts.answer };
  const seatFinder = seats.length > 0 ? { seats } : null;
  const props = { ...facts, siteId: site.id, document: withSchedule(withHouseholdRsvp(document), schedule), language, reservations: guestReservations(document, page.reservations), renderedAt: deps.now().getTime(), greeting, schedule, notices, seatFinder };
  const html = renderSitePage(props, { title: pageTitle(props, page.hostname), noindex: true, assets: page.assets, style: style.css, household: data, homeScreenStart: request.url.split("?")[0]! });
  // The token is in the address: the security headers send no referrer from this page.
  reply.header("cache-control", "private, no-store");
  return reply.send(html);
}
