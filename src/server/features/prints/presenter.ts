import type { PrintCard } from "../../../domain/print/card";
import type { PrintRow } from "./repository";

/** The card as the spec names it: its id, its site and the document's fields, never the server access key. */
export function presentPrint(row: PrintRow) {
  return { _id: row.id, site: row.siteId, ...(row.document as PrintCard) };
}
