import type { AccessNeed, PartnerRole, SeatingRules, TableShape } from "./types";

/** The seating plan as the owner's calls answer it (`GET /api/sites/{siteId}/seating/{eventId}`). */

export interface SeatingTable {
  id: string;
  name: string;
  shape: TableShape;
  seats: number;
  x: number;
  y: number;
  rotation: number;
  nearExit: boolean;
  nearSpeakers: boolean;
  /** The order tables were made in: their order in lists and exports. */
  position: number;
}

/** A guest who said yes to the event, placed or not, with the couple's marks. */
export interface SeatingGuest {
  id: string;
  name: string;
  child: boolean;
  householdId: string;
  householdName: string;
  /** The dietary answer of the household's latest reply; "" for none. */
  dietary: string;
  tableId: string | null;
  seat: number | null;
  locked: boolean;
  role: PartnerRole | null;
  need: AccessNeed | null;
  family: boolean;
}

/** What changed the plan without the couple: a guest said no, or a table went with guests on it. */
export interface SeatingNotice {
  id: string;
  kind: "declined" | "tableDeleted";
  guestName: string;
  tableName: string | null;
  createdAt: string;
}

export interface SeatingPlan {
  eventId: string;
  /** Grows with every change; seat changes name the revision they were made on. */
  revision: number;
  tables: SeatingTable[];
  guests: SeatingGuest[];
  rules: SeatingRules;
  openSearch: boolean;
  notices: SeatingNotice[];
}

/** An event the seating page offers, with whether it has a plan yet. */
export interface SeatingEvent {
  id: string;
  name: Record<string, string>;
  startsAt: string | null;
  /** Shown on the open page: only then may its "Hitta din plats" search this event's plan. */
  isPublic: boolean;
  coming: number;
  placed: number;
}
