import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoPageErrors, screenshot } from "./support/browser";
import { openDemo as openDemoPage, showDemoTemplate } from "./support/demoDesign";
import { setUpJourneys, EACH_WIDTH } from "./support/journey";

// The demo holds every module these faults were seen in: forms with options, the people list, the programme, the gallery.
const journey = setUpJourneys({}, { seedDemo: true });

type Box = { left: number; top: number; right: number; bottom: number };

/** Where the words of each element start on the page: the text itself, not its (maybe wider) box. */
function textLefts(page: Page, selector: string): Promise<number[]> {
  return page.$$eval(selector, (elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().left + window.scrollX;
    }),
  );
}

function boxLefts(page: Page, selector: string): Promise<number[]> {
  return page.$$eval(selector, (elements) => elements.filter((element) => element.getClientRects().length > 0).map((element) => element.getBoundingClientRect().left + window.scrollX));
}

/** Page boxes of pseudo-element artwork, measured by a stand-in that takes the pseudo-element's place and styles. */
function pseudoBoxes(page: Page, targets: [selector: string, pseudo: "::before" | "::after"][]): Promise<Box[]> {
  return page.evaluate((list) => {
    const copied = ["position", "inset", "top", "right", "bottom", "left", "width", "height", "translate", "rotate", "scale", "transform", "transform-origin", "margin"];
    return list.flatMap(([selector, pseudo]) =>
      [...document.querySelectorAll(selector)].flatMap((element) => {
        const style = getComputedStyle(element, pseudo);
        if (style.content === "none" || style.display === "none") return [];
        const standIn = document.createElement("div");
        for (const property of copied) standIn.style.setProperty(property, style.getPropertyValue(property));
        element.prepend(standIn);
        const rect = standIn.getBoundingClientRect();
        standIn.remove();
        return [{ left: rect.left + scrollX, top: rect.top + scrollY, right: rect.right + scrollX, bottom: rect.bottom + scrollY }];
      }),
    );
  }, targets);
}

function pageBoxes(page: Page, selector: string): Promise<Box[]> {
  return page.$$eval(selector, (elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const rect = element.getBoundingClientRect();
        return { left: rect.left + scrollX, top: rect.top + scrollY, right: rect.right + scrollX, bottom: rect.bottom + scrollY };
      }),
  );
}

/** More than a pixel of overlap: touching edges do not count. */
const overlaps = (a: Box, b: Box) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;

