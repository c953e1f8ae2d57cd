import { describe, expect, it } from "vitest";
import { DESIGN_TEMPLATES } from "../../src/domain/site/designTemplates";
import { expectAccessible, expectNoPageErrors, screenshot } from "./support/browser";
import { openDemo, showDemoTemplate } from "./support/demoDesign";
import { setUpJourneys, VIEWPORTS } from "./support/journey";

const journey = setUpJourneys({}, { seedDemo: true });

describe.each(VIEWPORTS)("a guest on %s", (_name, viewport) => {
  it.each(DESIGN_TEMPLATES.map((template) => template.id))("reads the couple's names without scrolling in the template %s", async (id) => {
    await showDemoTemplate(journey.server, id);
    const page = await openDemo(journey.browser, journey.server, viewport);
    const title = page.getByRole("heading", { level: 1, name: "Anna & Erik" });
    const box = (await title.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    await expectAccessible(page, `first screen ${id}`);
    await screenshot(page, `first-screen-${id.toLowerCase()}`, { fullPage: false });
    expectNoPageErrors(page);
    await page.context().close();
  });
});

describe("a guest on a desktop", () => {
  it("finds OSA as a button of its own in the menu bar, not under Mer", async () => {
    const [, viewport] = VIEWPORTS[0];
    await showDemoTemplate(journey.server, "CLASSIC");
    const page = await openDemo(journey.browser, journey.server, viewport);
    const menu = page.getByRole("navigation", { name: "Meny" });
    const osa = menu.getByRole("link", { name: "OSA", exact: true });
    await osa.waitFor();
    expect(await osa.evaluate((link) => link.classList.contains("site-menu__rsvp") && !link.closest(".site-menu__more-list"))).toBe(true);
    const more = menu.getByRole("button", { name: "Mer" });
    if (await more.count()) {
      await more.click();
      expect(await menu.locator(".site-menu__more-list").getByRole("link", { name: "OSA", exact: true }).count()).toBe(0);
      await page.keyboard.press("Escape");
    }
    await expectAccessible(page, "menu with the OSA button");
    await screenshot(page, "menu-osa-button", { fullPage: false });
    await osa.click();
    await page.waitForURL(/#osa$/);
    expectNoPageErrors(page);
    await page.context().close();
  });
});
