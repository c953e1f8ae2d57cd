import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BRANDS } from "../../src/domain/brands";
import { starterDocument } from "../../src/modules/starter/documents";
import { starterImages } from "../../src/server/seed/starterImages";
import { DESKTOP, expectAccessible, expectNoPageErrors, openPage, screenshot } from "./support/browser";
import { cardThroughApi, printPageUrl } from "./support/card";
import { openDemo, setDemoDesign, showDemoTemplate } from "./support/demoDesign";
import { headerPhoto, neededWidth } from "./support/headerPhoto";
import { setUpJourneys, EACH_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys({}, { seedDemo: true });

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlap = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

async function finish(page: Page, name: string) {
  await expectAccessible(page, name);
  await screenshot(page, name);
  expectNoPageErrors(page);
  await page.context().close();
}

/** The header's photo is a photograph: a raster file wide enough for its box, not drawn art. */
async function expectHeaderPhotograph(page: Page) {
  const shown = await headerPhoto(page);
  expect(await page.locator(".header__image").evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/images\/starter\/[0-9a-f-]+(-\d+\.webp|\.jpg)$/);
  expect(shown.natural).toBeGreaterThanOrEqual(Math.min(neededWidth(shown), 1600));
}

/**
 * The frame's artwork beside the header's title, in page coordinates: the corner graphic's two
 * pseudo-elements, or Botanical's sprays (one box the page wide, drawn as a square at each end).
 */
function frameBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const measure = (element: Element, pseudo: "::before" | "::after") => {
      const style = getComputedStyle(element, pseudo);
      if (style.content === "none" || style.display === "none") return null;
      const standIn = document.createElement("div");
      for (const property of ["position", "inset", "top", "right", "bottom", "left", "width", "height", "aspect-ratio", "translate", "rotate", "scale", "transform"]) {
        standIn.style.setProperty(property, style.getPropertyValue(property));
      }
      element.prepend(standIn);
      const rect = standIn.getBoundingClientRect();
      standIn.remove();
      return { left: rect.left + scrollX, top: rect.top + scrollY, right: rect.right + scrollX, bottom: rect.bottom + scrollY };
    };
    const graphic = document.querySelector(".site-graphic--corner");
    if (graphic) return [measure(graphic, "::before"), measure(graphic, "::after")].filter((box) => box !== null);
    const sprays = measure(document.querySelector(".module--Header .header__content")!, "::before")!;
    const side = sprays.bottom - sprays.top;
    return [
      { ...sprays, left: 0, right: side },
      { ...sprays, left: document.documentElement.clientWidth - side, right: document.documentElement.clientWidth },
    ];
  });
}

/** The boxes of the header's words (each line of the title and the second line). */
function headerWords(page: Page): Promise<Box[]> {
  return page.$$eval(".module--Header :is(.header__title, .header__second-line)", (elements) =>
    elements.flatMap((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return [...range.getClientRects()].map((rect) => ({ left: rect.left + scrollX, top: rect.top + scrollY, right: rect.right + scrollX, bottom: rect.bottom + scrollY }));
    }),
  );
}

/** A module only each brand's starter page has: the demo page shows that page once it is there. */
const STARTER_MODULE = { wedding: "location-ceremony", party: "text-welcome", event: "text-about" } as const;

