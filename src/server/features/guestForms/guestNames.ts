import type { TranslatedText } from "../../../domain/languages";
import type { StoredAnswer } from "../../../domain/site/submissions";

/** Long enough for two or three full names; a subject line is read, not scrolled. */
const SUBJECT_NAMES_MAX_LENGTH = 80;

/** "Namn", "Ditt namn", "Förnamn och efternamn", "Full name", "Navn"… */
const NAME_LABEL = /(namn|name|navn)\b/i;

const labels = (label: TranslatedText) => Object.values(label).filter((text): text is string => typeof text === "string");

/**
 * A guest's name: the answer to the first text question whose label (in any language) asks
 * for a name. Without one nothing is guessed: the first text answer may be a song or a diet.
 */
function guestName(answers: StoredAnswer[]): string {
  const named = answers.find((answer) => answer.formElement.formElementType === "ShortText" && answer.value.trim() && labels(answer.formElement.label).some((label) => NAME_LABEL.test(label)));
  return named?.value.replace(/\s+/g, " ").trim() ?? "";
}

/** "Anna Andersson och Erik Berg", "Anna, Erik och Lisa"; cut with "…" past the bound; "" when no guest gave a name. */
export function guestNames(guests: StoredAnswer[][], and: string): string {
  const names = guests.map(guestName).filter(Boolean);
  if (!names.length) return "";
  const joined = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)}`;
  return joined.length > SUBJECT_NAMES_MAX_LENGTH ? `${joined.slice(0, SUBJECT_NAMES_MAX_LENGTH - 1).trimEnd()}…` : joined;
}
