import { escapeHtml } from "../../../domain/html";
import type { PlacedGuest } from "./placedGuests";
import type { PrintDesign } from "./printDesign";
import { A4, graphicLayer, sheetPage } from "./sheetPage";
import { tableLabel } from "./tableLabel";
import type { SeatingPrintTexts } from "./texts";

/**
 * Tent cards on A4 (decision 114): 2 × 3 cards a sheet, each 90 × 90 mm flat and folded across
 * its middle into a 90 × 45 mm tent, so both sides show the name (the top half upside down).
 * The cards touch, so one cut serves two; cut marks stand in the margins on every cut line and
 * fold marks beside every fold, so nothing drawn on the cards shows where they are trimmed.
 */
export const PLACE_CARD_SHEET = { columns: 2, rows: 3, cardWidthMm: 90, cardHeightMm: 90 } as const;
export const PLACE_CARDS_PER_SHEET = PLACE_CARD_SHEET.columns * PLACE_CARD_SHEET.rows;
const LEFT_MM = (A4.widthMm - PLACE_CARD_SHEET.columns * PLACE_CARD_SHEET.cardWidthMm) / 2;
const TOP_MM = (A4.heightMm - PLACE_CARD_SHEET.rows * PLACE_CARD_SHEET.cardHeightMm) / 2;
const FACE_HEIGHT_MM = PLACE_CARD_SHEET.cardHeightMm / 2;
/** A mark starts this far outside the cards and is this long. */
const MARK_GAP_MM = 2;
const MARK_LENGTH_MM = 6;
/** The name's largest size; a longer name shrinks to NAME_MIN_PT on one line, then wraps and shrinks on to NAME_WRAPPED_MIN_PT. */
export const NAME_MAX_PT = 26;
export const NAME_MIN_PT = 14;
export const NAME_WRAPPED_MIN_PT = 6;

/* The name's padding keeps the rings and dots over capitals (Å, Ä, Ö) of a script font inside the box that clips it. */
const CSS = `
html { font-size: 7px; }
.print-graphic .site-graphic--corner::before { top: 0; }
.print-graphic .site-graphic--corner::after { top: auto; bottom: 0; }
.card { position: absolute; width: ${PLACE_CARD_SHEET.cardWidthMm}mm; height: ${PLACE_CARD_SHEET.cardHeightMm}mm; background: var(--color-background); }
.face { position: absolute; left: 0; width: 100%; height: ${FACE_HEIGHT_MM}mm; overflow: hidden; }
.face--back { top: 0; transform: rotate(180deg); }
.face--front { top: ${FACE_HEIGHT_MM}mm; }
.face__text { position: absolute; inset: 4mm 14mm 3mm; z-index: 1; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 1.5mm; text-align: center; }
.name-box { width: 100%; max-height: 29mm; display: flex; align-items: center; justify-content: center; overflow: hidden; }
.name { width: 100%; box-sizing: border-box; padding: 0.35em 0 0.2em; font-family: var(--font-heading); color: var(--color-primary-text); font-size: ${NAME_MAX_PT}pt; line-height: 1.15; white-space: nowrap; overflow: hidden; overflow-wrap: anywhere; }
.name.wrapped { white-space: normal; }
.table { font-size: 10pt; letter-spacing: 0.06em; text-transform: uppercase; color: var(--color-on-background); opacity: 0.85; max-width: 100%; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.fold { position: absolute; left: 0; right: 0; top: ${FACE_HEIGHT_MM}mm; border-top: 0.2mm dashed var(--color-line); z-index: 2; }
.mark { position: absolute; background: #000; }
.mark--h { height: 0.15mm; width: ${MARK_LENGTH_MM}mm; }
.mark--v { width: 0.15mm; height: ${MARK_LENGTH_MM}mm; }
.mark--fold { background: #888; }
`;

