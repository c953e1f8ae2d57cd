import { uiLanguageFor, type UiLanguage } from "../../../domain/languages";
import { setSheetBoxes } from "../printing/printBoxes";
import type { PrintRenderer } from "../printing/renderer";
import { catererList } from "./catererList";
import { catererPdf } from "./catererPdf";
import { catererWorkbook } from "./catererWorkbook";
import { placeCardsHtml, PLACE_CARDS_PER_SHEET } from "./placeCardsHtml";
import { placedByName, placedByTable } from "./placedGuests";
import { POSTER_SIZES, posterHtml, type PosterSize } from "./posterHtml";
import type { PrintSource } from "./printSource";
import { A4 } from "./sheetPage";
import { SEATING_PRINT_TEXTS } from "./texts";

/** A made file: its bytes, its type and the words its name is made of. */
export interface SeatingFile {
  body: Uint8Array;
  type: string;
  extension: "pdf" | "xlsx";
  words: string[];
}

const PDF = "application/pdf";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The place cards, in the site's language and design, drawn by the print renderer. */
export async function placeCardsFile(renderer: PrintRenderer, source: PrintSource): Promise<SeatingFile> {
  const texts = SEATING_PRINT_TEXTS[uiLanguageFor(source.language)];
  const guests = placedByTable(source.plan);
  const html = placeCardsHtml(guests, { language: source.language, title: `${texts.cardsFile} – ${source.eventName}`, texts, design: source.design });
  const { pdf } = await renderer.renderSheets({ name: "place cards", html });
  const body = await setSheetBoxes(pdf, { ...A4, bleedMm: 0 }, Math.ceil(guests.length / PLACE_CARDS_PER_SHEET));
  return { body, type: PDF, extension: "pdf", words: [texts.cardsFile, source.eventName] };
}

/** The table plan poster for the door, A3 or A2. */
export async function posterFile(renderer: PrintRenderer, source: PrintSource, size: PosterSize): Promise<SeatingFile> {
  const texts = SEATING_PRINT_TEXTS[uiLanguageFor(source.language)];
  const html = posterHtml(placedByName(source.plan, source.language), source.plan.tables, { size, language: source.language, title: source.title, eventName: source.eventName, texts, design: source.design });
  const { pdf, dataset } = await renderer.renderSheets({ name: "table plan", html });
  const body = await setSheetBoxes(pdf, { ...POSTER_SIZES[size], bleedMm: 0 }, dataset.listOverflow === "true" ? null : 1);
  return { body, type: PDF, extension: "pdf", words: [texts.posterFile, source.eventName, size.toUpperCase()] };
}

/** The caterer's list in the owner's language, as a workbook or as A4 pages. */
export async function catererFile(source: PrintSource, format: "xlsx" | "pdf", language: UiLanguage): Promise<SeatingFile> {
  const texts = SEATING_PRINT_TEXTS[language];
  const list = catererList(source.plan);
  const body = format === "xlsx" ? await catererWorkbook(list, source.eventName, language) : await catererPdf(list, source.eventName, language);
  return { body, type: format === "xlsx" ? XLSX : PDF, extension: format, words: [texts.catererFile, source.eventName] };
}
