import type { UiLanguage } from "../../domain/languages";

/** The location's built-in texts; {place} is the location text. */
export const LOCATION_TEXTS = {
  sv: { mapOf: "Karta över {place}", openInMaps: "Öppna i Google Maps", newTab: "(öppnas i en ny flik)" },
  en: { mapOf: "Map of {place}", openInMaps: "Open in Google Maps", newTab: "(opens in a new tab)" },
  da: { mapOf: "Kort over {place}", openInMaps: "Åbn i Google Maps", newTab: "(åbner i en ny fane)" },
} satisfies Record<UiLanguage, Record<string, string>>;
