import { describe, expect, it } from "vitest";
import { wizardDocument } from "../../src/modules/starter/documents";
import { CHILDREN_CHOICES, DRESS_CODES, GIFT_CHOICES, wizardData, type WizardDataInput } from "../../src/domain/wizard";
import { savedSiteDocument, type SiteDocument } from "../../src/modules/siteDocument";
import { attendingQuestion, classify, IMAGES, missingTexts, moduleOf, modulesOf, NOW, translatedTexts } from "./starterFixtures";

const LANGUAGE_SETS = [["sv"], ["sv", "en"], ["da"], ["sv", "de"], ["en", "da", "sv", "no", "fi"]] as const;

/** The wizard's site as the editor gets it, checked as a save would check it. */
function generated(input: WizardDataInput): SiteDocument {
  return savedSiteDocument.parse(wizardDocument(wizardData.parse(input), IMAGES, NOW));
}

const info = (document: SiteDocument, index: number, language = "sv") => moduleOf(document, "TextAndImageList").list[index]!.text[language];
const dressText = (document: SiteDocument) => info(document, 0);
const childrenText = (document: SiteDocument) => info(document, 1);
const giftText = (document: SiteDocument) => (modulesOf(document, "GiftRegistry")[0] ?? moduleOf(document, "Text")).text.sv;

describe("the wizard's generated site, for every choice the wizard offers", () => {
  const combinations = DRESS_CODES.flatMap((dressCode) =>
    CHILDREN_CHOICES.flatMap((children) => GIFT_CHOICES.flatMap((gifts) => [false, true].map((dateNotDecided) => ({ dressCode, children, gifts, dateNotDecided })))),
  );

  it.each(combinations.map((choices, index) => ({ ...choices, languages: [...LANGUAGE_SETS[index % LANGUAGE_SETS.length]!] })))(
    "$dressCode, $children, $gifts, date not decided: $dateNotDecided, in $languages",
    (choices) => {
      const data = wizardData.parse({ name1: "Maja", name2: "Omar", location: "Ulriksdals slott", ...choices });
      const document = generated(data);

      expect(document.wizardData).toEqual(data);
      expect(document.availableLanguages.map((language) => language.languageCode)).toEqual(choices.languages);
      expect(document.language).toBe(choices.languages[0]);
      expect(missingTexts(document, choices.languages)).toEqual([]);
      expect(document.siteModules.map((module) => module.siteModuleType)).toEqual([
        "Header",
        "Countdown",
        "Location",
        "Location",
        "TextAndImageList",
        "PeopleList",
        choices.gifts === "MONEY" || choices.gifts === "GUEST_FEE" || choices.gifts === "NO_GIFTS" ? "Text" : "GiftRegistry",
        "Form",
        "Rsvp",
      ]);

      const rsvp = moduleOf(document, "Rsvp");
      expect(rsvp.maxNumberOfGuests).toBe(5);
      for (const language of choices.languages.filter((code) => ["sv", "en", "da"].includes(code))) {
        const { question, yes } = attendingQuestion(document, language);
        const conditional = rsvp.form.formElements.filter((element) => element.showConditions.length > 0);
        expect(conditional.map((element) => element.id)).toEqual(["allergies", "bus"]);
        for (const element of conditional) expect(element.showConditions).toEqual([{ formElementId: question.id, formElementOptionIds: [yes.id] }]);
      }

      const countdown = moduleOf(document, "Countdown");
      expect(countdown.countdownDate).toBe("2027-05-23T15:00");
      expect(countdown.hide).toBe(choices.dateNotDecided);
    },
  );
});