/** Shrinks each name to fit its line, then lets it wrap and shrinks it to fit its box; notes the smallest size used and how many names still do not fit. */
const SCRIPT = `
  let smallest = ${NAME_MAX_PT};
  let overflowing = 0;
  for (const name of document.querySelectorAll(".name")) {
    const box = name.parentElement;
    let size = ${NAME_MAX_PT};
    const set = () => { name.style.fontSize = size + "pt"; };
    while (name.scrollWidth > name.clientWidth && size > ${NAME_MIN_PT}) { size -= 0.5; set(); }
    if (name.scrollWidth > name.clientWidth) {
      name.classList.add("wrapped");
      while (name.scrollHeight > box.clientHeight && size > ${NAME_WRAPPED_MIN_PT}) { size -= 0.5; set(); }
    }
    smallest = Math.min(smallest, size);
    if (name.scrollWidth > name.clientWidth || name.scrollHeight > box.clientHeight) overflowing++;
  }
  document.documentElement.dataset.smallestNamePt = String(smallest);
  document.documentElement.dataset.namesCut = String(overflowing);
  document.documentElement.dataset.printPages = String(document.querySelectorAll(".sheet").length);
`;

function face(side: "front" | "back", placed: PlacedGuest, texts: SeatingPrintTexts, design: PrintDesign): string {
  return `<div class="face face--${side}">${graphicLayer(design, PLACE_CARD_SHEET.cardWidthMm, FACE_HEIGHT_MM)}<div class="face__text"><div class="name-box"><div class="name">${escapeHtml(placed.guest.name)}</div></div><div class="table">${escapeHtml(tableLabel(placed.table.name, texts))}</div></div></div>`;
}

function marks(): string {
  const out: string[] = [];
  const right = LEFT_MM + PLACE_CARD_SHEET.columns * PLACE_CARD_SHEET.cardWidthMm;
  const bottom = TOP_MM + PLACE_CARD_SHEET.rows * PLACE_CARD_SHEET.cardHeightMm;
  for (let column = 0; column <= PLACE_CARD_SHEET.columns; column++) {
    const x = LEFT_MM + column * PLACE_CARD_SHEET.cardWidthMm;
    out.push(`<div class="mark mark--v" style="left:${x}mm;top:${TOP_MM - MARK_GAP_MM - MARK_LENGTH_MM}mm"></div>`, `<div class="mark mark--v" style="left:${x}mm;top:${bottom + MARK_GAP_MM}mm"></div>`);
  }
  for (let row = 0; row <= 2 * PLACE_CARD_SHEET.rows; row++) {
    const y = TOP_MM + row * FACE_HEIGHT_MM;
    const fold = row % 2 === 1 ? " mark--fold" : "";
    out.push(`<div class="mark mark--h${fold}" style="top:${y}mm;left:${LEFT_MM - MARK_GAP_MM - MARK_LENGTH_MM}mm"></div>`, `<div class="mark mark--h${fold}" style="top:${y}mm;left:${right + MARK_GAP_MM}mm"></div>`);
  }
  return out.join("");
}

/** The place cards' print page: one card per placed guest, children's alike, in the order given (by table, then seat). */
export function placeCardsHtml(guests: PlacedGuest[], options: { language: string; title: string; texts: SeatingPrintTexts; design: PrintDesign }): string {
  const sheets: string[] = [];
  for (let start = 0; start < guests.length; start += PLACE_CARDS_PER_SHEET) {
    const cards = guests.slice(start, start + PLACE_CARDS_PER_SHEET).map((placed, index) => {
      const left = LEFT_MM + (index % PLACE_CARD_SHEET.columns) * PLACE_CARD_SHEET.cardWidthMm;
      const top = TOP_MM + Math.floor(index / PLACE_CARD_SHEET.columns) * PLACE_CARD_SHEET.cardHeightMm;
      return `<div class="card" style="left:${left}mm;top:${top}mm">${face("back", placed, options.texts, options.design)}${face("front", placed, options.texts, options.design)}<div class="fold"></div></div>`;
    });
    sheets.push(`<section class="sheet">${cards.join("")}${marks()}</section>`);
  }
  return sheetPage({ language: options.language, title: options.title, size: A4, design: options.design, css: CSS, body: sheets.join("\n"), script: SCRIPT });
}
