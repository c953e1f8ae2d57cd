import { describe, expect, it } from "vitest";
import { wizardData } from "../domain/wizard";
import { IMAGES, NOW } from "../../tests/unit/starterFixtures";
import { missingFormTexts, missingFormTextsError } from "./formTranslations";
import { siteDocument, type SiteDocumentInput } from "./siteDocument";
import { wizardDocument } from "./starter/documents";

const question = (id: string, label: Record<string, string>, options: Record<string, string>[] = []) => ({
  id,
  formElementType: options.length ? ("SingleSelect" as const) : ("ShortText" as const),
  label,
  options: options.map((text, index) => ({ id: `${id}-${index}`, text })),
});

const document = (modules: SiteDocumentInput["siteModules"], languages = ["sv", "en"]) =>
  siteDocument.parse({ language: languages[0], availableLanguages: languages.map((languageCode) => ({ languageCode })), siteModules: modules });

describe("missingFormTexts", () => {
  it("finds question labels and answer texts empty in a site language, in the RSVP and Form modules only", () => {
    const missing = missingFormTexts(
      document([
        { id: "text", siteModuleType: "Text", title: { sv: "Hej" } },
        { id: "rsvp", siteModuleType: "Rsvp", title: { sv: "OSA" }, form: { formElements: [question("coming", { sv: "Kommer du?", en: "Coming?" }, [{ sv: "Ja", en: " " }, { sv: "Nej", en: "No" }])] } },
        { id: "speech", siteModuleType: "Form", title: {}, form: { formElements: [question("name", { en: "Name" })] } },
      ]),
    );
    expect(missing).toEqual([
      { path: "siteModules.1.form.formElements.0.options.0.text", moduleType: "Rsvp", moduleTitle: "OSA", questionNumber: 1, question: "Kommer du?", answer: { number: 1, text: "Ja" }, languages: ["en"] },
      { path: "siteModules.2.form.formElements.0.label", moduleType: "Form", moduleTitle: "", questionNumber: 1, question: "Name", languages: ["sv"] },
    ]);
  });

  it("finds nothing when every text is there, nor in a page the wizard wrote in five languages", () => {
    expect(missingFormTexts(document([{ id: "rsvp", siteModuleType: "Rsvp", form: { formElements: [question("q", { sv: "Namn", en: "Name" })] } }]))).toEqual([]);
    const wizard = wizardDocument(wizardData.parse({ languages: ["sv", "en", "de", "fi", "is"] }), IMAGES, NOW);
    expect(missingFormTexts(wizard)).toEqual([]);
  });
});

describe("missingFormTextsError", () => {
  it("names module, question, answer and languages in sv, en and da, the module by its kind when it has no title", () => {
    const missing = missingFormTexts(
      document([{ id: "form", siteModuleType: "Form", form: { formElements: [question("diet", { sv: "Allergier?" }, [{ sv: "Nötter" }]), question("empty", {})] } }], ["sv", "en", "de"]),
    );
    const error = missingFormTextsError(missing);
    expect(error.isErrorResponse).toBe(true);
    expect(error.errorDescription.sv).toBe(
      "Frågor och svarsalternativ behöver text på alla sidans språk. Frågan ”Allergier?” i ”Formulär” saknar text på engelska och tyska. " +
        "Svaret ”Nötter” på frågan ”Allergier?” i ”Formulär” saknar text på engelska och tyska. Frågan nummer 2 i ”Formulär” saknar text på svenska, engelska och tyska.",
    );
    expect(error.errorDescription.en).toContain("The answer “Nötter” to the question “Allergier?” in “Form” has no text in English and German.");
    expect(error.errorDescription.da).toContain("Spørgsmålet »Allergier?« i »Formular« mangler tekst på engelsk og tysk.");
    expect(error.fields).toEqual(["siteModules.0.form.formElements.0.label", "siteModules.0.form.formElements.0.options.0.text", "siteModules.0.form.formElements.1.label"]);
  });

  it("names the first five and counts the rest", () => {
    const many = Array.from({ length: 7 }, (_, index) => question(`q${index}`, { sv: `Fråga ${index + 1}` }));
    const error = missingFormTextsError(missingFormTexts(document([{ id: "form", siteModuleType: "Form", title: { sv: "Tal" }, form: { formElements: many } }])));
    expect(error.errorDescription.sv).toContain("Frågan ”Fråga 5” i ”Tal”");
    expect(error.errorDescription.sv).not.toContain("Fråga 6");
    expect(error.errorDescription.sv).toMatch(/Och 2 till\.$/);
  });
});
