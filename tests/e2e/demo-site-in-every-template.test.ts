import { describe, it } from "vitest";
import { applyDesignTemplate, DESIGN_TEMPLATES } from "../../src/domain/site/designTemplates";
import { setDemoDesign } from "./support/demoDesign";
import { demoLooksRight } from "./support/demoLooksRight";
import { setUpJourneys } from "./support/journey";

const journey = setUpJourneys({}, { seedDemo: true });

describe("the demo site at 390 and 1280 px", () => {
  it.each(DESIGN_TEMPLATES.map((template) => [template.id, template] as const))("shows the names on the first screen, looks right and passes axe in the template %s", async (id, template) => {
    // Two templates share a theme: their heading font tells the new page from the old.
    await setDemoDesign(journey.server, (document) => applyDesignTemplate(document, template), template.fonts.heading);
    await demoLooksRight(journey, template.theme, `template-${id.toLowerCase()}`, { firstScreen: true });
  });
});
