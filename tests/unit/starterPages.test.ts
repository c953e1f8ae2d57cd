import { describe, expect, it } from "vitest";
import { UI_LANGUAGES } from "../../src/domain/languages";
import { paragraphs } from "../../src/modules/starter/format";
import { starterDocument, wizardDocument } from "../../src/modules/starter/documents";
import { wizardChoiceText, type WizardChoice } from "../../src/modules/starter/wizardChoices";
import { CHILDREN_CHOICES, DRESS_CODES, GIFT_CHOICES, wizardData } from "../../src/domain/wizard";
import { isEmptyModule } from "../../src/modules/emptiness";
import { savedSiteDocument } from "../../src/modules/siteDocument";
import { attendingQuestion, IMAGES, missingTexts, moduleOf, modulesOf, NOW } from "./starterFixtures";

const starter = (brand: "wedding" | "party" | "event", language: string) => savedSiteDocument.parse(starterDocument(brand, IMAGES, NOW, language));

describe("the starter pages of a plain registration and of quick start", () => {
  it.each(["sv", "da", "en"])("are full pages for every brand, written in the market's language (%s)", (language) => {
    for (const brand of ["wedding", "party", "event"] as const) {
      const document = starter(brand, language);
      expect(document.availableLanguages).toEqual([{ languageCode: language }]);
      expect(document.siteModules.length).toBeGreaterThanOrEqual(7);
      expect(missingTexts(document, [language])).toEqual([]);
      const { yes, no } = attendingQuestion(document, language);
      expect([yes.id, no.id]).toHaveLength(2);
      expect(document.siteModules.filter(isEmptyModule).map((module) => module.id)).toEqual([]);
    }
  });

  it("has no module the guest page would leave out as empty, from the wizard in any language either", () => {
    const fromWizard = savedSiteDocument.parse(wizardDocument(wizardData.parse({ languages: ["sv", "en", "da"] }), IMAGES, NOW));
    expect(fromWizard.siteModules.filter(isEmptyModule).map((module) => module.id)).toEqual([]);
  });

  it("gives the wedding brand the wizard's page with its defaults, not claiming to come from the wizard", () => {
    const document = starter("wedding", "sv");
    const fromWizard = savedSiteDocument.parse(wizardDocument(wizardData.parse({}), IMAGES, NOW));
    expect(document.wizardData).toBeNull();
    expect({ ...document, wizardData: fromWizard.wizardData }).toEqual(fromWizard);
  });

  it("gives a party a birthday: countdown to the evening, programme, RSVP for up to five, song wishes and a gift registry", () => {
    const document = starter("party", "sv");
    expect(document.siteModules.map((module) => module.siteModuleType)).toEqual(["Header", "Countdown", "Text", "Location", "TextAndImageList", "Rsvp", "Form", "GiftRegistry"]);
    expect(moduleOf(document, "Header").secondLine.sv).toBe("Välkommen på fest den 23 maj 2027, kl. 18.00");
    expect(moduleOf(document, "Countdown").countdownDate).toBe("2027-05-23T18:00");
    expect(moduleOf(document, "Rsvp").maxNumberOfGuests).toBe(5);
    expect(moduleOf(document, "TextAndImageList").list.map((item) => item.title.sv)).toEqual(["18.00 Välkomstdrink", "19.00 Middag", "21.00 Tårta och kaffe", "22.00 Dans"]);
    expect(moduleOf(document, "GiftRegistry").giftRegistry).toHaveLength(3);
    expect(document).toMatchObject({ theme: "theme10", mostRecentSelectedDesignTemplate: "FESTIVE" });
  });

  it("gives an event its programme, speakers, place and registration, and no gift registry (hidden for events)", () => {
    const document = starter("event", "da");
    expect(modulesOf(document, "GiftRegistry")).toEqual([]);
    expect(document.siteModules.map((module) => module.siteModuleType)).toEqual(["Header", "Countdown", "Text", "TextAndImageList", "PeopleList", "Location", "Rsvp"]);
    expect(moduleOf(document, "Header").title.da).toBe("Inspirationsdagen 2027");
    expect(moduleOf(document, "PeopleList").list.map((person) => person.name)).toEqual(["Mette Lund", "Jonas Holm", "Camilla Berg"]);
    expect(moduleOf(document, "Location").secondTitle.da).toBe("23. maj 2027 kl. 09.00–17.00");
    expect(moduleOf(document, "Rsvp")).toMatchObject({ title: { da: "Tilmelding" }, maxNumberOfGuests: 1 });
    const { question, yes } = attendingQuestion(document, "da");
    const workshop = moduleOf(document, "Rsvp").form.formElements.find((element) => element.showConditions.length > 0 && element.formElementType === "SingleSelect");
    expect(workshop?.showConditions).toEqual([{ formElementId: question.id, formElementOptionIds: [yes.id] }]);
    expect(document).toMatchObject({ theme: "theme7", mostRecentSelectedDesignTemplate: "MODERN" });
  });

  it("uses the party and event pages' own pictures for their headers", () => {
    expect(moduleOf(starter("party", "sv"), "Header").image?.fileName).toBe("partyHeader.jpg");
    expect(moduleOf(starter("event", "sv"), "Header").image?.fileName).toBe("eventHeader.jpg");
  });
});

describe("wizardChoiceText (wizard step 4)", () => {
  const choices: WizardChoice[] = [
    ...DRESS_CODES.map((choice) => ({ kind: "dressCode" as const, choice })),
    ...CHILDREN_CHOICES.map((choice) => ({ kind: "children" as const, choice })),
    ...GIFT_CHOICES.map((choice) => ({ kind: "gifts" as const, choice })),
  ];

  it("titles every option in every interface language, each differently within its question", () => {
    for (const language of UI_LANGUAGES) {
      for (const kind of ["dressCode", "children", "gifts"] as const) {
        const titles = choices.filter((choice) => choice.kind === kind).map((choice) => wizardChoiceText(choice, language).title);
        expect(titles.every((title) => title.trim() !== "")).toBe(true);
        expect(new Set(titles).size).toBe(titles.length);
      }
    }
    expect(wizardChoiceText({ kind: "dressCode", choice: "COCKTAIL" }, "sv").title).toBe("Kavaj");
    expect(wizardChoiceText({ kind: "dressCode", choice: "COCKTAIL" }, "en").title).toBe("Cocktail");
  });

  it("suggests exactly the text the generated page carries, the fallback's for OTHER and NOT_DECIDED", () => {
    for (const language of UI_LANGUAGES) {
      for (const choice of choices) {
        const document = savedSiteDocument.parse(wizardDocument(wizardData.parse({ [choice.kind]: choice.choice, languages: [language] }), IMAGES, NOW));
        const { text } = wizardChoiceText(choice, language);
        const info = moduleOf(document, "TextAndImageList").list;
        const onPage =
          choice.kind === "dressCode" ? info[0]!.text : choice.kind === "children" ? info[1]!.text : (modulesOf(document, "GiftRegistry")[0] ?? moduleOf(document, "Text")).text;
        expect(onPage[language]).toBe(paragraphs([text]));
      }
    }
    expect(wizardChoiceText({ kind: "gifts", choice: "NOT_DECIDED" }, "sv").text).toBe(wizardChoiceText({ kind: "gifts", choice: "GIFTS" }, "sv").text);
    expect(wizardChoiceText({ kind: "dressCode", choice: "OTHER" }, "da").text).toBe(wizardChoiceText({ kind: "dressCode", choice: "COCKTAIL" }, "da").text);
  });
});
