/** The countdown's arithmetic and unit words (spec 2, Countdown module). Pure: no clock, no DOM. */

import { formatDate } from "../../domain/dates";
import { wallToInstant } from "../../domain/zonedTime";

export const COUNTDOWN_TICK_MS = 1000;
/** The sites are Swedish and Danish; both share this zone. */
export const SITE_TIME_ZONE = "Europe/Stockholm";

/** Six months ahead at 15:00, the day as in Stockholm: the date a countdown starts with (spec 2, Countdown module). */
export function defaultCountdownDate(now: Date): string {
  const day = new Date(now);
  day.setMonth(day.getMonth() + 6);
  return `${formatDate(day)}T15:00`;
}

export const COUNTDOWN_UNITS = ["days", "hours", "minutes", "seconds"] as const;
export type CountdownUnit = (typeof COUNTDOWN_UNITS)[number];

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The target is reached, past, missing or unreadable: zeros are shown and ticking stops. */
  done: boolean;
}

const ZERO: CountdownParts = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The instant of a datetime-local value (YYYY-MM-DDTHH:mm) read in a time zone; null when unreadable. */
export function zonedInstant(local: string, timeZone = SITE_TIME_ZONE): number | null {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(wall)) return null;
  return wallToInstant(wall, timeZone);
}

/** Days, hours, minutes and seconds from now to the target; zeros when reached, past or missing. */
export function countdownParts(target: string | null | undefined, now: Date | number, timeZone = SITE_TIME_ZONE): CountdownParts {
  const instant = target ? zonedInstant(target, timeZone) : null;
  if (instant === null) return ZERO;
  const left = Math.floor((instant - Number(now)) / 1000);
  if (!(left > 0)) return ZERO;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: false,
  };
}

const INTL_UNIT: Record<CountdownUnit, "day" | "hour" | "minute" | "second"> = { days: "day", hours: "hour", minutes: "minute", seconds: "second" };

/** CLDR words we choose to replace: Swedish counts days as "dygn"; a countdown says "dagar". */
const OVERRIDES: Partial<Record<string, Partial<Record<CountdownUnit, { one: string; other: string }>>>> = {
  sv: { days: { one: "dag", other: "dagar" } },
};

const unitFormats = new Map<string, Intl.NumberFormat>();

function unitFormat(language: string, unit: CountdownUnit): Intl.NumberFormat {
  const key = `${language}|${unit}`;
  let format = unitFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(language, { style: "unit", unit: INTL_UNIT[unit], unitDisplay: "long" });
    } catch {
      format = new Intl.NumberFormat("en", { style: "unit", unit: INTL_UNIT[unit], unitDisplay: "long" });
    }
    unitFormats.set(key, format);
  }
  return format;
}

function wordOf(format: Intl.NumberFormat, value: number): { word: string; hasNumber: boolean } {
  const parts = format.formatToParts(value);
  const word = parts
    .filter((part) => part.type === "unit")
    .map((part) => part.value)
    .join(" ")
    .trim();
  return { word, hasNumber: parts.some((part) => part.type === "integer") };
}

/**
 * The word for a unit next to a number, in the site's language, from the browser's (or
 * Node's) CLDR data, so about every language works; singular for exactly 1 where the
 * language has one. Where a language folds the number into the word (Hebrew and Arabic
 * duals, "two minutes"), the plural word is used so the number is not said twice.
 */
export function countdownUnitWord(language: string, unit: CountdownUnit, value: number): string {
  const base = language.split("-")[0]!.toLowerCase();
  const override = OVERRIDES[base]?.[unit];
  if (override) return value === 1 ? override.one : override.other;
  const format = unitFormat(language, unit);
  const { word, hasNumber } = wordOf(format, value);
  if (hasNumber || value === 1 || !word) return word || wordOf(format, 10).word;
  return wordOf(format, 10).word;
}

/** Hours, minutes and seconds are shown with two digits, days as they are. */
export function countdownDigits(unit: CountdownUnit, value: number): string {
  return unit === "days" ? String(value) : String(value).padStart(2, "0");
}
