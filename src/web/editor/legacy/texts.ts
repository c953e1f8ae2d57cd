import type { UiLanguage } from "../../../domain/languages";

/** The legacy editor's own texts; the rest are the editor screen's (../site/texts.ts). */
export const LEGACY_EDITOR_TEXTS: Record<UiLanguage, { notice: string; convert: string; moduleChoicesHint: string }> = {
  sv: {
    notice: "Sidan är gjord i det äldre formatet. Du kan redigera och spara den som vanligt.",
    convert: "Konvertera till det nya formatet",
    moduleChoicesHint: "Den nya OSA:n, formulär (som anmälan av tal) och bildgalleri får du när du konverterar sidan till det nya formatet.",
  },
  en: {
    notice: "This page is in the older format. You can edit and save it as usual.",
    convert: "Convert to the new format",
    moduleChoicesHint: "The new RSVP, forms (such as speech sign-up) and the image gallery come when you convert the page to the new format.",
  },
  da: {
    notice: "Siden er lavet i det ældre format. Du kan redigere og gemme den som sædvanligt.",
    convert: "Konvertér til det nye format",
    moduleChoicesHint: "Den nye OSA, formularer (som tilmelding af taler) og billedgalleriet får du, når du konverterer siden til det nye format.",
  },
};
