import { describe, it } from "vitest";
import { THEMES } from "../../src/domain/site/design";
import { setDemoDesign } from "./support/demoDesign";
import { demoLooksRight } from "./support/demoLooksRight";
import { setUpJourneys } from "./support/journey";

const journey = setUpJourneys({}, { seedDemo: true });

describe("the demo site at 390 and 1280 px", () => {
  it.each(THEMES)("looks right and passes axe in %s", async (theme) => {
    await setDemoDesign(journey.server, (document) => ({ ...document, theme }));
    await demoLooksRight(journey, theme, theme);
  });
});
