import { formatLocale, translate } from "../../../domain/languages";
import type { GuestDocument } from "../../../modules/guestDocument";

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The couple's names: the title of the header guests see (the password page shows them too). */
export function siteNames(document: Pick<GuestDocument, "siteModules" | "language">, language: string): string {
  const header = document.siteModules.find((module) => module.siteModuleType === "Header" && !module.hide);
  return translate(header?.title, language, document.language);
}

/**
 * What the footer repeats of the page: the header's title (the couple's names) and the day of
 * the countdown, both only from modules guests see. The day is read as a calendar date, so
 * no time zone can move it.
 */
export function footerFacts(document: Pick<GuestDocument, "siteModules" | "language">, language: string): { names: string; day: { iso: string; text: string } | null } {
  const countdown = document.siteModules.find((module) => module.siteModuleType === "Countdown" && !module.hide);
  const match = countdown?.siteModuleType === "Countdown" ? DAY.exec(countdown.countdownDate ?? "") : null;
  let day = null;
  if (match) {
    const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
    const instant = Date.UTC(year, month - 1, date);
    if (!Number.isNaN(instant)) day = { iso: match[0], text: new Intl.DateTimeFormat(formatLocale(language), { dateStyle: "long", timeZone: "UTC" }).format(instant) };
  }
  return { names: siteNames(document, language), day };
}
