import { calendarPath } from "../../domain/guestList/calendarLinks";
import { marketTimeZone } from "../../domain/timeZones";
import type { SiteView } from "../../kit/guestPage/SiteContext";

/** The time zone the page writes times in: the one the server sent, else its market's. */
export const siteTimeZone = (site: Pick<SiteView, "timeZone" | "market">): string => site.timeZone ?? marketTimeZone(site.market);

/** A calendar file of the page's schedule (one event, or all), in the page's language when it is not the site's main one. */
export function calendarHref(site: Pick<SiteView, "schedule" | "language" | "document">, eventId?: string): string {
  const language = site.language === site.document.language ? null : site.language;
  return calendarPath({ token: site.schedule?.token ?? null, eventId: eventId ?? null, language });
}
