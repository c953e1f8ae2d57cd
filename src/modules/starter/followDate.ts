import type { SiteDocument } from "../siteDocument";
import { longDate, readDateTime, type LocalDateTime } from "./format";
import { textsFor } from "./languages";
import { WEDDING_TEXTS } from "./wedding/texts";

/** A text with the day (and time) it names moved from one date to another, in its language's own words. */
function moved(text: string, language: string, before: LocalDateTime, after: LocalDateTime): string {
  const { texts } = textsFor(WEDDING_TEXTS, language);
  const day = longDate(texts.locale, before);
  if (!text.includes(day)) return text;
  const clock = texts.clock(before.hour, before.minute);
  return text.replaceAll(day, longDate(texts.locale, after)).replaceAll(clock, texts.clock(after.hour, after.minute));
}

function movedAll(value: Record<string, string>, before: LocalDateTime, after: LocalDateTime): Record<string, string> {
  return Object.fromEntries(Object.entries(value).map(([language, text]) => [language, moved(text, language, before, after)]));
}

/**
 * The starter page names its day in three places: the countdown's date, the header's line and
 * the ceremony's subheading. When the countdown's date changes, the texts that still name the
 * old day (as the page wrote it) follow; texts the couple wrote without it stay as they are.
 */
export function followCountdownDate(document: SiteDocument, before: string | null, after: string | null): SiteDocument {
  const from = before ? readDateTime(before) : null;
  const to = after ? readDateTime(after) : null;
  if (!from || !to || before === after) return document;
  return {
    ...document,
    siteModules: document.siteModules.map((module) => {
      if (module.siteModuleType === "Header") return { ...module, secondLine: movedAll(module.secondLine, from, to) };
      if (module.siteModuleType === "Location") return { ...module, secondTitle: movedAll(module.secondTitle, from, to) };
      return module;
    }),
  };
}

/** A day that has passed (a datetime-local value before `now`): the wizard asks whether it is right. */
export function isPastDate(value: string, now: Date): boolean {
  const date = readDateTime(value);
  return date !== null && Date.UTC(date.year, date.month - 1, date.day, 23, 59) < now.getTime();
}
