import { uiLanguageFor } from "../../../domain/languages";
import { marketTimeZone } from "../../../domain/timeZones";
import type { SiteRow } from "../../core";
import type { Deps } from "../../deps";
import { designSettings } from "../seatingPrints/printDesign";
import { archiveNames, clockText, dayOf, wallClock } from "./archiveNames";
import { listOwnerPhotoRows, type OwnerPhotoRow } from "./ownerRepository";
import { originalFileName, photoFolder } from "./photoFiles";
import { GUEST_PHOTO_TEXTS, type GuestPhotoTexts } from "./texts";
import type { ZipEntry } from "./zipStream";

/** Excel reads a CSV as UTF-8 only after this mark; without it å, ä and ö come out garbled. */
const BYTE_ORDER_MARK = "\uFEFF";

/** A cell quoted for Excel's semicolon CSV; a leading =, +, - or @ is written as text, never run as a formula. */
const cell = (text: string) => `"${(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;

function photoList(rows: OwnerPhotoRow[], names: string[], texts: GuestPhotoTexts, timeZone: string): Buffer {
  const lines = [texts.columns.map(cell).join(";")];
  rows.forEach((row, index) => {
    const clock = wallClock(row.createdAt, timeZone);
    lines.push([names[index]!, row.guestName ?? "", row.householdName ?? "", row.caption ?? "", texts.states[row.state], `${dayOf(clock)} ${clockText(clock, ":")}`].map(cell).join(";"));
  });
  return Buffer.from(BYTE_ORDER_MARK + lines.join("\r\n") + "\r\n", "utf8");
}

/**
 * What the couple's ZIP holds (decision 117): every photo's stored original (a JPEG without
 * metadata, or the video), oldest first, named by its time on the market's clock and by the
 * guest, the household or "Gäst", then `bilder.csv` listing them. Only the rows are read here;
 * each file is opened as the archive reaches it.
 */
export async function photoArchive(deps: Pick<Deps, "db" | "storage" | "config" | "now">, site: SiteRow): Promise<ZipEntry[]> {
  const texts = GUEST_PHOTO_TEXTS[uiLanguageFor(designSettings(site.document).language)];
  const timeZone = marketTimeZone(deps.config.brand.market);
  const rows = (await listOwnerPhotoRows(deps.db, site.id)).reverse();
  const names = archiveNames(
    rows.map((row) => ({ createdAt: row.createdAt, who: row.guestName ?? row.householdName ?? "", extension: row.kind === "video" ? "mp4" : "jpg" })),
    timeZone,
    texts.guest,
  );
  const entries: ZipEntry[] = rows.map((row, index) => ({
    name: names[index]!,
    time: wallClock(row.createdAt, timeZone),
    open: async () => (await deps.storage.stream(`${photoFolder(site.id)}/${originalFileName(row.fileId, row.kind)}`))?.body ?? null,
  }));
  const list = photoList(rows, names, texts, timeZone);
  entries.push({ name: "bilder.csv", time: wallClock(deps.now(), timeZone), open: async () => list });
  return entries;
}
