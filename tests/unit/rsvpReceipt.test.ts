import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { UiLanguage } from "../../src/domain/languages";
import type { FormElement } from "../../src/domain/site/forms";
import { toSent } from "../../src/modules/form/answers";
import { RsvpReceipt } from "../../src/modules/rsvp/RsvpReceipt";
import { siteDocument } from "../../src/modules/siteDocument";
import { SiteContext, type SiteView } from "../../src/kit/guestPage/SiteContext";

const ELEMENTS: FormElement[] = [
  { id: "name", formElementType: "ShortText", label: { sv: "Namn", en: "Name", da: "Navn" }, required: true, options: [], showConditions: [] },
  {
    id: "coming",
    formElementType: "SingleSelect",
    label: { sv: "Kommer du?", en: "Are you coming?", da: "Kommer du?" },
    required: true,
    options: [
      { id: "yes", text: { sv: "Ja", en: "Yes", da: "Ja" } },
      { id: "no", text: { sv: "Nej", en: "No", da: "Nej" } },
    ],
    showConditions: [],
  },
  { id: "food", formElementType: "ShortText", label: { sv: "Specialkost", en: "Dietary needs", da: "Særlig kost" }, required: false, options: [], showConditions: [] },
];

/** The confirmation's text as a guest reads it on a page in `language`. */
function receipt(language: UiLanguage) {
  const guests = [
    toSent(ELEMENTS, { name: { value: "Karin Ek" }, coming: { selectedOption: "yes" }, food: { value: "Nötter" } }, language),
    toSent(ELEMENTS, { coming: { selectedOption: "no" } }, language),
  ];
  const view: SiteView = { siteId: "s", document: siteDocument.parse({}), brand: "wedding", language, uiLanguage: language, editMode: false, renderedAt: 0, editAvailable: false, market: "se", swishCommerce: null, drawsMaps: true, reservations: [], setReservations: () => {} };
  const html = renderToString(createElement(SiteContext.Provider, { value: view }, createElement(RsvpReceipt, { guests, guestTitle: { sv: "Gäst", en: "Guest", da: "Gæst" }[language] })));
  return [...html.matchAll(/<(?:p|strong|li)[^>]*>([^<]+)</g)].map((match) => match[1]);
}

describe("the RSVP's confirmation", () => {
  it("names each guest, says who is coming and who is not, and repeats their answers in the page's language", () => {
    expect(receipt("sv")).toEqual(["Det här svarade ni:", "Karin Ek kommer", "Kommer du?: Ja", "Specialkost: Nötter", "Gäst 2 kommer inte", "Kommer du?: Nej"]);
    expect(receipt("en")).toEqual(["This is what you answered:", "Karin Ek is coming", "Are you coming?: Yes", "Dietary needs: Nötter", "Guest 2 is not coming", "Are you coming?: No"]);
    expect(receipt("da")).toEqual(["Det har I svaret:", "Karin Ek kommer", "Kommer du?: Ja", "Særlig kost: Nötter", "Gæst 2 kommer ikke", "Kommer du?: Nej"]);
  });
});
