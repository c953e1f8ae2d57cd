import type { Browser } from "playwright-core";
import { expect } from "vitest";
import { openDemo, scrollThrough } from "./demoDesign";
import { DESKTOP, expectAccessible, expectNoPageErrors, PHONE, screenshot } from "./browser";
import type { E2eServer } from "./server";

/** The demo in a design, on a phone and then, the window widened, on a computer: each width's layout is what is tested. */
export async function demoLooksRight(journey: { browser: Browser; server: E2eServer }, theme: string, name: string, { firstScreen = false } = {}) {
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
