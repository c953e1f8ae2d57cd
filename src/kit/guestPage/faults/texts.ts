import type { UiLanguage } from "../../../domain/languages";

/** The guest page's fault states (spec 2, section 8): a failed image, a crash outside a module. */
export const FAULT_TEXTS: Record<UiLanguage, { imageFailed: string; pageErrorTitle: string; pageError: string }> = {
  sv: {
    imageFailed: "Misslyckades att ladda bild",
    pageErrorTitle: "Ett fel uppstod",
    pageError: "Sidan kunde inte visas som den ska. Felet har loggats. Ladda om sidan. Om inte det hjälper, kontakta {contact} för hjälp.",
  },
  en: {
    imageFailed: "Failed to load image",
    pageErrorTitle: "An error occurred",
    pageError: "The page could not be shown as it should. The error has been logged. Reload the page. If that does not help, contact {contact} for help.",
  },
  da: {
    imageFailed: "Billedet kunne ikke indlæses",
    pageErrorTitle: "Der opstod en fejl",
    pageError: "Siden kunne ikke vises, som den skal. Fejlen er logget. Genindlæs siden. Hvis det ikke hjælper, så kontakt {contact} for hjælp.",
  },
};
