import type { SeatingPlan } from "../../domain/seating/plan";
import type { TablePatch, TableValues } from "../../domain/seating/types";
import { movesBack, type SeatMove } from "./seatChoices";

/**
 * The couple's changes as calls that can be sent again: each change is kept with its inverse,
 * and undo or redo sends that as a new call (never a local rewind), so another tab's work in
 * between stays and a seat taken meanwhile is the server's 409 like any move.
 */
export type PlanChange =
  | { kind: "seats"; moves: SeatMove[] }
  | { kind: "tables"; patches: { tableId: string; patch: TablePatch }[] }
  /** `tableId`: the id the table had before (a redo's or an undone delete's new table takes over its steps); `seated`: who sat there. */
  | { kind: "addTable"; values: TableValues; tableId?: string; seated: { guestId: string; seat: number }[] }
  | { kind: "deleteTable"; tableId: string }
  | { kind: "lock"; guestIds: string[]; locked: boolean };

/** Each entry: the calls that undo (or redo) one change of the couple's, in order. */
export interface History {
  undo: PlanChange[][];
  redo: PlanChange[][];
}

/** Undo and redo as far back as a wedding's evening of work needs. */
export const HISTORY_MAX = 100;

export const EMPTY_HISTORY: History = { undo: [], redo: [] };

/** What puts the plan back as it was `before` this change; `after` is the plan the change gave. */
export function inverseOf(change: PlanChange, before: SeatingPlan, after: SeatingPlan): PlanChange[] {
  switch (change.kind) {
    case "seats":
      return [{ kind: "seats", moves: movesBack(before, change.moves.map((move) => move.guestId)) }];
    case "tables":
      return [
        {
          kind: "tables",
          patches: change.patches.flatMap(({ tableId, patch }) => {
            const table = before.tables.find((candidate) => candidate.id === tableId);
            if (!table) return [];
            const back = Object.fromEntries(Object.keys(patch).map((key) => [key, table[key as keyof TablePatch]]));
            return [{ tableId, patch: back as TablePatch }];
          }),
        },
      ];
    case "addTable": {
      const known = new Set(before.tables.map((table) => table.id));
      const added = after.tables.find((table) => !known.has(table.id));
      return added ? [{ kind: "deleteTable", tableId: added.id }] : [];
    }
    case "deleteTable": {
      const table = before.tables.find((candidate) => candidate.id === change.tableId);
      if (!table) return [];
      const { id, position: _position, ...values } = table;
      const seated = before.guests.flatMap((guest) => (guest.tableId === id && guest.seat !== null ? [{ guestId: guest.id, seat: guest.seat }] : []));
      return [{ kind: "addTable", values, tableId: id, seated }];
    }
    case "lock": {
      const was = before.guests.filter((guest) => change.guestIds.includes(guest.id));
      return [true, false].flatMap((locked) => {
        const guestIds = was.filter((guest) => guest.locked === locked).map((guest) => guest.id);
        return guestIds.length > 0 ? [{ kind: "lock" as const, guestIds, locked }] : [];
      });
    }
  }
}

/**
 * The history after calls ran: `inverse` is what undoes them. A new change clears redo; an undo
 * puts its inverse on redo; a redo puts its inverse back on undo. The oldest drop past the bound.
 */
export function afterRun(history: History, ran: "change" | "undo" | "redo", inverse: PlanChange[]): History {
  const cap = (list: PlanChange[][]) => list.slice(-HISTORY_MAX);
  if (ran === "undo") return { undo: history.undo.slice(0, -1), redo: cap([...history.redo, inverse]) };
  if (ran === "redo") return { undo: cap([...history.undo, inverse]), redo: history.redo.slice(0, -1) };
  return { undo: cap([...history.undo, inverse]), redo: [] };
}

/** A table made again (an undone delete, a redone add) has a new id: every step naming the old one names the new one. */
export function withTableRenamed(history: History, from: string, to: string): History {
  const rename = (change: PlanChange): PlanChange => {
    switch (change.kind) {
      case "seats":
        return { ...change, moves: change.moves.map((move) => (move.tableId === from ? { ...move, tableId: to } : move)) };
      case "tables":
        return { ...change, patches: change.patches.map((patch) => (patch.tableId === from ? { ...patch, tableId: to } : patch)) };
      case "addTable":
      case "deleteTable":
        return change.tableId === from ? { ...change, tableId: to } : change;
      case "lock":
        return change;
    }
  };
  const entries = (list: PlanChange[][]) => list.map((changes) => changes.map(rename));
  return { undo: entries(history.undo), redo: entries(history.redo) };
}
