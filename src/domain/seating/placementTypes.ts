/**
 * What "Placera åt mig" is given and gives back (issue 35), and why a guest sits where they sit.
 * Pure shapes: the placement (placement.ts), the server and the owner's page share them.
 */
import type { AccessNeed, PartnerRole, SeatingRules, TableShape } from "./types";

/** The rules a seat can follow or a plan can break; `household` (one table per household) and `locked` always hold. */
export type SeatingRuleName = "household" | "locked" | "capacity" | "splitCouples" | "alternatePartners" | "apart" | "together" | "accessNear" | "familiesNearHead";

export interface PlacementTable {
  id: string;
  shape: TableShape;
  seats: number;
  x: number;
  y: number;
  nearExit: boolean;
  nearSpeakers: boolean;
  position: number;
}

export interface PlacementGuest {
  id: string;
  householdId: string;
  child: boolean;
  role: PartnerRole | null;
  need: AccessNeed | null;
  family: boolean;
  /** A locked guest's seat: kept as it is. Null: the placement may seat the guest anywhere. */
  locked: { tableId: string; seat: number } | null;
}

export interface PlacementInput {
  tables: PlacementTable[];
  /** Everyone who said yes, in a stable order (the placement must not depend on it beyond ties). */
  guests: PlacementGuest[];
  rules: SeatingRules;
}

export interface PlacedSeat {
  guestId: string;
  tableId: string;
  seat: number;
}

/** A rule that cannot hold for these guests and tables, with the guests (and table) it concerns. */
export interface PlacementProblem {
  rule: SeatingRuleName;
  guestIds: string[];
  tableId?: string;
}

export interface PlacementResult {
  /** Every guest seated, locked ones where they were. */
  seats: PlacedSeat[];
  /** Guests with no seat (too few seats, or a household larger than any free table). */
  unplaced: string[];
  problems: PlacementProblem[];
}

/**
 * Why a guest sits where they sit: a rule, and the other guest or table it concerns, e.g.
 * { rule: "splitCouples", relation: "leftOf", otherGuestId: Erik } reads "Anna sits left of Erik:
 * couples are split". The owner's page writes the sentence in its language.
 */
export interface SeatReason {
  rule: SeatingRuleName;
  relation?: "leftOf" | "rightOf" | "across" | "sameTable" | "otherTable" | "nearHead" | "nearExit" | "nearSpeakers";
  otherGuestId?: string;
  tableId?: string;
}
