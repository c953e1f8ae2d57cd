import type { UiLanguage } from "../../../domain/languages";

/** The words of the seating prints: the poster's in the site's language, the caterer's list in the owner's. */
export interface SeatingPrintTexts {
  tablePlan: string;
  /** The poster's list heading over each column pair. */
  guest: string;
  table: string;
  seat: string;
  child: string;
  dietary: string;
  guests: string;
  children: string;
  specialDiets: string;
  total: string;
  /** A table's line in the totals: "{guests} gäster, {children} barn, {diets} specialkost". */
  seatsOf: string;
  catererTitle: string;
  /** Filename words: "bordsplacering", "bordskort", "cateringlista". */
  posterFile: string;
  cardsFile: string;
  catererFile: string;
}

export const SEATING_PRINT_TEXTS: Record<UiLanguage, SeatingPrintTexts> = {
  sv: {
    tablePlan: "Bordsplacering",
    guest: "Gäst",
    table: "Bord",
    seat: "Plats",
    child: "Barn",
    dietary: "Specialkost",
    guests: "Gäster",
    children: "Barn",
    specialDiets: "Specialkost",
    total: "Totalt",
    seatsOf: "{seats} platser",
    catererTitle: "Cateringlista",
    posterFile: "bordsplacering",
    cardsFile: "bordskort",
    catererFile: "cateringlista",
  },
  en: {
    tablePlan: "Table plan",
    guest: "Guest",
    table: "Table",
    seat: "Seat",
    child: "Child",
    dietary: "Dietary needs",
    guests: "Guests",
    children: "Children",
    specialDiets: "Special diets",
    total: "Total",
    seatsOf: "{seats} seats",
    catererTitle: "Caterer's list",
    posterFile: "table-plan",
    cardsFile: "place-cards",
    catererFile: "caterers-list",
  },
  da: {
    tablePlan: "Bordplan",
    guest: "Gæst",
    table: "Bord",
    seat: "Plads",
    child: "Barn",
    dietary: "Specialkost",
    guests: "Gæster",
    children: "Børn",
    specialDiets: "Specialkost",
    total: "I alt",
    seatsOf: "{seats} pladser",
    catererTitle: "Cateringliste",
    posterFile: "bordplan",
    cardsFile: "bordkort",
    catererFile: "cateringliste",
  },
};
