import { escapeHtml } from "../../../domain/html";
import type { PrintDesign } from "../seatingPrints/printDesign";
import { A4, graphicLayer, sheetPage } from "../seatingPrints/sheetPage";

/**
 * Table cards inviting the guests to share their photos (decision 117): 2 × 2 cards on A4, each
 * 90 × 130 mm, to stand in a card holder on each table. The cards touch, so one cut serves two;
 * cut marks stand in the margins on every cut line, never on the cards.
 */
export const TABLE_CARD_SHEET = { columns: 2, rows: 2, cardWidthMm: 90, cardHeightMm: 130 } as const;
export const TABLE_CARDS_PER_SHEET = TABLE_CARD_SHEET.columns * TABLE_CARD_SHEET.rows;
export const TABLE_CARD_LEFT_MM = (A4.widthMm - TABLE_CARD_SHEET.columns * TABLE_CARD_SHEET.cardWidthMm) / 2;
export const TABLE_CARD_TOP_MM = (A4.heightMm - TABLE_CARD_SHEET.rows * TABLE_CARD_SHEET.cardHeightMm) / 2;
/** The QR code's side: phones read it from across a table. */
export const TABLE_CARD_QR_MM = 42;
const MARK_GAP_MM = 2;
const MARK_LENGTH_MM = 6;

const CSS = `
html { font-size: 7px; }
.card { position: absolute; width: ${TABLE_CARD_SHEET.cardWidthMm}mm; height: ${TABLE_CARD_SHEET.cardHeightMm}mm; background: var(--color-background); overflow: hidden; }
.card__text { position: absolute; inset: 12mm 10mm 10mm; z-index: 1; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 3mm; text-align: center; }
.heading { margin: 0; font-family: var(--font-heading); font-weight: 400; font-size: 24pt; line-height: 1.2; padding: 0.2em 0 0.1em; color: var(--color-primary-text); }
.names { font-size: 10pt; letter-spacing: 0.06em; text-transform: uppercase; opacity: 0.85; }
.qr { width: ${TABLE_CARD_QR_MM}mm; height: ${TABLE_CARD_QR_MM}mm; padding: 3mm; background: #fff; }
.qr svg { display: block; width: 100%; height: 100%; }
.invitation { margin: 0; font-size: 9.5pt; line-height: 1.35; }
.address { font-size: 8pt; opacity: 0.8; overflow-wrap: anywhere; }
.mark { position: absolute; background: #000; }
.mark--h { height: 0.15mm; width: ${MARK_LENGTH_MM}mm; }
.mark--v { width: 0.15mm; height: ${MARK_LENGTH_MM}mm; }
`;

const SCRIPT = `document.documentElement.dataset.printPages = String(document.querySelectorAll(".sheet").length);`;

/** The cut marks of a sheet whose first `rows` rows hold cards. */
function marks(rows: number): string {
  const out: string[] = [];
  const right = TABLE_CARD_LEFT_MM + TABLE_CARD_SHEET.columns * TABLE_CARD_SHEET.cardWidthMm;
  const bottom = TABLE_CARD_TOP_MM + rows * TABLE_CARD_SHEET.cardHeightMm;
  for (let column = 0; column <= TABLE_CARD_SHEET.columns; column++) {
    const x = TABLE_CARD_LEFT_MM + column * TABLE_CARD_SHEET.cardWidthMm;
    out.push(`<div class="mark mark--v" style="left:${x}mm;top:${TABLE_CARD_TOP_MM - MARK_GAP_MM - MARK_LENGTH_MM}mm"></div>`, `<div class="mark mark--v" style="left:${x}mm;top:${bottom + MARK_GAP_MM}mm"></div>`);
  }
  for (let row = 0; row <= rows; row++) {
    const y = TABLE_CARD_TOP_MM + row * TABLE_CARD_SHEET.cardHeightMm;
    out.push(`<div class="mark mark--h" style="top:${y}mm;left:${TABLE_CARD_LEFT_MM - MARK_GAP_MM - MARK_LENGTH_MM}mm"></div>`, `<div class="mark mark--h" style="top:${y}mm;left:${right + MARK_GAP_MM}mm"></div>`);
  }
  return out.join("");
}

export interface TableCardContent {
  language: string;
  title: string;
  heading: string;
  /** The invitation in each of the site's languages, the main one first. */
  invitations: { language: string; text: string }[];
  names: string;
  /** The QR code as SVG, made by the server from the upload address. */
  qrSvg: string;
  address: string;
  design: PrintDesign;
}

/** The table cards' print page: `count` alike cards, four to a sheet. */
export function tableCardsHtml(content: TableCardContent, count: number): string {
  const card = (left: number, top: number) =>
    `<div class="card" style="left:${left}mm;top:${top}mm">${graphicLayer(content.design, TABLE_CARD_SHEET.cardWidthMm, TABLE_CARD_SHEET.cardHeightMm)}<div class="card__text">` +
    `<h1 class="heading">${escapeHtml(content.heading)}</h1>` +
    (content.names ? `<div class="names">${escapeHtml(content.names)}</div>` : "") +
    `<div class="qr">${content.qrSvg}</div>` +
    content.invitations.map((line) => `<p class="invitation" lang="${escapeHtml(line.language)}">${escapeHtml(line.text)}</p>`).join("") +
    `<div class="address">${escapeHtml(content.address)}</div></div></div>`;
  const sheets: string[] = [];
  for (let start = 0; start < count; start += TABLE_CARDS_PER_SHEET) {
    const cards = Array.from({ length: Math.min(TABLE_CARDS_PER_SHEET, count - start) }, (_, index) =>
      card(TABLE_CARD_LEFT_MM + (index % TABLE_CARD_SHEET.columns) * TABLE_CARD_SHEET.cardWidthMm, TABLE_CARD_TOP_MM + Math.floor(index / TABLE_CARD_SHEET.columns) * TABLE_CARD_SHEET.cardHeightMm),
    );
    sheets.push(`<section class="sheet">${cards.join("")}${marks(Math.ceil(cards.length / TABLE_CARD_SHEET.columns))}</section>`);
  }
  return sheetPage({ language: content.language, title: content.title, size: A4, design: content.design, css: CSS, body: sheets.join("\n"), script: SCRIPT });
}
