/**
 * The reply deadline an owner wrote in the RSVP text ("Svara senast den 1 april", "Please
 * reply by 1 April", "Svar senest 1. maj 2027"): the date as written, or null. Only a date
 * right after a deadline word counts, so the wedding's own date in the text is not taken.
 */
const MONTHS = [
  "januari|january|januar|jan",
  "februari|february|februar|feb",
  "mars|march|marts|mar",
  "april|apr",
  "maj|may",
  "juni|june|jun",
  "juli|july|jul",
  "augusti|august|aug",
  "september|sept|sep",
  "oktober|october|okt|oct",
  "november|nov",
  "december|dec",
].join("|");

const DATE = [
  `\\d{1,2}(?::e|:a|\\.|st|nd|rd|th)?\\s+(?:${MONTHS})(?:,?\\s+\\d{4})?`,
  `(?:${MONTHS})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?`,
  `\\d{4}-\\d{2}-\\d{2}`,
  `\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?`,
].join("|");

const DEADLINE = new RegExp(`(?:senast|senest|innan|före|inden|no later than|before|by)\\s+(?:den\\s+|the\\s+|d\\.\\s*)?(${DATE})(?![\\p{L}\\d])`, "iu");

/** Tags and entities out, so a date split by markup is still found. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/\s+/g, " ");
}

export function replyDeadline(html: string): string | null {
  return DEADLINE.exec(plainText(html))?.[1]?.trim() ?? null;
}
