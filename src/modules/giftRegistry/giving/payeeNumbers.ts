/**
 * The numbers a couple can receive money gifts on: a private person's Swish number (a Swedish
 * mobile number) or MobilePay number (a Danish mobile number). Sources and the numbers left out
 * on purpose: docs/integrations/swish-and-mobilepay.md and decision 094.
 */

export type GivingApp = "swish" | "mobilepay";

export const GIVING_APP_OF_MARKET: Record<"se" | "dk", GivingApp> = { se: "swish", dk: "mobilepay" };

/** Longer than any way of typing a phone number; anything longer is refused unread. */
const TYPED_NUMBER_MAX = 40;

/** Swedish mobile numbers without the leading 0 (PTS: 070, 072, 073, 076, 079). */
const SWEDISH_MOBILE = /^7[02369]\d{7}$/;

/** The Danish series set aside mainly for mobile numbers (SDFI, den samlede danske nummerplan). */
const DANISH_MOBILE_SERIES = [
  "2", "30", "31", "40", "41", "42", "50", "51", "52", "53", "60", "61", "71", "81", "91", "92", "93",
  "342", "344", "345", "346", "347", "348", "349", "356", "357", "359", "362", "365", "366", "389", "398",
  "431", "441", "462", "466", "468", "472", "474", "476", "478", "485", "486", "488", "489",
  "493", "494", "495", "496", "498", "499", "542", "543", "545", "551", "552", "556",
  "571", "572", "573", "574", "577", "579", "584", "586", "587", "589", "597", "598",
  "627", "629", "641", "649", "658", "662", "663", "664", "665", "667", "692", "693", "694", "697",
  "771", "772", "782", "783", "785", "786", "788", "789", "826", "827", "829",
];

/** The digits of a typed number, with a leading + kept; null if anything but separators is left. */
function compact(input: string): string | null {
  if (input.length > TYPED_NUMBER_MAX) return null;
  const compacted = input.replace(/[\s\u2010-\u2015\-.()/]/g, "");
  return /^\+?\d+$/.test(compacted) ? compacted : null;
}

/** The national part of a number typed with or without the country code (+cc, 00cc or cc). */
function withoutCountryCode(digits: string, countryCode: string, nationalLength: number): string | null {
  for (const prefix of [`+${countryCode}`, `00${countryCode}`]) {
    if (digits.startsWith(prefix)) return digits.slice(prefix.length).replace(/^0/, "");
  }
  if (digits.length === countryCode.length + nationalLength && digits.startsWith(countryCode)) {
    return digits.slice(countryCode.length);
  }
  return null;
}

function parseSwishNumber(digits: string): string | null {
  const national = digits.startsWith("0") && !digits.startsWith("00") ? digits.slice(1) : withoutCountryCode(digits, "46", 9);
  return national !== null && SWEDISH_MOBILE.test(national) ? `0${national}` : null;
}

function parseMobilePayNumber(digits: string): string | null {
  const national = /^\d{8}$/.test(digits) ? digits : withoutCountryCode(digits, "45", 8);
  if (national === null || !/^\d{8}$/.test(national)) return null;
  return DANISH_MOBILE_SERIES.some((series) => national.startsWith(series)) ? national : null;
}

/**
 * The number to store and put in links, from what a person typed (spaces, dashes, a country
 * code), or null when it is not a number the app takes for a private person: Swish as ten digits
 * with the leading 0 ("0701234567"), MobilePay as the eight digits ("20123456").
 */
export function parsePayeeNumber(app: GivingApp, input: string): string | null {
  const digits = compact(input);
  if (digits === null) return null;
  return app === "swish" ? parseSwishNumber(digits) : parseMobilePayNumber(digits);
}

/** The number as people write it: "070-123 45 67" in Sweden, "12 34 56 78" in Denmark. */
export function formatPayeeNumber(app: GivingApp, number: string): string {
  // A business's Swish number (123…) is written 123 456 78 90.
  if (app === "swish") return number.replace(/^(0\d{2})(\d{3})(\d{2})(\d{2})$/, "$1-$2 $3 $4").replace(/^(123)(\d{3})(\d{2})(\d{2})$/, "$1 $2 $3 $4");
  return number.replace(/^(\d{2})(\d{2})(\d{2})(\d{2})$/, "$1 $2 $3 $4");
}
