import { escapeHtml } from "../../../domain/html";
import type { SeatingTable } from "../../../domain/seating/plan";
import type { PlacedGuest } from "./placedGuests";
import type { PrintDesign } from "./printDesign";
import { ROOM_CSS, roomDrawing } from "./roomDrawing";
import { A2, A3, graphicLayer, sheetPage, type SheetSize } from "./sheetPage";
import { tableLabel } from "./tableLabel";
import type { SeatingPrintTexts } from "./texts";

export const POSTER_SIZES = { a3: A3, a2: A2 } as const;
export type PosterSize = keyof typeof POSTER_SIZES;

/**
 * Per size: the column counts the list may take (the page tries each and keeps the one with the
 * largest letters), its largest letter size, the title's, and the root size the site's artwork
 * is measured in (its corners are sized in rem).
 */
const LAYOUT: Record<PosterSize, { columns: number[]; maxPt: number; titlePt: number; remPx: number }> = {
  a3: { columns: [3, 4, 5, 6], maxPt: 16, titlePt: 40, remPx: 10 },
  a2: { columns: [4, 5, 6, 7], maxPt: 22, titlePt: 56, remPx: 14 },
};
/** The room drawing's share of the sheet's height. */
const ROOM_SHARE = 0.2;
/** Below this the list is too small to read at arm's length; a longer list goes on to a next sheet instead. */
export const POSTER_LIST_MIN_PT = 7;

const css = (size: SheetSize, layout: (typeof LAYOUT)[PosterSize]) => `
${ROOM_CSS}
html { font-size: ${layout.remPx}px; }
.sheet { background: var(--color-background); }
.print-graphic .site-graphic--corner::before { top: 0; }
.print-graphic .site-graphic--corner::after { top: auto; bottom: 0; }
.poster { position: absolute; inset: 0; z-index: 1; display: flex; flex-direction: column; padding: ${size.widthMm * 0.04}mm; box-sizing: border-box; gap: ${size.widthMm * 0.015}mm; }
.poster h1 { margin: 0; font-family: var(--font-heading); font-weight: 400; font-size: ${layout.titlePt}pt; line-height: 1.1; text-align: center; color: var(--color-primary-text); overflow-wrap: anywhere; }
.poster .event { margin: 0; text-align: center; font-size: ${layout.titlePt * 0.4}pt; letter-spacing: 0.08em; text-transform: uppercase; }
.room { display: block; width: 100%; height: ${size.heightMm * ROOM_SHARE}mm; flex: none; }
.list { flex: 1 1 0; min-height: 0; margin: 0; padding: 0; list-style: none; column-count: ${layout.columns[1]}; column-gap: ${size.widthMm * 0.025}mm; column-fill: auto; font-size: ${layout.maxPt}pt; line-height: 1.2; overflow: hidden; }
.list li { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 0.4em; break-inside: avoid; }
.list .guest { overflow-wrap: anywhere; }
.list .leader { flex: 1 0 1em; border-bottom: 0.15mm dotted var(--color-line); }
.list .at { margin-left: auto; font-weight: 700; white-space: nowrap; max-width: 100%; overflow: hidden; text-overflow: ellipsis; }
.overflow .sheet { height: auto; overflow: visible; }
.overflow .poster { position: relative; -webkit-box-decoration-break: clone; box-decoration-break: clone; }
.overflow .list { flex: none; column-fill: balance; overflow: visible; }
`;

/**
 * For each column count, the largest letter size (in quarter points, down to POSTER_LIST_MIN_PT)
 * at which the columns hold every guest on the sheet; the count with the largest wins. A list
 * that fits at none runs on to more sheets at the smallest size. Notes the size and columns.
 */
const script = (layout: (typeof LAYOUT)[PosterSize]) => `
  const list = document.querySelector(".list");
  const labels = [...list.querySelectorAll(".at")];
  // A table's name cut short at the door is no use: one that does not fit beside the guest goes to the line below, and a size that still cuts one does not fit (at the smallest size a name longer than a column may be).
  const cut = (label) => label.scrollWidth > label.clientWidth + 1;
  const overflows = () => list.scrollWidth > list.clientWidth + 1 || (parseFloat(list.style.fontSize) > ${POSTER_LIST_MIN_PT} && labels.some(cut));
  const set = (columns, size) => { list.style.columnCount = String(columns); list.style.fontSize = size + "pt"; };
  let best = null;
  for (const columns of ${JSON.stringify(layout.columns)}) {
    // A binary search over quarter points: the largest size that fits (a smaller one always fits when a larger does).
    let low = ${POSTER_LIST_MIN_PT * 4}, high = ${layout.maxPt * 4};
    set(columns, low / 4);
    if (overflows()) continue;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      set(columns, middle / 4);
      if (overflows()) high = middle - 1; else low = middle;
    }
    if (!best || low / 4 > best.size) best = { columns, size: low / 4 };
  }
  if (!best) {
    best = { columns: ${layout.columns[1]}, size: ${POSTER_LIST_MIN_PT} };
    document.documentElement.classList.add("overflow");
    document.documentElement.dataset.listOverflow = "true";
  }
  set(best.columns, best.size);
  // A short list at the largest size would fill the first columns and leave the rest of the sheet empty: spread it evenly.
  if (best.size === ${layout.maxPt}) list.style.columnFill = "balance";
  document.documentElement.dataset.listFontPt = String(best.size);
  document.documentElement.dataset.listColumns = String(best.columns);
  document.documentElement.dataset.tableNamesCut = String(labels.filter(cut).length);
`;

/**
 * The table plan for the door (decision 114): the couple's names and the event, the room
 * drawing, and every placed guest by name with their table, in columns that fill the rest of
 * the sheet at the largest size that holds them all.
 */
export function posterHtml(
  guests: PlacedGuest[],
  tables: SeatingTable[],
  options: { size: PosterSize; language: string; title: string; eventName: string; texts: SeatingPrintTexts; design: PrintDesign },
): string {
  const size = POSTER_SIZES[options.size];
  const layout = LAYOUT[options.size];
  const items = guests
    .map((placed) => `<li><span class="guest">${escapeHtml(placed.guest.name)}</span><span class="leader"></span><span class="at">${escapeHtml(tableLabel(placed.table.name, options.texts))}</span></li>`)
    .join("");
  const body = `<section class="sheet">${graphicLayer(options.design, size.widthMm, size.heightMm)}<div class="poster">
<h1>${escapeHtml(options.title)}</h1>
<p class="event">${escapeHtml(options.eventName)} · ${escapeHtml(options.texts.tablePlan)}</p>
${roomDrawing(tables, options.texts)}
<ul class="list" aria-label="${escapeHtml(options.texts.tablePlan)}">${items}</ul>
</div></section>`;
  return sheetPage({ language: options.language, title: `${options.texts.tablePlan} – ${options.eventName}`, size, design: options.design, css: css(size, layout), body, script: script(layout) });
}
