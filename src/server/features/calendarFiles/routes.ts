import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { calendarFile } from "../../../domain/calendar/calendarFile";
import { CALENDAR_SEGMENT } from "../../../domain/guestList/calendarLinks";
import { personalLinkUrl, PERSONAL_LINK_PREFIX } from "../../../domain/guestList/personalLink";
import { translate } from "../../../domain/languages";
import { siteOriginOf, siteUrl } from "../../../domain/links";
import { marketTimeZone } from "../../../domain/timeZones";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { isUuid } from "../../http/ids";
import { byIp, rateLimitBy } from "../../http/rateLimit";
import { listGuestEvents, type GuestEventRow } from "../guestList/eventRepository";
import { findHouseholdByToken } from "../guestList/repository";
import { opensSite, publishedSiteOf } from "../publicSite/publishedSite";
import { calendarEntry } from "./entries";

interface CalendarParams {
  language?: string;
  token?: string;
  /** `{eventId}.ics`; none: every event in one file. */
  file?: string;
}

const LINK = PERSONAL_LINK_PREFIX.replace(/\/$/, "");
const noSuchCalendar = () => new ApiError(404, "notFound", "No such calendar");

/**
 * The calendar files on a site's own address (decision 106; paths of `calendarPath`): the open
 * page's public events, or the events a household is invited to under its personal link; all in
 * one file or one event. Only a published site has them; a password-protected site's open files
 * need the access cookie (as its page does), while the personal link is its own key.
 */
export function calendarFileRoutes(app: FastifyInstance, deps: Deps): void {
  const limited = rateLimitBy(deps, "calendar-files", [{ limit: deps.rateLimits.perIp, key: byIp }]);
  const endings = [`/${CALENDAR_SEGMENT}.ics`, `/${CALENDAR_SEGMENT}/:file`];
  const bases = ["", `${LINK}/:token`];
  for (const language of ["", "/:language"]) {
    for (const base of bases) {
      for (const ending of endings) {
        app.get<{ Params: CalendarParams }>(`${language}${base}${ending}`, { preHandler: limited }, (request, reply) => serveCalendar(deps, request, reply));
      }
    }
  }
}

async function serveCalendar(deps: Deps, request: FastifyRequest<{ Params: CalendarParams }>, reply: FastifyReply) {
  const { language: askedLanguage, token, file } = request.params;
  const eventId = file === undefined ? null : file.endsWith(".ics") ? file.slice(0, -4) : "";
  if (eventId !== null && !isUuid(eventId)) throw noSuchCalendar();
  const published = await publishedSiteOf(deps, request);
  if (!published) throw noSuchCalendar();
  const { site, document, available, mainLanguage } = published;
  if (askedLanguage !== undefined && !available.includes(askedLanguage)) throw noSuchCalendar();
  const siteHost = site.host ?? published.hostname;
  const origin = siteOriginOf(deps.config.appUrl);

  let shown: (event: GuestEventRow) => boolean;
  let language: string;
  let url: string;
  if (token !== undefined) {
    const household = await findHouseholdByToken(deps.db, site.id, token);
    if (!household) throw noSuchCalendar();
    const invited = new Set(household.eventIds);
    shown = (event) => invited.has(event.id);
    language = askedLanguage ?? (available.includes(household.language) ? household.language : mainLanguage);
    url = personalLinkUrl(siteHost, token, origin);
  } else {
    if (!(await opensSite(deps, request, site))) throw new ApiError(401, "notLoggedIn", "This site is protected by a password");
    shown = (event) => event.isPublic;
    language = askedLanguage ?? mainLanguage;
    url = siteUrl(siteHost, origin, askedLanguage ? `/${askedLanguage}` : "/");
  }

  const events = (await listGuestEvents(deps.db, site.id)).filter((event): event is GuestEventRow & { startsAt: Date } => shown(event) && event.startsAt !== null);
  const chosen = eventId === null ? events : events.filter((event) => event.id === eventId);
  if (eventId !== null && chosen.length === 0) throw noSuchCalendar();

  const header = document.siteModules.find((module) => module.siteModuleType === "Header" && !module.hide);
  const siteName = translate(header && "title" in header ? header.title : null, language, mainLanguage) || siteHost;
  const name = eventId === null ? siteName : translate(chosen[0]!.name, language, mainLanguage);
  const body = calendarFile({
    name,
    timeZone: marketTimeZone(deps.config.brand.market),
    events: chosen.map((event) => calendarEntry(event, { language, mainLanguage, uidDomain: deps.config.brand.domain, url })),
  });
  return reply
    .type("text/calendar; charset=utf-8")
    .header("content-disposition", `attachment; filename="${eventId ?? CALENDAR_SEGMENT}.ics"`)
    .header("cache-control", token !== undefined || site.passwordHash ? "private, no-store" : "no-cache")
    .send(body);
}