describe("the wizard's defaults and fallbacks (spec 3, section 4)", () => {
  it("starts six months ahead at 15:00 when no date is given, and says so on the page", () => {
    const document = generated({ name1: "Maja", name2: "Omar", languages: ["sv", "en"] });
    expect(moduleOf(document, "Countdown")).toMatchObject({ countdownDate: "2027-05-23T15:00", hide: false });
    const header = moduleOf(document, "Header");
    expect(header.title).toEqual({ sv: "Maja & Omar", en: "Maja & Omar" });
    expect(header.secondLine).toEqual({ sv: "Vi gifter oss den 23 maj 2027", en: "We are getting married on 23 May 2027" });
    expect(modulesOf(document, "Location")[0]!.secondTitle).toEqual({ sv: "23 maj 2027, kl. 15.00", en: "23 May 2027 at 3 pm" });
  });

  it("uses the couple's own date and time", () => {
    const document = generated({ dateStart: "2027-08-14T14:30", location: "Ulriksdals slott", languages: ["sv", "en", "da", "no", "fi"] });
    expect(moduleOf(document, "Countdown").countdownDate).toBe("2027-08-14T14:30");
    expect(moduleOf(document, "Header").secondLine).toMatchObject({ sv: "Vi gifter oss den 14 augusti 2027 · Ulriksdals slott", da: "Vi skal giftes den 14. august 2027 · Ulriksdals slott" });
    expect(modulesOf(document, "Location")[0]!.secondTitle).toEqual({
      sv: "14 augusti 2027, kl. 14.30",
      en: "14 August 2027 at 2.30 pm",
      da: "14. august 2027 kl. 14.30",
      no: "14. august 2027 kl. 14.30",
      fi: "14. elokuuta 2027 klo 14.30",
    });
  });

  it("names no date when it is not decided, and keeps the countdown hidden until one is set", () => {
    const document = generated({ dateStart: "2027-08-14T14:30", dateNotDecided: true, location: "Ulriksdals slott" });
    expect(moduleOf(document, "Countdown")).toMatchObject({ hide: true, countdownDate: "2027-08-14T14:30" });
    expect(moduleOf(document, "Header").secondLine.sv).toBe("Vi gifter oss · Ulriksdals slott");
    expect(modulesOf(document, "Location")[0]!.secondTitle.sv).toBe("Datum och tid kommer snart");
    expect(JSON.stringify(translatedTexts(document.siteModules))).not.toMatch(/2027|augusti|14\.30/);
  });

  it("reads a date no calendar has as no date given", () => {
    expect(moduleOf(generated({ dateStart: "2027-02-30T15:00" }), "Countdown").countdownDate).toBe("2027-05-23T15:00");
    expect(moduleOf(generated({ dateStart: "2150-06-01T15:00" }), "Countdown").countdownDate).toBe("2027-05-23T15:00");
  });

  it("falls back to the cocktail dress code for OTHER and NOT_DECIDED, and says each other code in its own words", () => {
    const cocktail = dressText(generated({ dressCode: "COCKTAIL" }));
    expect(cocktail).toContain("kavaj");
    expect(dressText(generated({ dressCode: "OTHER" }))).toBe(cocktail);
    expect(dressText(generated({ dressCode: "NOT_DECIDED" }))).toBe(cocktail);
    expect(dressText(generated({}))).toBe(cocktail);
    const own = (["WHITE_TIE", "BLACK_TIE", "FORMAL", "COCKTAIL", "CASUAL"] as const).map((dressCode) => dressText(generated({ dressCode })));
    expect(new Set(own).size).toBe(5);
  });

  it("falls back to the gift registry for OTHER and NOT_DECIDED, and writes a text about money, a guest fee or no gifts", () => {
    const registry = generated({ gifts: "GIFTS" });
    expect(moduleOf(registry, "GiftRegistry").giftRegistry).toHaveLength(3);
    for (const gifts of ["OTHER", "NOT_DECIDED"] as const) expect(giftText(generated({ gifts }))).toBe(giftText(registry));
    const texts = (["MONEY", "GUEST_FEE", "NO_GIFTS"] as const).map((gifts) => {
      const document = generated({ gifts });
      expect(modulesOf(document, "GiftRegistry")).toEqual([]);
      return giftText(document);
    });
    expect(texts[0]).toContain("bröllopsresa");
    expect(texts[1]).toContain("gästavgift");
    expect(new Set([...texts, giftText(registry)]).size).toBe(4);
  });

  it("says no children by default, and neither yes nor no to children when the couple chose OTHER or has not decided", () => {
    expect(childrenText(generated({}))).toBe(childrenText(generated({ children: "NO_CHILDREN" })));
    expect(childrenText(generated({ children: "NOT_DECIDED" }))).toContain("inte bestämt");
    expect(new Set(CHILDREN_CHOICES.map((children) => childrenText(generated({ children })))).size).toBe(5);
  });

  it("wears the chosen design template, and the standard one when none, an unknown one or another brand's is chosen", () => {
    expect(generated({ designTemplate: "BOTANICAL" })).toMatchObject({ theme: "theme5", siteGraphic: "EUCALYPTUS", mostRecentSelectedDesignTemplate: "BOTANICAL" });
    expect(generated({ designTemplate: "LUXE" })).toMatchObject({ theme: "theme12", mostRecentSelectedDesignTemplate: "LUXE" });
    for (const designTemplate of [null, "NO_SUCH_TEMPLATE", "FESTIVE"]) {
      expect(generated({ designTemplate })).toMatchObject({ theme: "theme4", fonts: { heading: "Playfair Display" }, mostRecentSelectedDesignTemplate: "CLASSIC" });
    }
  });

  it("puts in believable names in the site's main language when none are given, and no map without a place", () => {
    const swedish = generated({});
    expect(moduleOf(swedish, "Header").title.sv).toBe("Anna & Erik");
    expect(moduleOf(swedish, "Header").secondLine.sv).toBe("Vi gifter oss den 23 maj 2027");
    expect(modulesOf(swedish, "Location").map((location) => [location.map, location.image?.fileName])).toEqual([[null, "venue.jpg"]]);
    expect(moduleOf(swedish, "ImageAndText").image?.fileName).toBe("couple.jpg");
    expect(moduleOf(generated({ name1: "Maja", languages: ["da", "en"] }), "Header").title).toEqual({ da: "Maja & Mikkel", en: "Maja & Mikkel" });
  });

  it("puts the place on both maps (the picture there) and in the texts, as text that cannot become markup", () => {
    const document = generated({ name1: "<b>Kim</b>", location: 'Kyrkan <img src=x onerror="alert(1)">', languages: ["sv", "en"] });
    expect(modulesOf(document, "Location").map((location) => [location.map?.location, location.image])).toEqual([
      ['Kyrkan <img src=x onerror="alert(1)">', null],
      ['Kyrkan <img src=x onerror="alert(1)">', null],
    ]);
    const html = JSON.stringify(document.siteModules.map((module) => ("text" in module ? module.text : null)));
    expect(html).not.toContain("<img");
    expect(html).toContain("Kyrkan &#60;img");
    expect(moduleOf(document, "PeopleList").list[0]!.text.sv).toContain("&#60;b&#62;Kim&#60;/b&#62;");
  });

  it("writes Norwegian and Finnish texts of their own, and English ones for other languages", () => {
    const document = generated({ languages: ["sv", "en", "da", "no", "fi", "de"] });
    const text = moduleOf(document, "Rsvp").text;
    expect(new Set([text.sv, text.en, text.da, text.no, text.fi]).size).toBe(5);
    expect(text.de).toBe(text.en);
    expect(moduleOf(document, "Rsvp").title.de).toBe("RSVP");
    const nynorsk = generated({ languages: ["nn"] });
    expect(moduleOf(nynorsk, "Rsvp").title.nn).toBe(moduleOf(document, "Rsvp").title.no);
  });

  it("classifies the attending answers under the yes/no rule in Swedish, English and Danish", () => {
    const document = generated({ languages: ["sv", "en", "da"] });
    const { yes, no } = attendingQuestion(document, "sv");
    expect(yes.text).toEqual({ sv: "Ja självklart!", en: "Yes!", da: "Ja!" });
    expect(no.text).toEqual({ sv: "Nej tyvärr", en: "No", da: "Nej" });
    expect(["sv", "en", "da"].map((language) => [classify(yes.text[language]), classify(no.text[language])])).toEqual([
      ["yes", "no"],
      ["yes", "no"],
      ["yes", "no"],
    ]);
  });

  it("lists each language once", () => {
    expect(generated({ languages: ["sv", "en", "sv"] }).availableLanguages).toEqual([{ languageCode: "sv" }, { languageCode: "en" }]);
  });
});

describe("the wizard's generated site without a place (decision 086)", () => {
  it("has one location module, the ceremony's, waiting for the place, and the party as an image beside its text", () => {
    const document = generated({ name1: "Maja", name2: "Omar", languages: ["sv", "en", "da"] });

    const location = moduleOf(document, "Location");
    expect(location).toMatchObject({ id: "location-ceremony", map: null, title: { sv: "Vigsel" } });
    expect(location.text.sv).toContain("Vi berättar snart var vigseln hålls.");
    expect(location.image).not.toBeNull();
    const party = document.siteModules.find((module) => module.id === "location-party");
    expect(party).toMatchObject({ siteModuleType: "ImageAndText", title: { sv: "Middag och fest", en: "Dinner and party" }, secondTitle: { sv: "Efter vigseln" } });
    expect(missingTexts(document, ["sv", "en", "da"])).toEqual([]);
  });

  it("with a place keeps both places, each with its map", () => {
    const document = generated({ location: "Ulriksdals slott" });
    expect(modulesOf(document, "Location").map((module) => module.map?.location)).toEqual(["Ulriksdals slott", "Ulriksdals slott"]);
  });
});
