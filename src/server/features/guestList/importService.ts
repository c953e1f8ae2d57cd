import { recognizeColumns } from "../../../domain/guestList/importColumns";
import { GuestFileError, readGuestFile } from "../../../domain/guestList/importFile";
import { householdsFromRows } from "../../../domain/guestList/importHouseholds";
import type { GuestListImportSummary, ImportOverBound } from "../../../domain/guestList/importSummary";
import { IMPORT_TEXTS, importText } from "../../../domain/guestList/importTexts";
import { GUESTS_PER_SITE, HOUSEHOLDS_PER_SITE, TAGS_PER_SITE } from "../../../domain/guestList/limits";
import type { HouseholdValues } from "../../../domain/guestList/types";
import type { Deps } from "../../deps";
import type { Executor } from "../../db/client";
import { ApiError } from "../../http/errors";
import type { SiteRow } from "../../core";
import { listGuestEvents } from "./eventRepository";
import { insertHouseholds, storedHouseholdNames } from "./importRepository";
import { unpackXlsxWithinBounds } from "./importXlsxBounds";
import { guestListCounts, lockGuestList, type GuestListCounts } from "./repository";
import { storedSiteLanguages } from "./siteLanguages";

export interface GuestListUpload {
  bytes: Uint8Array;
  fileName: string;
}

export interface ImportChoice {
  /** Only answer what would be created; store nothing. */
  preview: boolean;
  /** Events every imported household is invited to, besides those the file's event columns mark. */
  eventIds: string[];
}

/** A refusal whose description is the import's own text, in the owner's language in the error dialog. */
export const importRefusal = (code: keyof typeof IMPORT_TEXTS, value: string | number | undefined, field: string) =>
  new ApiError(422, "invalidInput", importText(code, "en", value), [field], {
    errorDescription: { sv: importText(code, "sv", value), en: importText(code, "en", value), da: importText(code, "da", value) },
  });

/** The file's rows; an .xlsx is first unpacked within its bound, and exceljs reads only what that unpacked. */
async function readUpload(upload: GuestListUpload): Promise<string[][]> {
  try {
    return await readGuestFile(upload.bytes, upload.fileName, { unpackXlsx: unpackXlsxWithinBounds });
  } catch (error) {
    if (error instanceof GuestFileError) throw importRefusal(error.code, error.value, "file");
    throw error;
  }
}

/** Household names compare without case or repeated spaces: "familjen  berg" is Familjen Berg. */
const nameKey = (name: string) => name.trim().replace(/\s+/g, " ").toLocaleLowerCase();

/**
 * Reads a guest-list file into households and, unless it is a preview, stores them all in one
 * transaction under the site's guest-list lock, with the same bounds as one created by hand.
 * The import only adds: a household named as one already in the list is left out, so the
 * same file imported twice adds nothing the second time.
 */
export async function importGuestList(deps: Pick<Deps, "db" | "now">, site: SiteRow, upload: GuestListUpload, choice: ImportChoice): Promise<GuestListImportSummary> {
  const rows = await readUpload(upload);
  const events = await listGuestEvents(deps.db, site.id);
  if (choice.eventIds.some((id) => !events.some((event) => event.id === id))) throw new ApiError(422, "invalidInput", "An event is not one of this site's events", ["eventIds"]);
  const read = householdsFromRows(rows, { languages: storedSiteLanguages(site.document), events });
  const eventColumns = [...new Set(recognizeColumns(rows, events).events.values())];

  const summarise = async (db: Executor): Promise<GuestListImportSummary> => {
    const stored = new Set((await storedHouseholdNames(db, site.id)).map(nameKey));
    const alreadyListed = read.households.filter((household) => stored.has(nameKey(household.name))).map((household) => household.name);
    const households = read.households
      .filter((household) => !stored.has(nameKey(household.name)))
      .map((household) => ({ ...household, eventIds: [...new Set([...household.eventIds, ...choice.eventIds])] }));
    const guests = households.reduce((sum, household) => sum + household.guests.length, 0);
    const overBound = boundPassed(await guestListCounts(db, site.id), households, guests);
    if (overBound && !choice.preview) throw importRefusal(overBound.code, overBound.value, BOUND_FIELD[overBound.code]);
    if (!choice.preview) await insertHouseholds(db, site.id, households, deps.now());
    return { stored: !choice.preview, households, guests, problems: read.problems, ignoredColumns: read.ignoredColumns, eventColumns, alreadyListed, overBound };
  };
  if (choice.preview) return summarise(deps.db);
  return deps.db.transaction(async (tx) => {
    await lockGuestList(tx, site.id);
    return summarise(tx);
  });
}

const BOUND_FIELD: Record<ImportOverBound["code"], string> = { tooManyHouseholds: "households", tooManyGuests: "guests", tooManyTags: "tags" };

/** The first of the list's bounds (decision 062) that the stored list with these households would pass. */
function boundPassed(counts: GuestListCounts, households: HouseholdValues[], guests: number): ImportOverBound | null {
  if (counts.households + households.length > HOUSEHOLDS_PER_SITE) return { code: "tooManyHouseholds", value: HOUSEHOLDS_PER_SITE };
  if (counts.guests + guests > GUESTS_PER_SITE) return { code: "tooManyGuests", value: GUESTS_PER_SITE };
  if (new Set([...counts.tags, ...households.flatMap((household) => household.tags)]).size > TAGS_PER_SITE) return { code: "tooManyTags", value: TAGS_PER_SITE };
  return null;
}
