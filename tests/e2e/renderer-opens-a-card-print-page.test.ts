import { describe, expect, it } from "vitest";
import { CARD_LAYOUTS } from "../../src/domain/print/layouts";
import { DESKTOP, expectAccessible, expectNoPageErrors, openPage, screenshot } from "./support/browser";
import { cardThroughApi, printPageUrl } from "./support/card";
import { setUpJourneys } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();
const MM = 96 / 25.4;
const logo = { variant: "HandDrawnHeart", name1: "Anna", name2: "Erik", additionalText: "12.06.2027" };

describe("the print page the PDF renderer opens", () => {
  it("draws each layout's front and back on sheets of 111 × 154 mm, ready once fonts and images have loaded", { timeout: 180_000 }, async () => {
    const owner = await openPage(journey.browser, DESKTOP);
    const { siteId } = await registerThroughApi(owner, journey.server.url);
    const ids = [];
    for (const layout of CARD_LAYOUTS) ids.push([layout, await cardThroughApi(owner, journey.server.url, siteId, layout, { eventLogo: logo })] as const);

    // The renderer has no session: a page of its own.
    const page = await openPage(journey.browser, DESKTOP);
    for (const [layout, id] of ids) {
      const response = await page.goto(await printPageUrl(journey.server, id));
      expect(response?.status()).toBe(200);
      await page.waitForFunction(() => document.documentElement.dataset.printReady === "true");
      await screenshot(page, `print-page-${layout}`);
      const sheets = page.locator(".print-pdf__sheet");
      expect(await sheets.count()).toBe(2);
      for (const box of await Promise.all([0, 1].map((index) => sheets.nth(index).boundingBox()))) {
        expect(box!.width / MM).toBeCloseTo(111, 1);
        expect(box!.height / MM).toBeCloseTo(154, 1);
      }
      // Everything drawn: the QR code in the card's colours, the photo, and the heading font.
      const images = await page.locator(".print-pdf img").evaluateAll((all) => all.map((image) => (image as HTMLImageElement).naturalWidth));
      expect(images.length).toBe(layout === "GENESIS" ? 1 : 2);
      expect(images.every((width) => width > 0)).toBe(true);
      expect(await page.evaluate(() => document.fonts.check('10mm "Playfair Display"'))).toBe(true);
      await expect.poll(() => page.getByText("Anna & Erik").count()).toBeGreaterThan(0);
      expect(await page.locator(".page-frame, header, nav").count()).toBe(0);
      await expectAccessible(page, `print page ${layout}`);
    }
    expectNoPageErrors(page);
  });

  it("shows the not-found page with a 404 for a wrong key", async () => {
    const owner = await openPage(journey.browser, DESKTOP);
    const { siteId } = await registerThroughApi(owner, journey.server.url);
    const url = await printPageUrl(journey.server, await cardThroughApi(owner, journey.server.url, siteId, "GENESIS"));
    const page = await openPage(journey.browser, DESKTOP);
    const response = await page.goto(`${url.slice(0, -2)}xx`);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Sidan hittades inte" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.printReady)).toBeUndefined();
    await expectAccessible(page, "print page not found");
  });
});
