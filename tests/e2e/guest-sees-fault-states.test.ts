import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { setUpJourneys, GUEST_WIDTH } from "./support/journey";

const journey = setUpJourneys(undefined, { seedDemo: true });

/** The error reports the page sends to the log endpoint. */
function errorReports(page: Page): Request[] {
  const reports: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/logs/") reports.push(request);
  });
  return reports;
}

const countdownValues = (page: Page) => page.locator(".countdown__value").allTextContents();

describe.each(GUEST_WIDTH)("a guest on the demo site meets its fault states (%s)", (_name, viewport) => {
  it("sees the countdown's numbers in the server's HTML, and the page hydrates onto the server's elements, then ticks", async () => {
    const still = await journey.browser.newContext({ viewport, locale: "sv-SE", javaScriptEnabled: false });
    const html = await still.newPage();
    await html.goto(journey.server.siteUrl("demo.localhost"));
    const served = await countdownValues(html);
    expect(served).toHaveLength(4);
    for (const value of served) expect(value).toMatch(/^\d+$/);
    await html.locator(".countdown").scrollIntoViewIfNeeded();
    await screenshot(html, "countdown-served", { fullPage: false });
    await still.close();

    const page = await openPage(journey.browser, viewport);
    const reports = errorReports(page);
    // The guest page's runtime reports no hydration mismatch: a tree that did not match would add
    // or replace elements of the server's HTML, so every element put into or taken out of a
    // module's island from the end of parsing on is counted (the menu's island is left out: it
    // moves the entries its row cannot hold into its "more" list once it has measured).
    await page.addInitScript(() => {
      const changed: string[] = [];
      Object.assign(window, { changedInIslands: changed });
      const observer = new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          const island = mutation.target instanceof Element ? mutation.target.closest('[data-island]:not([data-island="menu"])') : null;
          for (const node of [...mutation.addedNodes, ...mutation.removedNodes]) if (island && node instanceof Element) changed.push(`${island.getAttribute("data-island")}: ${node.outerHTML.slice(0, 80)}`);
        }
      });
      // Parsing is done before the scripts run: what the parser put in is not counted.
      document.addEventListener("readystatechange", () => document.readyState === "interactive" && observer.observe(document, { childList: true, subtree: true }), { once: true });
    });
    await openGuestPage(page, journey.server.siteUrl("demo.localhost"), { waitUntil: "networkidle" });
    const first = (await countdownValues(page)).join(":");
    await page.waitForFunction((before) => [...document.querySelectorAll(".countdown__value")].map((node) => node.textContent).join(":") !== before, first);
    expect(await page.evaluate(() => (window as unknown as { changedInIslands: string[] }).changedInIslands)).toEqual([]);
    expect(reports).toEqual([]); // no island crashed
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("sees 'Misslyckades att ladda bild' in place of an image whose file is missing", async () => {
    const page = await openPage(journey.browser, viewport);
    await page.route((url) => url.pathname.startsWith("/images/"), (route) => route.fulfill({ status: 404, body: "" }));
    await openGuestPage(page, journey.server.siteUrl("demo.localhost"), { waitUntil: "networkidle" });
    const failed = page.getByRole("img", { name: "Misslyckades att ladda bild" });
    await failed.first().waitFor();
    expect(await page.locator("header img, .header img").count()).toBe(0); // the header shows the state, not a broken picture
    await expectAccessible(page, "failed images");
    await screenshot(page, "image-failed", { fullPage: false });
    await page.locator(".module--ImageAndText").scrollIntoViewIfNeeded();
    await screenshot(page, "image-failed-image-and-text", { fullPage: false });
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("sees the page's own message with the contact address when the page crashes outside a module", async () => {
    const page = await openPage(journey.browser, viewport);
    const reports = errorReports(page);
    // The menu measures its row with a ResizeObserver: make that fail, a crash outside every module.
    await page.addInitScript(() => {
      window.ResizeObserver = class {
        constructor() {
          throw new Error("the menu cannot measure");
        }
      } as unknown as typeof ResizeObserver;
    });
    await openGuestPage(page, journey.server.siteUrl("demo.localhost"), { waitUntil: "networkidle" });
    const message = page.getByRole("alert");
    await message.getByRole("heading", { name: "Ett fel uppstod" }).waitFor();
    const contact = message.getByRole("link", { name: /^info@/ });
    expect(await contact.getAttribute("href")).toMatch(/^mailto:info@/);
    await message.getByText("Ladda om sidan. Om inte det hjälper, kontakta").waitFor();
    await expectAccessible(page, "page error");
    await screenshot(page, "page-error", { fullPage: false });
    await expect.poll(() => reports.map((report) => JSON.parse(report.postData()!).info as string).join()).toContain('"source":"page"');
    await page.context().close();
  });
});