describe.each(EACH_WIDTH)("Classic, Botanical, Modern and Minimal on %s", (_name, viewport) => {
  it("Classic keeps forms in normal case, one thumbnail shape, and names on one line", async () => {
    await showDemoTemplate(journey.server, "CLASSIC");
    const page = await openDemoPage(journey.browser, journey.server, viewport);
    const caps = (selector: string) => page.$$eval(selector, (elements) => elements.map((element) => `${getComputedStyle(element).fontVariantCaps} ${getComputedStyle(element).textTransform}`));

    // Short labels outside forms keep the theme's small caps.
    expect(await caps('[data-module-id="form-1"] .site-button')).toEqual(["small-caps none"]);
    await page.getByRole("button", { name: "Svara här" }).click();
    expect(await caps(".rsvp__count label")).toEqual(["normal none"]);
    await page.getByRole("button", { name: "Visa formulär" }).click();
    await page.getByLabel("Ditt namn").waitFor();
    const form = '[data-module-id="form-1"] .site-form';
    const formTexts = await caps(`${form} label, ${form} legend, ${form} .site-button`);
    expect(formTexts.length).toBeGreaterThanOrEqual(5);
    expect(new Set(formTexts)).toEqual(new Set(["normal none"]));
    await page.locator(form).scrollIntoViewIfNeeded();
    await screenshot(page, "themesA-classic-form", { fullPage: false });

    // Portraits, the programme's images and the gallery's thumbnails: all square, all rounded alike.
    const shapes = await page.$$eval(".person__portrait, .person__image, .text-image-list__media, .gallery__thumb", (elements) =>
      elements.map((element) => {
        const rect = element.getBoundingClientRect();
        return `${Math.round((rect.width / rect.height) * 100) / 100} ${getComputedStyle(element).borderTopLeftRadius}`;
      }),
    );
    expect(shapes.length).toBeGreaterThanOrEqual(12);
    expect(new Set(shapes)).toEqual(new Set(["1 2px"]));

    if (viewport.width >= 1280) {
      const lines = await page.$$eval(".person__name", (names) =>
        names.map((name) => {
          const range = document.createRange();
          range.selectNodeContents(name);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }),
      );
      expect(lines).toEqual([1, 1, 1]);
    }
    await expectAccessible(page, "Classic");
    await screenshot(page, "themesA-classic");
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("Botanical's foliage frames the header and the page's end, off the photo and the buttons", async () => {
    await showDemoTemplate(journey.server, "BOTANICAL");
    const page = await openDemoPage(journey.browser, journey.server, viewport);
    const [photo] = await pageBoxes(page, ".header__image");
    const buttons = await pageBoxes(page, ".site-button");
    const [headerFoliage] = await pseudoBoxes(page, [[".header__content", "::before"]]);
    const foliage = await pseudoBoxes(page, [
      [".header__content", "::before"],
      [".site", "::after"],
      [".site-graphic", "::before"],
      [".site-graphic", "::after"],
    ]);

    // The sprays hang from the photo's lower edge; the eucalyptus branches end at the page's foot.
    expect(Math.abs(headerFoliage!.top - photo!.bottom)).toBeLessThanOrEqual(2);
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(foliage.length).toBe(3);
    for (const branch of foliage.slice(1)) expect(branch.bottom).toBeGreaterThan(pageHeight - 200);
    expect(buttons.length).toBeGreaterThanOrEqual(2);
    for (const box of foliage) {
      expect(overlaps(box, photo!)).toBe(false);
      for (const button of buttons) expect(overlaps(box, button), `foliage ${JSON.stringify(box)} on a button ${JSON.stringify(button)}`).toBe(false);
    }
    await expectAccessible(page, "Botanical");
    await screenshot(page, "themesA-botanical");
    expectNoPageErrors(page);
    await page.context().close();
  });

  it.each(["MODERN", "MINIMAL"])("%s starts every section on one left edge", async (id) => {
    await showDemoTemplate(journey.server, id);
    const page = await openDemoPage(journey.browser, journey.server, viewport);
    await page.getByRole("button", { name: "Svara här" }).click();
    const column = (await boxLefts(page, ".module--Text .module__title"))[0]!;
    const lefts = [
      ...(await textLefts(page, ".header__title, .module__title")),
      ...(await boxLefts(page, ".module--Text .rich-text, .countdown__unit:first-child, .rsvp__count select, .site-button, .person:first-child")),
    ];
    expect(lefts.length).toBeGreaterThanOrEqual(14);
    for (const left of lefts) expect(Math.abs(left - column)).toBeLessThanOrEqual(2);

    if (id === "MINIMAL") {
      const number = await page.$eval(".module--Text .module__title", (title) => {
        const style = getComputedStyle(title, "::before");
        const channels = (colour: string) => colour.match(/[\d.]+/g)!.slice(0, 3).map(Number);
        const luminance = (colour: string) => {
          const [r, g, b] = channels(colour).map((value) => (value / 255 <= 0.04045 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4));
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        };
        const [light, dark] = [luminance(style.color), luminance(getComputedStyle(document.querySelector(".site")!).backgroundColor)].sort((a, b) => b - a);
        return { text: style.content, size: parseFloat(style.fontSize), contrast: (light! + 0.05) / (dark! + 0.05), opacity: style.opacity };
      });
      expect(number.text).toMatch(/counter/);
      expect(number.size).toBeGreaterThanOrEqual(14);
      expect(number.contrast).toBeGreaterThanOrEqual(4.5);
      expect(number.opacity).toBe("1");
    }

    if (id === "MODERN" && viewport.width >= 1280) {
      // Image and text rows sit on one two-column grid, the image changing side row by row.
      const rows = await page.$$eval(".text-image-list__item:not(.text-image-list__item--no-image), .image-and-text__layout", (items) =>
        items.map((item) => {
          const [media, body] = [...item.children].map((child) => Math.round(child.getBoundingClientRect().left));
          return { media: media!, body: body! };
        }),
      );
      expect(rows.length).toBeGreaterThanOrEqual(4);
      const starts = new Set(rows.flatMap((row) => [row.media, row.body]));
      expect(starts.size).toBe(2);
      const [first, second] = rows.slice(1);
      expect(first!.media).toBeLessThan(first!.body);
      expect(second!.media).toBeGreaterThan(second!.body);
    }
    await expectAccessible(page, id);
    await screenshot(page, `themesA-${id.toLowerCase()}`);
    expectNoPageErrors(page);
    await page.context().close();
  });
});
