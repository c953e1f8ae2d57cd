import { z } from "zod";
import { ADDRESS_PART_MAX, COUNTRY_CODES, isCountryCode, regionNames } from "./countries";
import { HOUSEHOLD_ADDRESS_MAX } from "./limits";

/**
 * A household's postal address (decision 105): kept as the text the owner or the import wrote
 * (street, then postcode and town, on their lines) plus the country as an ISO 3166-1 alpha-2
 * code. The personal page asks for the parts and stores them as that same text.
 */

/** The country a file's cell names: its code, or its name in Swedish, English or Danish; null if none. */
export function countryOf(text: string): string | null {
  const key = text.trim().toLocaleLowerCase("sv");
  if (key === "") return null;
  if (isCountryCode(key.toUpperCase())) return key.toUpperCase();
  for (const language of ["sv", "en", "da"]) {
    const names = regionNames(language);
    const found = COUNTRY_CODES.find((code) => names.of(code)?.toLocaleLowerCase("sv") === key);
    if (found) return found;
  }
  return null;
}

export const countryCode = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(isCountryCode, "Not a country code (ISO 3166-1, such as SE)");


/** One line of text: control characters and line breaks become spaces, runs of spaces one. */
const oneLine = (max: number, min = 0) =>
  z
    .string()
    .transform((value) => value.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, " ").replace(/\s+/g, " ").trim())
    .pipe(z.string().min(min, "Must not be empty").max(max));

/** POST /api/households/{token}/address: the household's address in parts, or that it skips the question. */
export const guestAddressInput = z.union([
  z.object({ skip: z.literal(true) }).strict(),
  z
    .object({
      street: oneLine(ADDRESS_PART_MAX.street, 1),
      street2: oneLine(ADDRESS_PART_MAX.street).default(""),
      postalCode: oneLine(ADDRESS_PART_MAX.postalCode, 1),
      city: oneLine(ADDRESS_PART_MAX.city, 1),
      country: countryCode,
    })
    .strict(),
]);
export type GuestAddressInput = z.input<typeof guestAddressInput>;

/** The parts as the stored text: the street lines, then postcode and town. */
export function addressText(parts: { street: string; street2: string; postalCode: string; city: string }): string {
  return [parts.street, parts.street2, `${parts.postalCode} ${parts.city}`].filter(Boolean).join("\n").slice(0, HOUSEHOLD_ADDRESS_MAX);
}
