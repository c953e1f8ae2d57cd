import { describe, expect, it } from "vitest";
import { translate } from "../../domain/languages";
import { wizardData } from "../../domain/wizard";
import { IMAGES, moduleOf, NOW } from "../../../tests/unit/starterFixtures";
import { siteDocument, type SiteDocument } from "../siteDocument";
import { starterDocument, wizardDocument } from "../starter/documents";
import { missingTranslations } from "./missingTranslations";
import { addSiteLanguage } from "./siteLanguageAdding";

const swedishWizardSite = () => wizardDocument(wizardData.parse({ name1: "Sara", name2: "Jonas", languages: ["sv"] }), IMAGES, NOW);

describe("addSiteLanguage", () => {
  it("writes every text the product wrote in the added language's own texts: nothing is left Swedish on the English page", () => {
    const english = addSiteLanguage(swedishWizardSite(), "en");
    expect(english.availableLanguages.map((each) => each.languageCode)).toEqual(["sv", "en"]);
    expect(missingTranslations(english)).toEqual([]);
    const rsvp = moduleOf(english, "Rsvp");
    expect(rsvp.sendButton.en).toBe("Send reply");
    expect(rsvp.selectNumberOfGuestsText.en).toBeTruthy();
    expect(rsvp.selectNumberOfGuestsText.en).not.toBe(rsvp.selectNumberOfGuestsText.sv);
    expect(translate(moduleOf(english, "Header").title, "en")).toBe("Sara & Jonas");
    // The same page the wizard makes when told both languages at the start.
    const both = wizardDocument(wizardData.parse({ name1: "Sara", name2: "Jonas", languages: ["sv", "en"] }), IMAGES, NOW);
    expect(english.siteModules).toEqual(both.siteModules.map((module) => ({ ...module })));
  });

  it("leaves the couple's own texts empty in the added language, each listed with its original", () => {
    const site = swedishWizardSite();
    const rsvp = moduleOf(site, "Rsvp");
    rsvp.form.formElements[0]!.label = { sv: "Vad heter du, kära gäst?" };
    rsvp.sendButton = { sv: "Skicka nu!" };
    const english = addSiteLanguage(site, "en");
    const rsvpIndex = english.siteModules.findIndex((module) => module.siteModuleType === "Rsvp");
    expect(missingTranslations(english)).toEqual([
      { moduleId: rsvp.id, path: `siteModules.${rsvpIndex}.sendButton`, original: "Skicka nu!", language: "en" },
      { moduleId: rsvp.id, path: `siteModules.${rsvpIndex}.form.formElements.0.label`, original: "Vad heter du, kära gäst?", language: "en" },
    ]);
  });

  it("fills a Danish party page's texts in Swedish, and changes nothing when the language is there", () => {
    const party: SiteDocument = starterDocument("party", IMAGES, NOW, "da");
    const swedish = addSiteLanguage(party, "sv");
    expect(missingTranslations(swedish)).toEqual([]);
    expect(addSiteLanguage(swedish, "sv")).toBe(swedish);
  });
});

describe("missingTranslations", () => {
  it("lists a rich text written in one language only by its plain words, and not a text empty in every language", () => {
    const site = siteDocument.parse({
      language: "sv",
      availableLanguages: [{ languageCode: "sv" }],
      siteModules: [{ id: "text", siteModuleType: "Text", title: { sv: "" }, text: { sv: "<p>Vi <strong>ses</strong>!</p>" } }],
    });
    expect(missingTranslations(addSiteLanguage(site, "en"))).toEqual([{ moduleId: "text", path: "siteModules.0.text", original: "Vi ses!", language: "en" }]);
  });
});
