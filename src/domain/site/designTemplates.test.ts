import { describe, expect, it } from "vitest";
import { BRANDS } from "../brands";
import { presetScheme } from "./colorPresets";
import { themesFor } from "./designChoices";
import { applyDesignTemplate, DESIGN_TEMPLATES, designTemplatesFor } from "./designTemplates";
import { documentSettings } from "./documentSettings";

const ids = (brand: (typeof BRANDS)[number]) => designTemplatesFor(brand).map((template) => template.id);

describe("designTemplatesFor", () => {
  it("gives each brand the shared templates plus its own", () => {
    expect(ids("wedding")).toEqual(expect.arrayContaining(["CLASSIC", "ROMANTIC", "LUXE"]));
    expect(ids("wedding")).not.toContain("FESTIVE");
    expect(ids("party")).toEqual(expect.arrayContaining(["CLASSIC", "FESTIVE", "FIREWORKS"]));
    expect(ids("party")).not.toContain("ROMANTIC");
    expect(ids("event")).toEqual(["CLASSIC", "BOTANICAL", "MODERN", "MINIMAL", "PHOTO"]);
  });

  it.each(BRANDS)("offers %s only templates whose theme that brand may use", (brand) => {
    const themes = themesFor(brand);
    for (const template of designTemplatesFor(brand)) expect(themes).toContain(template.theme);
  });

  it("has unique ids", () => {
    expect(new Set(DESIGN_TEMPLATES.map((template) => template.id)).size).toBe(DESIGN_TEMPLATES.length);
  });
});

describe("applyDesignTemplate", () => {
  // The modules stand for the rest of the document, which the template must leave alone.
  const document = {
    ...documentSettings.parse({
      theme: "theme7",
      siteGraphic: "LEAFS_MIX",
      eventLogo: { variant: "LeafsBox", name1: "Anna", name2: "Johan" },
      availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }],
    }),
    siteModules: [{ siteModuleType: "Text" }],
  };
  const luxe = DESIGN_TEMPLATES.find((template) => template.id === "LUXE")!;

  it("sets theme, fonts, the preset's colours and the graphic, and remembers the template", () => {
    const applied = applyDesignTemplate(document, luxe);
    expect(applied).toMatchObject({
      theme: "theme12",
      fonts: { heading: "Bodoni Moda", text: "Lato" },
      colorScheme: presetScheme("MIDNIGHT_GOLD"),
      siteGraphic: null,
      mostRecentSelectedDesignTemplate: "LUXE",
    });
  });

  it("keeps the event logo, languages and modules, and gives a valid document", () => {
    const applied = applyDesignTemplate(document, luxe);
    expect(applied.eventLogo).toEqual(document.eventLogo);
    expect(applied.availableLanguages).toEqual(document.availableLanguages);
    expect(applied.siteModules).toBe(document.siteModules);
    expect({ ...documentSettings.parse(applied), siteModules: applied.siteModules }).toEqual(applied);
  });

  it("gives a document of every template that the schema accepts", () => {
    for (const template of DESIGN_TEMPLATES) expect(() => documentSettings.parse(applyDesignTemplate(document, template))).not.toThrow();
  });
});
