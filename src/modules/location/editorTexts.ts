import type { UiLanguage } from "../../domain/languages";
import type { SiteMap } from "./schema";

/** The location dialog and its map part (spec 2, Location module). */
export const LOCATION_EDITOR_TEXTS: Record<
  UiLanguage,
  {
    map: string;
    location: string;
    locationHint: string;
    theme: string;
    themes: Record<SiteMap["mapTheme"], string>;
    advanced: string;
    zoom: string;
    zoomHint: string;
    markerColor: string;
    markerColorPick: string;
    markerColorInvalid: string;
    preview: string;
    noMap: string;
    previewFailed: string;
    noMapProvider: string;
    saveFailed: string;
  }
> = {
  sv: {
    map: "Karta",
    location: "Plats/Adress/koordinater",
    locationHint: "Till exempel Strandvägen 7A, Stockholm eller 59.3326, 18.0649. Töm fältet för att ta bort kartan.",
    theme: "Kartans utseende",
    themes: { NORMAL: "Standard", SILVER: "Silver", RETRO: "Retro", DARK: "Mörk", NIGHT: "Natt" },
    advanced: "Avancerade inställningar",
    zoom: "Zoomnivå",
    zoomHint: "6 visar en hel region, 18 enskilda hus.",
    markerColor: "Markörens färg (hexkod)",
    markerColorPick: "Välj markörens färg",
    markerColorInvalid: "Skriv färgen som en hexkod med sex tecken, till exempel #ea4335.",
    preview: "Förhandsvisning",
    noMap: "Skriv en plats så visas kartan här.",
    previewFailed: "Kartan kunde inte visas just nu.",
    noMapProvider: "Här ritas ingen karta: gästerna ser adressen och en knapp som öppnar den i Google Maps.",
    saveFailed: "Misslyckades att spara kartan",
  },
  en: {
    map: "Map",
    location: "Place/Address/coordinates",
    locationHint: "For example Strandvägen 7A, Stockholm or 59.3326, 18.0649. Empty the field to remove the map.",
    theme: "Map style",
    themes: { NORMAL: "Standard", SILVER: "Silver", RETRO: "Retro", DARK: "Dark", NIGHT: "Night" },
    advanced: "Advanced settings",
    zoom: "Zoom level",
    zoomHint: "6 shows a whole region, 18 single houses.",
    markerColor: "Marker colour (hex code)",
    markerColorPick: "Choose the marker colour",
    markerColorInvalid: "Write the colour as a six-character hex code, for example #ea4335.",
    preview: "Preview",
    noMap: "Write a place and the map appears here.",
    previewFailed: "The map cannot be shown right now.",
    noMapProvider: "No map is drawn here: guests see the address and a button that opens it in Google Maps.",
    saveFailed: "Failed to save the map",
  },
  da: {
    map: "Kort",
    location: "Sted/Adresse/koordinater",
    locationHint: "For eksempel Nyhavn 17, København eller 55.6799, 12.5910. Tøm feltet for at fjerne kortet.",
    theme: "Kortets udseende",
    themes: { NORMAL: "Standard", SILVER: "Sølv", RETRO: "Retro", DARK: "Mørk", NIGHT: "Nat" },
    advanced: "Avancerede indstillinger",
    zoom: "Zoomniveau",
    zoomHint: "6 viser en hel region, 18 enkelte huse.",
    markerColor: "Markørens farve (hexkode)",
    markerColorPick: "Vælg markørens farve",
    markerColorInvalid: "Skriv farven som en hexkode med seks tegn, for eksempel #ea4335.",
    preview: "Forhåndsvisning",
    noMap: "Skriv et sted, så vises kortet her.",
    previewFailed: "Kortet kan ikke vises lige nu.",
    noMapProvider: "Her tegnes intet kort: gæsterne ser adressen og en knap, der åbner den i Google Maps.",
    saveFailed: "Kunne ikke gemme kortet",
  },
};
