import type { ImportProblem } from "./importHouseholds";
import type { HouseholdValues } from "./types";

/** A bound of the stored list that the file's households would pass; the import is then refused. */
export interface ImportOverBound {
  code: "tooManyHouseholds" | "tooManyGuests" | "tooManyTags";
  value: number;
}

/**
 * What the import call answers, for a preview (`stored` false) and for the import itself: the
 * households (to be) created, the rows it could not read or changed, and what it leaves alone.
 */
export interface GuestListImportSummary {
  stored: boolean;
  households: HouseholdValues[];
  guests: number;
  problems: ImportProblem[];
  /** Headers nothing was read from. */
  ignoredColumns: string[];
  /** Ids of the site's events that a column of the file is headed with (its marks invite). */
  eventColumns: string[];
  /** Households of the file named as one already in the list: the import only adds, so they are left out. */
  alreadyListed: string[];
  overBound: ImportOverBound | null;
}
