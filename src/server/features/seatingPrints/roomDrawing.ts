import { escapeHtml } from "../../../domain/html";
import type { SeatingTable } from "../../../domain/seating/plan";
import { placePoint, seatPoints, tableSize } from "../../../domain/seating/tableGeometry";
import type { SeatingPrintTexts } from "./texts";
import { tableLabel } from "./tableLabel";

const SEAT_RADIUS = 14;
const MARGIN = 40;
/** About how wide a letter is for its size, to squeeze a long name into its table. */
const LETTER_WIDTH = 0.55;

function tableOutline(table: SeatingTable): string {
  const { width, height } = tableSize(table.shape, table.seats);
  const transform = `translate(${table.x} ${table.y}) rotate(${table.rotation})`;
  const shape =
    table.shape === "round"
      ? `<circle r="${width / 2}" class="table-top"/>`
      : `<rect x="${-width / 2}" y="${-height / 2}" width="${width}" height="${height}" rx="6" class="table-top"/>`;
  const seats = seatPoints(table.shape, table.seats)
    .map((point) => `<circle cx="${point.x}" cy="${point.y}" r="${SEAT_RADIUS}" class="seat"/>`)
    .join("");
  return `<g transform="${transform}">${shape}${seats}</g>`;
}

function tableName(table: SeatingTable, texts: SeatingPrintTexts): string {
  const label = tableLabel(table.name, texts);
  const { width, height } = tableSize(table.shape, table.seats);
  // As large as the table's narrower side allows, and upright whatever the table's rotation.
  const across = table.rotation % 180 === 0 ? Math.min(width, table.shape === "round" ? width : height) : Math.min(width, height);
  const size = Math.round(Math.min(56, Math.max(24, across * 0.42)));
  // Across a round table the name keeps clear of the rim.
  const room = table.shape === "round" ? width * 0.75 : Math.max(width, height) - 12;
  // A name longer than its table is squeezed to the table's length.
  const squeeze = label.length * LETTER_WIDTH * size > room ? ` textLength="${Math.max(20, room)}" lengthAdjust="spacingAndGlyphs"` : "";
  return `<text x="${table.x}" y="${table.y}" class="table-name" font-size="${size}" dominant-baseline="central" text-anchor="middle"${squeeze}>${escapeHtml(label)}</text>`;
}

/**
 * The room as the couple laid it out, drawn from the table geometry (tableGeometry.ts, as the
 * owner's canvas draws it): each table turned as placed, its seats, and its name; the SVG's
 * view is the tables' extent, so it fills the space the poster gives it.
 */
export function roomDrawing(tables: SeatingTable[], texts: SeatingPrintTexts): string {
  const corners = tables.flatMap((table) => {
    const { width, height } = tableSize(table.shape, table.seats);
    const reach = { x: width / 2 + 22 + SEAT_RADIUS, y: height / 2 + 22 + SEAT_RADIUS };
    const box = table.shape === "round" ? { x: reach.x, y: reach.x } : reach;
    return [
      { x: -box.x, y: -box.y },
      { x: box.x, y: -box.y },
      { x: box.x, y: box.y },
      { x: -box.x, y: box.y },
    ].map((corner) => placePoint(corner, table));
  });
  const xs = corners.map((point) => point.x);
  const ys = corners.map((point) => point.y);
  const left = Math.min(...xs) - MARGIN;
  const top = Math.min(...ys) - MARGIN;
  const width = Math.max(...xs) + MARGIN - left;
  const height = Math.max(...ys) + MARGIN - top;
  return `<svg class="room" viewBox="${left} ${top} ${width} ${height}" preserveAspectRatio="xMidYMid meet" role="img">${tables.map(tableOutline).join("")}${tables.map((table) => tableName(table, texts)).join("")}</svg>`;
}

export const ROOM_CSS = `
.room .table-top { fill: var(--color-background); stroke: var(--color-primary-text); stroke-width: 3; }
.room .seat { fill: none; stroke: var(--color-primary-text); stroke-width: 2; opacity: 0.55; }
.room .table-name { font-family: var(--font-text); font-weight: 700; fill: var(--color-primary-text); }
`;
