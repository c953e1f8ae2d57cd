import { eq } from "drizzle-orm";
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { PDFDict, PDFDocument, PDFName, PDFStream } from "pdf-lib";
import { DEFAULT_SEATING_RULES, type TableShape } from "../../src/domain/seating/types";
import { CHROMIUM_DEFAULT_PATH } from "../../src/server/chromium";
import type { Db } from "../../src/server/db/client";
import { seatingGuests, seatingPlans, seatingTables, sites } from "../../src/server/db/schema";
import { chromiumPrintRenderer } from "../../src/server/features/printing/renderer";
import type { SeededHousehold } from "./seating";

const run = promisify(execFile);

/** The real print renderer for API tests of the seating prints: their pages are the server's own HTML, so no app needs to listen. */
export const seatingPrintRenderer = () => chromiumPrintRenderer({ executablePath: CHROMIUM_DEFAULT_PATH, baseUrl: "http://127.0.0.1:9", readyTimeoutMs: 60_000 });

export interface SeededTable {
  name: string;
  shape?: TableShape;
  seats: number;
  x?: number;
  y?: number;
  rotation?: number;
}

/**
 * A stored plan with tables, the households' guests seated in order: each table filled seat by
 * seat before the next; guests past the last seat stay unplaced. Returns the table ids.
 */
export async function seatGuests(db: Db, siteId: string, eventId: string, tables: SeededTable[], households: SeededHousehold[]): Promise<string[]> {
  const [plan] = await db.insert(seatingPlans).values({ siteId, eventId, revision: 1, rules: DEFAULT_SEATING_RULES }).returning();
  const rows = await db
    .insert(seatingTables)
    .values(tables.map((table, position) => ({ planId: plan!.id, name: table.name, shape: table.shape ?? "round", seats: table.seats, x: table.x ?? 200 + (position % 5) * 380, y: table.y ?? 200 + Math.floor(position / 5) * 380, rotation: table.rotation ?? 0, position })))
    .returning({ id: seatingTables.id });
  const seats = tables.flatMap((table, index) => Array.from({ length: table.seats }, (_, seat) => ({ tableId: rows[index]!.id, seat })));
  const guests = households.flatMap((household) => household.guests);
  const placed = guests.slice(0, seats.length).map((guest, index) => ({ planId: plan!.id, guestId: guest.id, ...seats[index]! }));
  if (placed.length) await db.insert(seatingGuests).values(placed);
  return rows.map((row) => row.id);
}

/** The site dressed as a couple would: a script heading font, Lato for text, rose corners, their names in the Header, in one language. */
export async function dressSite(db: Db, siteId: string, names: string, language = "sv"): Promise<void> {
  const [site] = await db.select({ document: sites.document }).from(sites).where(eq(sites.id, siteId));
  type Document = { fonts: object; siteGraphic: string | null; language: string; availableLanguages: object[]; siteModules: { siteModuleType: string; title?: Record<string, string> }[] };
  const document = site!.document as Document;
  document.fonts = { heading: "Great Vibes", text: "Lato" };
  document.siteGraphic = "CORNER_GRAPHICS_ROSE";
  document.language = language;
  document.availableLanguages = [{ languageCode: language }];
  const header = document.siteModules.find((module) => module.siteModuleType === "Header");
  if (header) header.title = { [language]: names };
  await db.update(sites).set({ document }).where(eq(sites.id, siteId));
}

const dicts = (document: PDFDocument) => document.context.enumerateIndirectObjects().map(([, object]) => (object instanceof PDFStream ? object.dict : object));
/** The PDF's font descriptors: each says whether its font file is embedded. */
export const fontDescriptors = (document: PDFDocument) =>
  dicts(document).filter((object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of("Type")) === PDFName.of("FontDescriptor"));
export const isEmbedded = (font: PDFDict) => ["FontFile", "FontFile2", "FontFile3"].some((key) => font.has(PDFName.of(key)));

/** The PDF's text as poppler reads it, in reading order. */
export async function pdfText(body: Uint8Array): Promise<string> {
  const folder = await fs.mkdtemp(path.join((await import("node:os")).tmpdir(), "seating-pdf-"));
  try {
    const file = path.join(folder, "file.pdf");
    await fs.writeFile(file, body);
    return (await run("pdftotext", ["-raw", file, "-"], { maxBuffer: 20_000_000 })).stdout;
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/** Draws each page to test-results/screenshots/<name>-N.png for a person to look at (nothing with SCREENSHOTS=off). */
export async function drawPages(body: Uint8Array, name: string, dpi = 60): Promise<void> {
  if (process.env.SCREENSHOTS === "off") return;
  const folder = path.resolve("test-results/screenshots");
  await fs.mkdir(folder, { recursive: true });
  const file = path.join(folder, `${name}.pdf`);
  await fs.writeFile(file, body);
  await run("pdftoppm", ["-r", String(dpi), "-png", file, path.join(folder, name)]);
  await fs.rm(file);
}
