import { describe, expect, it } from "vitest";
import { wizardData, type WizardDataInput } from "../../src/domain/wizard";
import { sampleModules, withoutSampleMark } from "../../src/modules/sampleContent";
import { savedSiteDocument, type SiteDocument } from "../../src/modules/siteDocument";
import { wizardDocument } from "../../src/modules/starter/documents";
import { IMAGES, moduleOf, NOW } from "./starterFixtures";

function generated(input: WizardDataInput): SiteDocument {
  return savedSiteDocument.parse(wizardDocument(wizardData.parse(input), IMAGES, NOW));
}

const firstNames = (document: SiteDocument) => moduleOf(document, "PeopleList").list.map((person) => person.name.split(" ")[0]);

describe("the sample content of the wizard's page", () => {
  it.each<["sv" | "en" | "da", string, string]>([
    ["sv", "Sara", "Johan"],
    ["sv", "johan", "SARA"],
    ["sv", "Sara Lind", "Anna Holm"],
    ["en", "Sarah", "James"],
    ["da", "Sofie", "Mads"],
  ])("names no sample toastmaster like the couple (%s: %s and %s)", (language, name1, name2) => {
    const document = generated({ name1, name2, languages: [language] });
    const couple = [name1, name2].map((name) => name.split(" ")[0]!.toLowerCase());
    expect(firstNames(document)).toHaveLength(2);
    for (const first of firstNames(document)) expect(couple).not.toContain(first!.toLowerCase());
    const texts = moduleOf(document, "PeopleList").list.map((person) => person.text[language]).join(" ");
    expect(texts).not.toMatch(/\b(\w+) (och|and|og) \1\b/i);
  });

  it("marks the invented toastmasters and gifts as sample, and lists them until edited", () => {
    const document = generated({ name1: "Maja", name2: "Omar", gifts: "GIFTS" });
    expect(moduleOf(document, "PeopleList").sample).toBe(true);
    expect(moduleOf(document, "GiftRegistry").sample).toBe(true);
    expect(sampleModules(document).map((module) => module.siteModuleType)).toEqual(["PeopleList", "GiftRegistry"]);

    const edited = { ...document, siteModules: document.siteModules.map((module) => (module.siteModuleType === "PeopleList" ? withoutSampleMark(module) : module)) };
    expect(sampleModules(edited).map((module) => module.siteModuleType)).toEqual(["GiftRegistry"]);
    const hidden = { ...edited, siteModules: edited.siteModules.map((module) => (module.siteModuleType === "GiftRegistry" ? { ...module, hide: true } : module)) };
    expect(sampleModules(hidden)).toEqual([]);
  });

  it("with money as the gift choice, promises no way to give it: the text says the couple will tell how, and stays sample until they do", () => {
    for (const language of ["sv", "en", "da"] as const) {
      const document = generated({ name1: "Maja", name2: "Omar", gifts: "MONEY", languages: [language] });
      const gifts = moduleOf(document, "Text");
      expect(gifts.id).toBe("text-gifts");
      expect(gifts.sample).toBe(true);
      expect(gifts.text[language]).toMatch({ sv: /Hur ni kan ge det skriver vi här/, en: /How to give it, we will write here/, da: /Hvordan I kan give det, skriver vi her/ }[language]);
    }
    expect(moduleOf(generated({ gifts: "NO_GIFTS" }), "Text").sample).toBeUndefined();
  });
});
