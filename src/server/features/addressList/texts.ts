import type { UiLanguage } from "../../../domain/languages";

/** The address list's column heads and notes, in the owner's language. */
export const ADDRESS_LIST_TEXTS: Record<UiLanguage, { household: string; line: string; country: string; missing: string; missingTitle: string }> = {
  sv: { household: "Hushåll", line: "Adressrad {n}", country: "Land", missing: "Adress saknas", missingTitle: "Hushåll utan postadress" },
  en: { household: "Household", line: "Address line {n}", country: "Country", missing: "Address missing", missingTitle: "Households without a postal address" },
  da: { household: "Husstand", line: "Adresselinje {n}", country: "Land", missing: "Adresse mangler", missingTitle: "Husstande uden postadresse" },
};
