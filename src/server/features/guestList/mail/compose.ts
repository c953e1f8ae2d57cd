import { personalLinkUrl } from "../../../../domain/guestList/personalLink";
import { stopRemindersUrl, type GuestMailText, type HouseholdMailKind } from "../../../../domain/guestList/mail";
import { mailTextFor } from "../../../../domain/guestList/mailTexts";
import { formatLocale, translate } from "../../../../domain/languages";
import type { SiteOrigin } from "../../../../domain/links";
import { siteNames } from "../../../../web/site/footer/footerFacts";
import { eq } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { accounts } from "../../../db/schema";
import type { QueuedMail, SiteRow } from "../../../core";
import type { GuestDocument } from "../../../../modules/guestDocument";
import { guestDocument } from "../../publicSite/renderCache";
import { listGuestEvents } from "../eventRepository";
import { readSettings } from "./settingsRepository";
import { guestMail, mailTheme, type MailTheme } from "./template";
import { SITE_TIME_ZONE } from "../../../../modules/countdown/countdown";

/** The household a mail greets: a real one, or the sample of a test send and the preview. */
export interface MailHousehold {
  name: string;
  mail: string;
  language: string;
  linkToken: string;
  /** The events it is invited to; all of the site's for the sample. */
  eventIds: string[] | "all";
}

/** A date (and time) in the markets' common time zone, as for the other dates the product mails. */
const formatDate = (date: Date, language: string, withTime: boolean) =>
  new Intl.DateTimeFormat(formatLocale(language), { timeZone: SITE_TIME_ZONE, dateStyle: "long", ...(withTime ? { timeStyle: "short" } : {}) }).format(date);

export type MailComposer = (household: MailHousehold, text?: GuestMailText) => QueuedMail;

/**
 * Reads once what every mail of a send shares (the site's design and names, its events, the
 * deadline and the owner's texts) and answers a function that writes one household's mail.
 * `text` replaces the stored text (the preview of what the owner is writing, an update's text).
 */
export async function mailComposer(db: Executor, site: SiteRow, kind: Exclude<HouseholdMailKind, "eveningBefore">, host: string, origin: SiteOrigin): Promise<MailComposer> {
  const [{ document, theme, replyTo }, events, settings] = await Promise.all([readMailFrame(db, site), listGuestEvents(db, site.id), readSettings(db, site.id)]);
  return (household, text) => {
    const language = household.language;
    // An update has no stored text: it is always given (`text`).
    const stored = kind === "update" ? { subject: "", body: "" } : mailTextFor(settings.mailTexts, kind, language);
    // A text being written in the dialog stands in for the stored one; a blank field keeps the stored.
    const chosen = { subject: text?.subject || stored.subject, body: text?.body || stored.body };
    const invited = household.eventIds === "all" ? events : events.filter((event) => (household.eventIds as string[]).includes(event.id));
    const link = personalLinkUrl(host, household.linkToken, origin);
    const mailEvents = invited.map((event) => ({ name: translate(event.name, language), when: event.startsAt ? formatDate(event.startsAt, language, true) : null, place: translate(event.place, language) || null }));
    // Without events the save-the-date still names the day and the place: the Header's line under the names, where they usually stand.
    const dayAndPlace = mailEvents.length === 0 && kind === "saveTheDate" ? headerLine(document, language) : "";
    return guestMail({
      kind,
      to: household.mail,
      language,
      householdName: household.name,
      names: siteNames(document, language),
      subject: chosen.subject,
      body: chosen.body,
      events: dayAndPlace ? [{ name: dayAndPlace, when: null, place: null }] : mailEvents,
      link,
      deadline: settings.rsvpDeadline ? formatDate(settings.rsvpDeadline, language, false) : null,
      stopUrl: stopRemindersUrl(link),
      replyTo,
      theme,
    });
  };
}

/** What every guest-list mail of a site shares: the page as guests see it, its look, and the owner's address that replies reach. */
export async function readMailFrame(db: Executor, site: SiteRow): Promise<{ document: GuestDocument; theme: MailTheme; replyTo: string }> {
  const [document, [owner]] = await Promise.all([guestDocument(site, async () => site.document), db.select({ mail: accounts.mail }).from(accounts).where(eq(accounts.id, site.accountId))]);
  return { document, theme: mailTheme(document), replyTo: owner!.mail };
}

/** The second line of the first Header guests see (as on the printed card, decision 035). */
function headerLine(document: GuestDocument, language: string): string {
  const header = document.siteModules.find((module) => module.siteModuleType === "Header" && !module.hide);
  return header?.siteModuleType === "Header" ? translate(header.secondLine, language) : "";
}
