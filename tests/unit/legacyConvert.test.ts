import { describe, expect, it } from "vitest";
import { attendanceSummary } from "../../src/domain/attendance";
import { visibleAnswers } from "../../src/domain/site/formRules";
import { convertLegacySite } from "../../src/modules/legacy/convert";
import { legacySiteDocument, type LegacySiteDocumentInput } from "../../src/modules/legacy/document";
import { savedSiteDocument, type SiteDocument } from "../../src/modules/siteDocument";
import type { ModuleOf } from "../../src/modules/siteModule";
import { legacyWeddingDocument } from "../support/legacySite";

const image = { path: "/images/site-1/", fileName: "anna.jpg", sizes: [{ fileName: "anna-800.webp", size: 800 }], width: 1200, height: 800 };

function converted(input: LegacySiteDocumentInput = legacyWeddingDocument({ image, mailReceivers: { rsvp: ["osa@example.com", "anna@example.com"], speech: "tal@example.com" } })): SiteDocument {
  const document = convertLegacySite(legacySiteDocument.parse(input));
  // What the editor's save accepts, as it is, with a text for every question and answer.
  expect(savedSiteDocument.parse(document)).toEqual(document);
  const formTexts = document.siteModules.flatMap((module) =>
    module.siteModuleType === "Rsvp" || module.siteModuleType === "Form" ? module.form.formElements.flatMap((element) => [element.label, ...element.options.map((option) => option.text)]) : [],
  );
  expect(formTexts.filter((text) => !text[document.language]?.trim())).toEqual([]);
  return document;
}
const moduleOf = <T extends "Rsvp" | "Form">(document: SiteDocument, type: T) => document.siteModules.find((module) => module.siteModuleType === type) as ModuleOf<T>;
const labels = (module: ModuleOf<"Rsvp" | "Form">, language = "sv") =>
  module.form.formElements.map((element) => [element.id, element.label[language], element.required, element.options.map((option) => option.text[language])]);

