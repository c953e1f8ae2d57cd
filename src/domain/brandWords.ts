import { BRANDS, type Brand } from "./brands";
import type { UiLanguage } from "./languages";

/**
 * The words in which the brands' texts differ (decision 087): a wedding has a host couple and a
 * ceremony, a party its hosts, an event its organiser. Texts that name them are built from this
 * table, once per brand, so no brand reads another's words.
 */
export interface BrandWords {
  /** Who invites, as a sentence's object: "Meddelande till värdparet". */
  hosts: string;
  /** Parts of the day one invites to, as examples within a sentence: "vigsel, middag och fest". */
  dayParts: string;
  /** The first of them, as an event name's example. */
  firstDayPart: string;
  /** Where it could be, as an event place's example. */
  place: string;
  /** People a page introduces, as examples before "och andra": "toastmasters, tärnor". */
  people: string;
}

export const BRAND_WORDS: Record<Brand, Record<UiLanguage, BrandWords>> = {
  wedding: {
    sv: { hosts: "värdparet", dayParts: "vigsel, middag och fest", firstDayPart: "Vigsel", place: "Lunds domkyrka", people: "toastmasters, tärnor" },
    en: { hosts: "the hosts", dayParts: "the ceremony, dinner and party", firstDayPart: "Ceremony", place: "Lund Cathedral", people: "the toastmasters, bridesmaids" },
    da: { hosts: "værtsparret", dayParts: "vielse, middag og fest", firstDayPart: "Vielse", place: "Lunds domkirke", people: "toastmastere, brudepiger" },
  },
  party: {
    sv: { hosts: "värdarna", dayParts: "middag, fest och efterfest", firstDayPart: "Middag", place: "Kvarnen i Lund", people: "värdarna, toastmasters" },
    en: { hosts: "the hosts", dayParts: "dinner, the party and the after-party", firstDayPart: "Dinner", place: "The Mill, Lund", people: "the hosts, toastmasters" },
    da: { hosts: "værterne", dayParts: "middag, fest og efterfest", firstDayPart: "Middag", place: "Møllen i Lund", people: "værterne, toastmastere" },
  },
  event: {
    sv: { hosts: "arrangören", dayParts: "seminarium, lunch och mingel", firstDayPart: "Seminarium", place: "Konserthuset i Lund", people: "talarna, arrangörerna" },
    en: { hosts: "the organiser", dayParts: "the seminar, lunch and the reception", firstDayPart: "Seminar", place: "Lund Concert Hall", people: "the speakers, organisers" },
    da: { hosts: "arrangøren", dayParts: "seminar, frokost og reception", firstDayPart: "Seminar", place: "Lunds koncerthus", people: "talerne, arrangørerne" },
  },
};

/** Texts per brand, then per interface language. */
export type BrandTexts<T> = Record<Brand, Record<UiLanguage, T>>;

/** A text file's texts for every brand, each built from that brand's words. */
export function brandTexts<T>(build: (words: Record<UiLanguage, BrandWords>, brand: Brand) => Record<UiLanguage, T>): BrandTexts<T> {
  return Object.fromEntries(BRANDS.map((brand) => [brand, build(BRAND_WORDS[brand], brand)])) as BrandTexts<T>;
}
