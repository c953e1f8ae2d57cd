import { fill } from "../fill";
import type { UiLanguage } from "../languages";
import type { FoundSeat } from "./seatFinder";
import { SEAT_SEARCH_MAX_LENGTH, SEAT_SEARCH_MIN_LENGTH } from "./limits";

/** "Hitta din plats" on the guest pages and its answer page (decision 115); {name}, {table}, {seat} are filled in. */
export const SEAT_FINDER_TEXTS = {
  sv: {
    title: "Hitta din plats",
    seat: "{name}: {table}, plats {seat}",
    searchLead: "Skriv ditt namn, så visar vi var du sitter.",
    searchLabel: "Ditt namn",
    search: "Sök",
    found: "Det här hittade vi:",
    noneFound: "Vi hittade ingen med det namnet. Prova med förnamn eller efternamn.",
    notOpen: "Sökningen är inte öppen just nu.",
    tooShort: `Skriv minst ${SEAT_SEARCH_MIN_LENGTH} bokstäver av namnet.`,
    tooLong: `Skriv högst ${SEAT_SEARCH_MAX_LENGTH} tecken.`,
    tooMany: "Du har sökt många gånger på kort tid. Vänta en minut och försök igen.",
    toPage: "Tillbaka till sidan",
  },
  en: {
    title: "Find your seat",
    seat: "{name}: {table}, seat {seat}",
    searchLead: "Type your name and we will show you where you sit.",
    searchLabel: "Your name",
    search: "Search",
    found: "This is what we found:",
    noneFound: "We found no one by that name. Try a first name or a surname.",
    notOpen: "The search is not open right now.",
    tooShort: `Type at least ${SEAT_SEARCH_MIN_LENGTH} letters of the name.`,
    tooLong: `Type at most ${SEAT_SEARCH_MAX_LENGTH} characters.`,
    tooMany: "You have searched many times in a short while. Wait a minute and try again.",
    toPage: "Back to the page",
  },
  da: {
    title: "Find din plads",
    seat: "{name}: {table}, plads {seat}",
    searchLead: "Skriv dit navn, så viser vi, hvor du sidder.",
    searchLabel: "Dit navn",
    search: "Søg",
    found: "Det her fandt vi:",
    noneFound: "Vi fandt ingen med det navn. Prøv med fornavn eller efternavn.",
    notOpen: "Søgningen er ikke åben lige nu.",
    tooShort: `Skriv mindst ${SEAT_SEARCH_MIN_LENGTH} bogstaver af navnet.`,
    tooLong: `Skriv højst ${SEAT_SEARCH_MAX_LENGTH} tegn.`,
    tooMany: "Du har søgt mange gange på kort tid. Vent et minut, og prøv igen.",
    toPage: "Tilbage til siden",
  },
} satisfies Record<UiLanguage, Record<string, string>>;

/** The path of the open page's search answer, beside the page in its language (`/hitta-din-plats`, `/en/hitta-din-plats`). */
export const SEAT_SEARCH_PATH = "hitta-din-plats";

/** "Anna Berg: Bord 4, plats 3", in the texts' language. */
export const seatLine = (texts: (typeof SEAT_FINDER_TEXTS)[UiLanguage], seat: FoundSeat) => fill(texts.seat, { name: seat.name, table: seat.table, seat: seat.seat });