describe("converting a legacy site to the newer shape", () => {
  it("turns every legacy module into its newer counterpart, keeping ids, order, menu titles and hide flags", () => {
    const document = converted();
    expect(document.siteModules.map((module) => [module.id, module.siteModuleType, module.menuTitle, module.hideInMenu])).toEqual([
      ["CLIENTID-header", "Header", { sv: "Start" }, false],
      ["CLIENTID-text", "Text", { sv: "Välkomna" }, false],
      ["CLIENTID-countdown", "Countdown", {}, false],
      ["CLIENTID-location", "Location", { sv: "Plats" }, false],
      ["CLIENTID-imagetext", "ImageAndText", {}, false],
      ["CLIENTID-list", "TextAndImageList", {}, false],
      ["CLIENTID-people", "PeopleList", {}, false],
      ["CLIENTID-video", "Video", {}, true],
      ["CLIENTID-gifts", "GiftRegistry", { sv: "Önskelista" }, false],
      ["CLIENTID-rsvp", "Rsvp", { sv: "OSA" }, false],
      ["CLIENTID-speech", "Form", { sv: "Tal" }, false],
    ]);
    expect(document.siteModules[0]).toMatchObject({ title: { sv: "Anna & Erik" }, secondLine: { sv: "12 juni 2027" }, image, userSelectedImageSize: "LARGE" });
    expect(document.siteModules[2]).toMatchObject({ countdownDate: "2027-06-12T15:00", unitLabels: { days: "dygn", hours: "timmar" } });
    expect(document.siteModules[3]).toMatchObject({ map: { location: "Leksands kyrka", contentDataType: "Map" }, image });
    expect(document.siteModules[8]).toMatchObject({ giftRegistry: [{ id: "giftRegistryItem1", title: { sv: "Tallrikar" }, quantity: 6 }, { id: "giftRegistryItem2", quantity: 1 }] });
  });

  it("keeps the design, offers the site's one language and no longer carries the legacy fields", () => {
    const document = converted();
    expect(document).toMatchObject({ usesSiteModules: true, theme: "theme7", language: "sv", availableLanguages: [{ languageCode: "sv" }] });
    for (const field of ["modules", "images", "mailReceivers", "metaNoindex"]) expect(document).not.toHaveProperty(field);
    expect(JSON.stringify(document)).not.toContain('"slug"');
  });

  it("makes RSVP3 an Rsvp whose form starts with the built-in fields, then the questions, the lower block shown on the condition's label", () => {
    const rsvp = moduleOf(converted(), "Rsvp");
    expect(labels(rsvp)).toEqual([
      ["firstName", "Förnamn", true, []],
      ["lastName", "Efternamn", true, []],
      ["weddingYesOrNo", "Kommer du?", true, ["Ja", "Nej"]],
      ["phone", "Telefon", false, []],
      ["mail", "E-post", false, []],
      ["textField-allergies", "Allergier", false, []],
      ["RadioGroup-bus", "Åker du buss?", true, ["Ja", "Nej"]],
      ["RadioGroup-way", "Vilken resa?", true, ["Båda", "Bara dit"]],
      ["textField-stop", "Var kliver du på?", true, []],
    ]);
    const lower = { formElementId: "RadioGroup-bus", formElementOptionIds: ["RadioGroupOption-yes"] };
    expect(rsvp.form.formElements.map((element) => element.showConditions)).toEqual([[], [], [], [], [], [], [], [lower], [lower]]);
    const shown = (bus: string) => Object.keys(visibleAnswers(rsvp.form.formElements, { "RadioGroup-bus": { selectedOption: bus }, "RadioGroup-way": { selectedOption: "RadioGroupOption-both" }, "textField-stop": { value: "Centralen" } }));
    expect(shown("RadioGroupOption-yes")).toEqual(expect.arrayContaining(["RadioGroup-way", "textField-stop"]));
    expect(shown("RadioGroupOption-no")).not.toEqual(expect.arrayContaining(["RadioGroup-way"]));
    expect(rsvp).toMatchObject({
      title: { sv: "OSA" },
      text: { sv: "<p>Svara senast 1 maj.</p>" },
      maxNumberOfGuests: 3,
      selectNumberOfGuestsText: { sv: "Hur många är ni?" },
      guestIndexTitle: { sv: "Gäst" },
      sendButton: { sv: "Skicka" },
      oneGuestRsvpButton: { sv: "OSA" },
      confirmationTitle: { sv: "Tack!" },
      confirmationText: { sv: "Tack för att du OSA, vi har tagit emot dina uppgifter." },
    });
  });

  it("lets the answers overview count attendance by the built-in 'Kommer du?'", () => {
    const [, , attending, , , , bus] = moduleOf(converted(), "Rsvp").form.formElements;
    const guest = (coming: string) => ({ formElements: [attending!, bus!].map((formElement, index) => ({ formElement, value: "", selectedOption: index === 0 ? formElement.options.find((option) => option.id === coming)! : formElement.options[0]! })) });
    expect(attendanceSummary([guest("yes"), guest("no"), guest("yes")])).toMatchObject({ coming: 2, notComing: 1 });
  });

  it("makes Speech2 a Form of names, phone, mail and its text fields, with its buttons and confirmation", () => {
    const form = moduleOf(converted(), "Form");
    expect(labels(form)).toEqual([
      ["firstName", "Förnamn", true, []],
      ["lastName", "Efternamn", true, []],
      ["phone", "Telefon", false, []],
      ["mail", "E-post", false, []],
      ["textField-length", "Hur många minuter?", true, []],
    ]);
    expect(form).toMatchObject({ title: { sv: "Anmälan av tal" }, text: { sv: "<p>Anmäl tal till toastmastern.</p>" }, showFormButton: { sv: "Anmäl tal" }, sendButton: { sv: "Skicka" }, confirmationTitle: { sv: "Tack!" }, confirmationText: { sv: "Tack för att du anmält dig att tala" } });
  });

  it("sends the RSVP receivers' answers to each Rsvp and the speech receivers' to each Form", () => {
    expect(converted().formRecipients).toEqual([
      { formId: "CLIENTID-rsvp", recipients: ["osa@example.com", "anna@example.com"] },
      { formId: "CLIENTID-speech", recipients: ["tal@example.com"] },
    ]);
    expect(converted(legacyWeddingDocument()).formRecipients).toEqual([]);
  });

  it("writes out the built-in texts the legacy forms fell back on, in the site's language", () => {
    const document = legacyWeddingDocument();
    const bare = {
      ...document,
      language: "en",
      modules: [
        { id: "r", module: "RSVP3", properties: [{ key: "maxNumberOfPersons", value: 1 }] },
        { id: "s", module: "Speech2", properties: [] },
      ],
    } as LegacySiteDocumentInput;
    const result = converted(bare);
    expect(labels(moduleOf(result, "Rsvp"), "en").map(([, label]) => label)).toEqual(["First name", "Last name", "Are you coming?", "Phone", "E-mail"]);
    expect(moduleOf(result, "Rsvp")).toMatchObject({ maxNumberOfGuests: 1, oneGuestRsvpButton: { en: "RSVP" }, selectNumberOfGuestsText: { en: "Choose the number of persons" }, guestIndexTitle: { en: "Person" }, sendButton: { en: "Send" } });
    expect(moduleOf(result, "Form")).toMatchObject({ showFormButton: { en: "Sign up for a speech" }, sendButton: { en: "Send" }, confirmationTitle: { en: "Thank you!" } });
  });

  it("gives a blank question or answer the legacy editor's default text, and a built-in field another id when a question has its name", () => {
    const speech = { id: "s", module: "Speech2", properties: [{ key: "customTextFields", value: [{ id: "mail", label: " ", mandatory: false }] }] };
    const rsvp = { id: "r", module: "RSVP3", properties: [{ key: "customMultipleRadioGroups", value: [{ id: "g", label: "", options: [{ id: "o", label: "" }] }] }] };
    const result = converted({ ...legacyWeddingDocument(), modules: [speech, rsvp] } as LegacySiteDocumentInput);
    expect(labels(moduleOf(result, "Form"))).toEqual([
      ["firstName", "Förnamn", true, []],
      ["lastName", "Efternamn", true, []],
      ["phone", "Telefon", false, []],
      ["mail-2", "E-post", false, []],
      ["mail", "Text som beskriver fältet", false, []],
    ]);
    expect(labels(moduleOf(result, "Rsvp")).at(-1)).toEqual(["g", "En fråga att svara på?", true, ["Nytt svar"]]);
  });
});
