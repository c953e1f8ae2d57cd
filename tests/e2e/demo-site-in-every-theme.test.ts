import { describe, expect, it } from "vitest";
import { THEMES } from "../../src/domain/site/design";
import { applyDesignTemplate, DESIGN_TEMPLATES } from "../../src/domain/site/designTemplates";
import { openDemo, scrollThrough, setDemoDesign } from "./support/demoDesign";
import { DESKTOP, expectAccessible, expectNoPageErrors, PHONE, screenshot } from "./support/browser";
import { setUpJourneys } from "./support/journey";

const journey = setUpJourneys({}, { seedDemo: true });

/** The demo in a design, on a phone and then, the window widened, on a computer: each width's layout is what is tested. */
async function looksRight(theme: string, name: string, { firstScreen = false } = {}) {
  const page = await openDemo(journey.browser, journey.server, PHONE);
  expect(await page.locator(`.site--${theme}`).count()).toBe(1);
  const title = page.getByRole("heading", { level: 1, name: "Anna & Erik" });
  await title.waitFor();
  for (const viewport of [PHONE, DESKTOP]) {
    if (viewport !== PHONE) {
      await page.setViewportSize(viewport);
      await scrollThrough(page);
    }
    if (firstScreen) {
      // The couple's names are read without scrolling, at both widths.
      const box = (await title.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      await screenshot(page, `first-screen-${name.replace("template-", "")}`, { fullPage: false });
    }
    await expectAccessible(page, `demo site ${name}`);
    await screenshot(page, `demo-${name}`);
  }
  // No request of the page left this server.
  const hosts = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).hostname));
  expect(hosts.filter((host) => host !== "demo.localhost")).toEqual([]);
  expectNoPageErrors(page);
  await page.context().close();
}

describe("the demo site at 390 and 1280 px", () => {
  it.each(THEMES)("looks right and passes axe in %s", async (theme) => {
    await setDemoDesign(journey.server, (document) => ({ ...document, theme }));
    await looksRight(theme, theme);
  });

  it.each(DESIGN_TEMPLATES.map((template) => [template.id, template] as const))("shows the names on the first screen, looks right and passes axe in the template %s", async (id, template) => {
    // Two templates share a theme: their heading font tells the new page from the old.
    await setDemoDesign(journey.server, (document) => applyDesignTemplate(document, template), template.fonts.heading);
    await looksRight(template.theme, `template-${id.toLowerCase()}`, { firstScreen: true });
  });
});
