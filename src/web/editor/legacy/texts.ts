import type { UiLanguage } from "../../../domain/languages";

/** The legacy editor's own texts; the rest are the editor screen's (../site/texts.ts). */
export const LEGACY_EDITOR_TEXTS: Record<UiLanguage, { notice: string; convert: string; moduleChoicesHint: string }> = {
  sv: {
    notice: "Sidan är gjord i det äldre formatet. Du kan redigera och spara den som vanligt.",
    convert: "Konvertera till det nya formatet",
    moduleChoicesHint: "OSA och anmälan av tal läggs till i det äldre formatet. Den nya OSA:n, formulär och bildgalleri får du när du konverterar sidan till det nya formatet.",
  },
  en: {
    notice: "This page is in the older format. You can edit and save it as usual.",
    convert: "Convert to the new format",
    moduleChoicesHint: "RSVP and speech sign-up are added in the older format. The new RSVP, forms and the image gallery come when you convert the page to the new format.",
  },
  da: {
    notice: "Siden er lavet i det ældre format. Du kan redigere og gemme den som sædvanligt.",
    convert: "Konvertér til det nye format",
    moduleChoicesHint: "OSA og tilmelding af tale tilføjes i det ældre format. Den nye OSA, formularer og billedgalleriet får du, når du konverterer siden til det nye format.",
  },
};