describe.each(EACH_WIDTH)("on %s", (name, viewport) => {
  it("every brand's starter page opens on a photograph and names its photographers at the foot", async () => {
    const images = await starterImages(journey.server.deps.storage);
    for (const brand of BRANDS) {
      const starter = starterDocument(brand, images, new Date(), "sv");
      await setDemoDesign(journey.server, (document) => ({ ...document, siteModules: starter.siteModules }), `data-module-id="${STARTER_MODULE[brand]}"`);
      const page = await openDemo(journey.browser, journey.server, viewport);
      await expectHeaderPhotograph(page);
      const credits = await page.locator(".site-footer__credits").innerText();
      expect(credits).toMatch(/^Exempelfoton: /);
      expect(credits).toContain("Aitzol Berasategi (CC BY 4.0)");
      await finish(page, `photos-starter-${brand}`);
    }
  });

  it("the template picker shows each template over a photograph", async () => {
    const page = await openPage(journey.browser, viewport);
    await page.goto(`${journey.server.url}/kom-igang`);
    const photos = page.locator(".wizard-template .design-sample__photo");
    await photos.first().waitFor();
    expect(await photos.count()).toBe(await page.locator(".wizard-template").count());
    await page.waitForLoadState("networkidle");
    const loaded = await photos.evaluateAll((images: HTMLImageElement[]) => images.map((image) => image.complete && image.naturalWidth >= 800));
    expect(loaded.every(Boolean), JSON.stringify(loaded)).toBe(true);
    await finish(page, "photos-template-picker");
  });

  it.each(["ROMANTIC", "WATERCOLOUR", "BOTANICAL"])("%s frames the title from both top corners, under the photo and clear of every word", async (template) => {
    await showDemoTemplate(journey.server, template);
    const page = await openDemo(journey.browser, journey.server, viewport);
    const photo = await page.locator(".module--Header .header__media").evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { left: rect.left + scrollX, top: rect.top + scrollY, right: rect.right + scrollX, bottom: rect.bottom + scrollY };
    });
    const frames = await frameBoxes(page);
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(frames).toHaveLength(2);
    const [left, right] = [...frames].sort((a, b) => a.left - b.left) as [Box, Box];
    // One in each top corner, hanging from the photo's lower edge, the same size.
    expect(left.left).toBeLessThanOrEqual(0.5);
    expect(right.right).toBeGreaterThanOrEqual(width - 0.5);
    for (const frame of frames) expect(Math.abs(frame.top - photo.bottom), JSON.stringify({ frame, photo })).toBeLessThanOrEqual(2);
    expect(Math.abs(left.right - left.left - (right.right - right.left))).toBeLessThanOrEqual(1);
    // Big enough to be seen as a frame, never over the names or the line under them.
    expect(left.right - left.left).toBeGreaterThanOrEqual(name === "phone" ? 50 : 160);
    const words = await headerWords(page);
    expect(words.length).toBeGreaterThanOrEqual(2);
    for (const frame of frames) for (const word of words) expect(overlap(frame, word), JSON.stringify({ frame, word })).toBe(false);
    await finish(page, `frames-${template.toLowerCase()}`);
  });
});

describe("an invitation card", () => {
  it.each(["CORNER_GRAPHICS_ROSE", "CORNER_GRAPHICS_WATER_COLOR"])("with %s draws it in both top corners of the sheet, in the card's ink", async (siteGraphic) => {
    const owner = await openPage(journey.browser, DESKTOP);
    const { siteId } = await registerThroughApi(owner, journey.server.url);
    const id = await cardThroughApi(owner, journey.server.url, siteId, "GENESIS", { siteGraphic });
    await owner.context().close();
    const page = await openPage(journey.browser, DESKTOP);
    await page.goto(await printPageUrl(journey.server, id));
    await page.waitForFunction(() => document.documentElement.dataset.printReady === "true");
    const [front] = await page.locator(".print-card--page-1 .site-graphic").evaluateAll((graphics) =>
      graphics.map((graphic) => {
        const sheet = graphic.closest(".print-card__sheet")!.getBoundingClientRect();
        return (["::before", "::after"] as const).map((pseudo) => {
          const style = getComputedStyle(graphic, pseudo);
          return { top: parseFloat(style.top), width: parseFloat(style.width), height: parseFloat(style.height), sheet: sheet.width, mask: style.maskImage, color: style.backgroundColor };
        });
      }),
    );
    expect(front).toHaveLength(2);
    const [left, right] = front!;
    expect(right!.top).toBeCloseTo(left!.top, 0);
    for (const corner of front!) {
      expect(corner.width).toBeGreaterThan(corner.sheet * 0.15);
      expect(corner.height).toBeGreaterThan(corner.width);
      expect(corner.mask).toContain("data:image/svg+xml");
      expect(corner.color).not.toBe("rgba(0, 0, 0, 0)");
    }
    await screenshot(page, `frames-card-${siteGraphic.toLowerCase()}`);
    expectNoPageErrors(page);
    await page.context().close();
  });
});
