import { GIFT_TEXTS } from "../giftRegistry/texts";
import { inLanguages, type StarterLanguage } from "./languages";

type GiftLabels = Pick<
  (typeof GIFT_TEXTS)["sv"],
  "showList" | "reserve" | "cancelReservation" | "reservePassword" | "reserveQuantity" | "cancelPassword" | "cancelQuantity" | "quantity" | "reservedSingular" | "reservedPlural"
>;

/** The registry's own words in sv, en and da; Norwegian and Finnish written here, so those pages need no English. */
const LABELS: Record<StarterLanguage, GiftLabels> = {
  sv: GIFT_TEXTS.sv,
  en: GIFT_TEXTS.en,
  da: GIFT_TEXTS.da,
  no: {
    showList: "Vis ønskeliste",
    reserve: "Reserver",
    cancelReservation: "Angre reservasjon",
    reservePassword: "Velg et passord",
    reserveQuantity: "Antall å reservere",
    cancelPassword: "Passord",
    cancelQuantity: "Antall å fjerne",
    quantity: "Antall",
    reservedSingular: "Reservert",
    reservedPlural: "reservert",
  },
  fi: {
    showList: "Näytä lahjatoivelista",
    reserve: "Varaa",
    cancelReservation: "Peru varaus",
    reservePassword: "Valitse salasana",
    reserveQuantity: "Varattava määrä",
    cancelPassword: "Salasana",
    cancelQuantity: "Poistettava määrä",
    quantity: "Määrä",
    reservedSingular: "Varattu",
    reservedPlural: "varattu",
  },
};

/** A gift registry's button, label and status texts in every site language. */
export function giftRegistryLabels(languages: readonly string[]) {
  const say = (pick: (labels: GiftLabels) => string) => inLanguages(languages, LABELS, pick);
  return {
    showGiftRegistryButton: say((labels) => labels.showList),
    reserveButton: say((labels) => labels.reserve),
    cancelReservationButton: say((labels) => labels.cancelReservation),
    labelReservePassword: say((labels) => labels.reservePassword),
    labelReserveQuantity: say((labels) => labels.reserveQuantity),
    labelCancelReservationPassword: say((labels) => labels.cancelPassword),
    labelCancelReservationQuantity: say((labels) => labels.cancelQuantity),
    statusTextQuantity: say((labels) => labels.quantity),
    statusTextReservedSingular: say((labels) => labels.reservedSingular),
    statusTextReservedPlural: say((labels) => labels.reservedPlural),
  };
}
