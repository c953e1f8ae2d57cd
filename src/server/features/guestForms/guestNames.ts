import { guestName } from "../../../domain/site/guestName";
import type { StoredAnswer } from "../../../domain/site/submissions";

/** Long enough for two or three full names; a subject line is read, not scrolled. */
const SUBJECT_NAMES_MAX_LENGTH = 80;

/** "Anna Andersson och Erik Berg", "Anna, Erik och Lisa"; cut with "…" past the bound; "" when no guest gave a name. */
export function guestNames(guests: StoredAnswer[][], and: string): string {
  const names = guests.map(guestName).filter(Boolean);
  if (!names.length) return "";
  const joined = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)}`;
  return joined.length > SUBJECT_NAMES_MAX_LENGTH ? `${joined.slice(0, SUBJECT_NAMES_MAX_LENGTH - 1).trimEnd()}…` : joined;
}
