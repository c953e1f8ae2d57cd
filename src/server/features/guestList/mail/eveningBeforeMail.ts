import { dayIn, EVENING_BEFORE_TEXTS } from "../../../../domain/guestList/eveningBefore";
import { eventWhen } from "../../../../domain/guestList/eventWhen";
import { stopRemindersUrl } from "../../../../domain/guestList/mail";
import { personalLinkUrl } from "../../../../domain/guestList/personalLink";
import { fill } from "../../../../domain/fill";
import { translate, uiLanguageFor } from "../../../../domain/languages";
import type { SiteOrigin } from "../../../../domain/links";
import { mapSearchUrl } from "../../../../modules/location/mapUrls";
import { siteNames } from "../../../../web/site/footer/footerFacts";
import type { Executor } from "../../../db/client";
import type { QueuedMail, SiteRow } from "../../../core";
import type { GuestEventRow } from "../eventRepository";
import type { MailHousehold } from "./compose";
import { readMailFrame } from "./compose";
import { guestMail, type MailDetail } from "./template";

export interface EveningBeforeOptions {
  /** When the mail goes: "tomorrow" the day before, "today" on the event's day. */
  now: Date;
  /** Notices to guests, in the household's language, that the mail carries. */
  notices?: string[];
}

export type EveningBeforeComposer = (household: Omit<MailHousehold, "eventIds">, options: EveningBeforeOptions) => QueuedMail;

/**
 * Reads once what every household's mail about this event shares and answers a function that
 * writes one household's: the event's name, its day and time as the household's language
 * writes them in the site's time zone, the place, the address with a link that opens it in a
 * map, the dress code and the travel note, and the household's personal link (decision 109).
 */
export async function eveningBeforeComposer(
  db: Executor,
  site: SiteRow,
  event: GuestEventRow & { startsAt: Date },
  host: string,
  origin: SiteOrigin,
  timeZone: string,
): Promise<EveningBeforeComposer> {
  const { document, theme, replyTo } = await readMailFrame(db, site);
  return (household, { now, notices = [] }) => {
    const { language } = household;
    const texts = EVENING_BEFORE_TEXTS[uiLanguageFor(language)];
    const name = translate(event.name, language);
    const today = dayIn(now, timeZone) === dayIn(event.startsAt, timeZone);
    const address = event.map?.location.trim();
    // Written as the page's schedule writes it: one text for the event's time wherever a guest reads it.
    const when = eventWhen({ startsAt: event.startsAt.toISOString(), endsAt: event.endsAt?.toISOString() ?? null }, language, timeZone)!;
    const details: MailDetail[] = [
      { label: texts.when, value: `${when.day} ${when.time}` },
      { label: texts.place, value: translate(event.place, language) },
      ...(address ? [{ label: texts.address, value: address }, { label: texts.map, value: texts.openMap, href: mapSearchUrl(address) }] : []),
      { label: texts.dressCode, value: translate(event.dressCode, language) },
      { label: texts.travelNote, value: translate(event.travelNote, language) },
    ].filter((detail) => detail.value !== "");
    const link = personalLinkUrl(host, household.linkToken, origin);
    return guestMail({
      kind: "eveningBefore",
      to: household.mail,
      language,
      householdName: household.name,
      names: siteNames(document, language),
      subject: fill(today ? texts.subjectToday : texts.subjectTomorrow, { event: name }),
      body: fill(today ? texts.bodyToday : texts.bodyTomorrow, { event: name }),
      events: [],
      details,
      notices: { heading: texts.notices, texts: notices },
      link,
      deadline: null,
      stopUrl: stopRemindersUrl(link),
      replyTo,
      theme,
    });
  };
}
