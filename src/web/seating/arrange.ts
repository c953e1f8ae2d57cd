import { ROOM_HEIGHT, ROOM_WIDTH } from "../../domain/seating/limits";
import type { SeatingTable } from "../../domain/seating/plan";
import type { TablePatch } from "../../domain/seating/types";

/** The room drawing's grid: tables dropped on it line up without the couple aiming. */
export const GRID = 50;
/** One press of a rotate button. */
export const ROTATE_STEP = 15;

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));

/** A table's centre where it was dropped, on the grid when snapping, always inside the room. */
export function dropPoint(x: number, y: number, snap: boolean): { x: number; y: number } {
  const onGrid = (value: number) => (snap ? Math.round(value / GRID) * GRID : value);
  return { x: clamp(onGrid(x), ROOM_WIDTH), y: clamp(onGrid(y), ROOM_HEIGHT) };
}

/** A rotation turned by `by` degrees, kept within 0–359 as the API takes it. */
export function turned(rotation: number, by: number): number {
  return (((Math.round(rotation + by) % 360) + 360) % 360);
}

/**
 * "Rada upp": the chosen tables in one row (same y, the first's, spread evenly from the leftmost
 * to the rightmost) or one column (the same across x). Only tables that move get a patch.
 */
export function lineUp(tables: SeatingTable[], direction: "row" | "column"): { tableId: string; patch: TablePatch }[] {
  if (tables.length < 2) return [];
  const along = direction === "row" ? "x" : "y";
  const across = direction === "row" ? "y" : "x";
  const sorted = [...tables].sort((a, b) => a[along] - b[along] || a.position - b.position);
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  const line = first[across];
  const gap = (last[along] - first[along]) / (sorted.length - 1);
  return sorted.flatMap((table, index) => {
    const patch: TablePatch = { [along]: Math.round(first[along] + gap * index), [across]: line };
    return patch[along] === table[along] && patch[across] === table[across] ? [] : [{ tableId: table.id, patch }];
  });
}

/**
 * Where a new table goes: the next place in rows of four across the room, so none lands on
 * another, below a band along the top kept free for the head table.
 */
export function newTablePoint(count: number): { x: number; y: number } {
  const column = count % 4;
  const row = Math.floor(count / 4) % 3;
  return { x: 300 + column * 450, y: 450 + row * 400 };
}
