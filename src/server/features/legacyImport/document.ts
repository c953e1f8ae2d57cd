import { legacySiteDocument, type LegacySiteDocument } from "../../../modules/legacy/document";
import { unstorablePaths } from "../../http/textInput";
import { fromIssues, problem, type Problem } from "./problems";
import { importedReservations, placeReservations, type PlacedReservation } from "./reservations";

/** Largest legacy document taken in, as JSON. */
export const LEGACY_DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;
export const documentTooLarge = problem("document", `the file is larger than ${LEGACY_DOCUMENT_MAX_BYTES} bytes`, { kind: "documentTooLarge", value: LEGACY_DOCUMENT_MAX_BYTES / 1024 / 1024 });

export interface ReadImport {
  document: LegacySiteDocument;
  reservations: PlacedReservation[];
}

/**
 * Reads a legacy site document as the older product exported it: JSON, properties as the
 * wire's list or a map, the older database id `_id` (dropped: the site keeps its own id) and
 * the guests' `giftRegistryReservations`, which go to the reservations table rather than into
 * the document. Every problem found is answered at once.
 */
export function readImport(json: Buffer): { read: ReadImport } | { problems: Problem[] } {
  if (json.length > LEGACY_DOCUMENT_MAX_BYTES) return { problems: [documentTooLarge] };
  const text = json.toString("utf8");
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    return { problems: [problem("document", `the file is not JSON${where(text, error)}`, { kind: "notJson" })] };
  }
  if (typeof input !== "object" || input === null || Array.isArray(input)) return { problems: [problem("document", "the file holds no site document (a JSON object)", { kind: "notADocument" })] };
  const unstorable = unstorablePaths(input);
  if (unstorable.length) return { problems: unstorable.map((path) => problem(path, "text with a NUL character or an unpaired surrogate, which cannot be stored")) };
  const { _id: _olderId, giftRegistryReservations, ...rest } = input as Record<string, unknown>;
  if (rest.usesSiteModules === true || "siteModules" in rest) {
    return { problems: [problem("usesSiteModules", "this document has the newer shape (siteModules); the import takes the legacy shape (usesSiteModules: false, modules)", { kind: "newerShape" })] };
  }
  const parsed = legacySiteDocument.safeParse({ usesSiteModules: false, ...rest });
  const reservations = importedReservations.safeParse(giftRegistryReservations ?? []);
  const placed = parsed.success && reservations.success ? placeReservations(parsed.data, reservations.data) : undefined;
  const problems = [
    ...(parsed.success ? [] : fromIssues(parsed.error.issues)),
    ...(reservations.success ? [] : fromIssues(reservations.error.issues, ["giftRegistryReservations"])),
    ...(placed?.problems ?? []),
  ];
  if (!placed || problems.length) return { problems };
  return { read: { document: parsed.data!, reservations: placed.placed } };
}

/** Where JSON.parse stopped, as a line and column, when it says. */
function where(text: string, error: unknown): string {
  const position = /position (\d+)/.exec(String((error as Error).message))?.[1];
  if (position === undefined) return "";
  const before = text.slice(0, Number(position)).split("\n");
  return ` (line ${before.length}, column ${before.at(-1)!.length + 1})`;
}
