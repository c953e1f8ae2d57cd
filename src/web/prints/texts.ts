import type { UiLanguage } from "../../domain/languages";

/**
 * The invitation cards' error texts (spec 3, section 8, Card texts); sv is the spec's wording.
 * "Tryck" is the card, as the spec calls it.
 */
const sv = {
  loadFailed: "Misslyckades att hämta tryck",
  createFailed: "Misslyckades att spara tryck",
  updateFailed: "Misslyckades att uppdatera tryck",
  listFailed: "Misslyckades att hämta tryck tillhörande sida",
  shipmentMethodsFailed: "Misslyckades att hämta leveransalternativ",
  orderLoadFailed: "Misslyckades att hämta order",
  renderFailed: "Ett oväntat fel uppstod i den här tryckprodukten. Spara dina ändringar och ladda om sidan.",
  printLoadFailed: "Misslyckades att hämta tryck vid utskrift",
};

export const PRINT_TEXTS = {
  sv,
  en: {
    loadFailed: "Failed to load the card",
    createFailed: "Failed to save the card",
    updateFailed: "Failed to update the card",
    listFailed: "Failed to load the page's cards",
    shipmentMethodsFailed: "Failed to load the delivery options",
    orderLoadFailed: "Failed to load the order",
    renderFailed: "An unexpected error occurred in this card. Save your changes and reload the page.",
    printLoadFailed: "Failed to load the card for printing",
  },
  da: {
    loadFailed: "Det lykkedes ikke at hente kortet",
    createFailed: "Det lykkedes ikke at gemme kortet",
    updateFailed: "Det lykkedes ikke at opdatere kortet",
    listFailed: "Det lykkedes ikke at hente sidens kort",
    shipmentMethodsFailed: "Det lykkedes ikke at hente leveringsmulighederne",
    orderLoadFailed: "Det lykkedes ikke at hente ordren",
    renderFailed: "Der opstod en uventet fejl i dette kort. Gem dine ændringer, og genindlæs siden.",
    printLoadFailed: "Det lykkedes ikke at hente kortet til udskrivning",
  },
} satisfies Record<UiLanguage, Record<keyof typeof sv, string>>;
