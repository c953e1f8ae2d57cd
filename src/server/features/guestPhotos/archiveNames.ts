import { ARCHIVE_NAME_MAX } from "./bounds";
import type { ZipEntry } from "./zipStream";

export type WallClock = ZipEntry["time"];

/** The date and time a clock in the time zone showed at `date`. */
export function wallClock(date: Date, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)!.value);
  return { year: part("year"), month: part("month"), day: part("day"), hour: part("hour"), minute: part("minute"), second: part("second") };
}

const two = (value: number) => String(value).padStart(2, "0");
export const dayOf = (clock: WallClock) => `${clock.year}-${two(clock.month)}-${two(clock.day)}`;
export const clockText = (clock: WallClock, separator: "." | ":") => `${two(clock.hour)}${separator}${two(clock.minute)}`;

/**
 * A guest's words made safe in a file name on Windows, macOS and Linux: no control characters,
 * none of < > : " / \ | ? *, no dot or space at the end, one space between words, not too long.
 */
export function safeNamePart(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\p{C}<>:"/\\|?*]+/gu, " ")
    .replace(/\s+/g, " ")
    .slice(0, ARCHIVE_NAME_MAX)
    .replace(/[. ]+$/, "")
    .trim();
}

/**
 * Each photo's name in the ZIP, in the order given (oldest first): `{YYYY-MM-DD HH.MM} {who} {n}`
 * with the extension, `n` counting each name's photos from 1, so two names never meet, even on a
 * system that does not tell capitals apart.
 */
export function archiveNames(photos: { createdAt: Date; who: string; extension: string }[], timeZone: string, fallback: string): string[] {
  const counts = new Map<string, number>();
  return photos.map((photo) => {
    const who = safeNamePart(photo.who) || fallback;
    const key = who.toLocaleLowerCase("sv");
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    const clock = wallClock(photo.createdAt, timeZone);
    return `${dayOf(clock)} ${clockText(clock, ".")} ${who} ${n}.${photo.extension}`;
  });
}
