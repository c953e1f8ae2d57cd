import type { UiLanguage } from "../../domain/languages";

/** The schedule's and day mode's built-in texts; {place} is an event's address. */
export const SCHEDULE_TEXTS = {
  sv: {
    addToCalendar: "Lägg till i kalendern",
    addAllToCalendar: "Lägg till alla i kalendern",
    dressCode: "Klädsel",
    travelNote: "Att ta sig dit",
    access: "Tillgänglighet",
    stepFree: "Utan trappsteg",
    parkingNearby: "Parkering i närheten",
    hearingLoop: "Hörslinga",
    quietRoom: "Tyst rum",
    mapOf: "Karta över {place}",
    openInMaps: "Öppna i Google Maps",
    newTab: "(öppnas i en ny flik)",
    dayMode: "Just nu",
    now: "Nu",
    next: "Sedan",
  },
  en: {
    addToCalendar: "Add to calendar",
    addAllToCalendar: "Add all to your calendar",
    dressCode: "Dress code",
    travelNote: "Getting there",
    access: "Accessibility",
    stepFree: "Step-free access",
    parkingNearby: "Parking nearby",
    hearingLoop: "Hearing loop",
    quietRoom: "Quiet room",
    mapOf: "Map of {place}",
    openInMaps: "Open in Google Maps",
    newTab: "(opens in a new tab)",
    dayMode: "Right now",
    now: "Now",
    next: "Next",
  },
  da: {
    addToCalendar: "Føj til kalenderen",
    addAllToCalendar: "Føj alle til kalenderen",
    dressCode: "Påklædning",
    travelNote: "Sådan kommer du frem",
    access: "Tilgængelighed",
    stepFree: "Uden trin",
    parkingNearby: "Parkering i nærheden",
    hearingLoop: "Teleslynge",
    quietRoom: "Stille rum",
    mapOf: "Kort over {place}",
    openInMaps: "Åbn i Google Maps",
    newTab: "(åbner i en ny fane)",
    dayMode: "Lige nu",
    now: "Nu",
    next: "Derefter",
  },
} satisfies Record<UiLanguage, Record<string, string>>;

/** What the owner reads in the module while the page shows it no events (the editor has none to show). */
export const SCHEDULE_HINT = {
  sv: "Programmet visar evenemangen från Gäster: lägg till dem under Gäster → Evenemang, med tid, adress och vilka som är bjudna. Gästerna ser programmet när det finns evenemang för dem.",
  en: "The schedule shows the events of Guests: add them under Guests → Events, with their time, address and who is invited. Guests see the schedule once there are events for them.",
  da: "Programmet viser begivenhederne fra Gæster: tilføj dem under Gæster → Begivenheder, med tid, adresse og hvem der er inviteret. Gæsterne ser programmet, når der er begivenheder til dem.",
} satisfies Record<UiLanguage, string>;
