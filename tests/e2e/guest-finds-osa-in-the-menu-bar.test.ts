import { describe, expect, it } from "vitest";
import { DESKTOP, expectAccessible, expectNoPageErrors, screenshot } from "./support/browser";
import { openDemo, showDemoTemplate } from "./support/demoDesign";
import { setUpJourneys } from "./support/journey";

const journey = setUpJourneys({}, { seedDemo: true });

describe("a guest on a desktop", () => {
  it("finds OSA as a button of its own in the menu bar, not under Mer", async () => {
    await showDemoTemplate(journey.server, "CLASSIC");
    const page = await openDemo(journey.browser, journey.server, DESKTOP);
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
