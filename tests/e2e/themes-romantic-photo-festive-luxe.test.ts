import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESIGN_TEMPLATES, applyDesignTemplate } from "../../src/domain/site/designTemplates";
import { expectAccessible, expectNoPageErrors, screenshot } from "./support/browser";
import { openDemo as openDemoPage, setDemoDesign, showDemoTemplate } from "./support/demoDesign";
import { headerPhoto, neededWidth } from "./support/headerPhoto";
import { setUpJourneys, EACH_WIDTH } from "./support/journey";

const journey = setUpJourneys({}, { seedDemo: true });

async function finish(page: Page, name: string) {
  await expectAccessible(page, name);
  await screenshot(page, name);
  expectNoPageErrors(page);
  await page.context().close();
}

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The boxes, in page coordinates, of an element's ::before and ::after (absolutely placed in the page). */
function pseudoBoxes(page: Page, selector: string): Promise<Box[]> {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector)!;
    const page = document.querySelector(".site")!.getBoundingClientRect();
    return (["::before", "::after"] as const).flatMap((pseudo) => {
      const style = getComputedStyle(element, pseudo);
      if (style.content === "none" || style.display === "none") return [];
      const top = page.top + window.scrollY + parseFloat(style.top);
      const left = page.left + parseFloat(style.left);
      return [{ top, bottom: top + parseFloat(style.height), left, right: left + parseFloat(style.width) }];
    });
  }, selector);
}

function box(page: Page, selector: string): Promise<Box> {
  return page.locator(selector).first().evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY, left: rect.left, right: rect.right };
  });
}

const overlap = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

const style = (page: Page, selector: string, property: string) =>
  page.locator(selector).first().evaluate((element, property) => getComputedStyle(element).getPropertyValue(property), property);

/** The graphic's corners sit beside the page's content, never on the header photo. */
async function expectGraphicOffThePhoto(page: Page) {
  const photo = await box(page, ".module--Header .header__media");
  const corners = await pseudoBoxes(page, ".site-graphic");
  expect(corners).toHaveLength(2);
  for (const corner of corners) expect(overlap(corner, photo), JSON.stringify({ corner, photo })).toBe(false);
}

describe.each(EACH_WIDTH)("the themes on %s", (_name, viewport) => {
  it("Romantic arches only the photos, keeps the script face for the big headings and the roses off the photo", async () => {
    await showDemoTemplate(journey.server, "ROMANTIC");
    const page = await openDemoPage(journey.browser, journey.server, viewport);
    // The arch: a photo's top corners are round; the map, the video and the thumbnails are not.
    expect(parseFloat(await style(page, ".image-and-text__media", "border-top-left-radius"))).toBeGreaterThan(100);
    for (const selector of [".location__map", ".video__frame", ".gallery__thumb", ".text-image-list__media"]) {
      expect(parseFloat(await style(page, selector, "border-top-left-radius")), selector).toBeLessThanOrEqual(14);
      expect(await style(page, selector, "clip-path"), selector).toBe("none");
    }
    for (const selector of ["h1", ".module__title"]) expect(await style(page, selector, "font-family"), selector).toContain("Great Vibes");
    await page.getByRole("button", { name: "Svara här" }).click();
    for (const selector of [".site-field > label", ".site-button", "h3", ".countdown__value"]) expect(await style(page, selector, "font-family"), selector).not.toContain("Great Vibes");
    await expectGraphicOffThePhoto(page);
    await finish(page, "themesB-romantic");
  });

  it("Watercolour writes the countdown in a readable face and paints blossoms in the corners, off the photo", async () => {
    await showDemoTemplate(journey.server, "WATERCOLOUR");
    const page = await openDemoPage(journey.browser, journey.server, viewport);
    expect(await style(page, ".countdown__value", "font-family")).not.toContain("Parisienne");
    await expectGraphicOffThePhoto(page);
    // At the page's edges, painted behind the text (couple-sees-photos-and-framed-titles measures the frame).
    const width = viewport.width;
    for (const wash of await pseudoBoxes(page, ".site-graphic")) expect(wash.left <= 0.5 || wash.right >= width - 0.5).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector(".site-graphic")!, "::before").zIndex)).toBe("-1");
    await finish(page, "themesB-watercolour");
  });

  it("Photo sets the headings in the chosen font over a neutral scrim and runs photos full width on a desktop", async () => {
    await showDemoTemplate(journey.server, "PHOTO");
    const page = await openDemoPage(journey.browser, journey.server, viewport);
    expect(await style(page, ".module__title", "font-family")).toContain("Cinzel");
    // The screen-high header asks for a file wide enough for its crop.
    const header = await headerPhoto(page);
    expect(header.height).toBeGreaterThanOrEqual(viewport.height * 0.99);
    expect(header.natural).toBeGreaterThanOrEqual(neededWidth(header));
    const scrim = await page.locator(".module--Header .header__media").evaluate((element) => getComputedStyle(element, "::after").backgroundImage);
    const colours = [...scrim.matchAll(/rgba?\((\d+), (\d+), (\d+)/g)].map(([, r, g, b]) => [r, g, b]);
    expect(colours.length).toBeGreaterThan(0);
    for (const [r, g, b] of colours) expect(r === g && g === b, scrim).toBe(true);
    const photo = await box(page, ".image-and-text__media");
    if (viewport.width >= 1024) expect(photo.right - photo.left).toBeGreaterThanOrEqual(viewport.width - 20);
    else expect(photo.right - photo.left).toBeLessThan(viewport.width);
    await finish(page, "themesB-photo");
  });

  it("Festive keeps its confetti beside the text, the balloons off the photo and tilts cards but never a form field", async () => {
    await showDemoTemplate(journey.server, "FESTIVE");
    const page = await openDemoPage(journey.browser, journey.server, viewport);
    const confetti = await pseudoBoxes(page, ".site");
    expect(confetti).toHaveLength(2);
    const texts = await page.evaluate(() =>
      [...document.querySelectorAll(".site__modules :is(h1, h2, h3, p, label, button, a, li)")].flatMap((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && (element as HTMLElement).innerText.trim() ? [{ top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY, left: rect.left, right: rect.right }] : [];
      }),
    );
    expect(texts.length).toBeGreaterThan(20);
    for (const strip of confetti) for (const text of texts) expect(overlap(strip, text), JSON.stringify({ strip, text })).toBe(false);
    await expectGraphicOffThePhoto(page);
    expect(await style(page, ".person", "rotate")).not.toBe("none");
    const tiltedFields = await page.evaluate(() =>
      [...document.querySelectorAll(".site input, .site select, .site textarea")].filter((field) => {
        for (let element: Element | null = field; element; element = element.parentElement) {
          const style = getComputedStyle(element);
          if (style.rotate !== "none" || style.transform !== "none") return true;
        }
        return false;
      }).length,
    );
    expect(tiltedFields).toBe(0);
    await finish(page, "themesB-festive");
  });
});

describe("Luxe", () => {
  it("grows the monogram with the window, writes the names readably and the date once", async () => {
    await setDemoDesign(
      journey.server,
      (document) => {
        const luxe = applyDesignTemplate(document, DESIGN_TEMPLATES.find((entry) => entry.id === "LUXE")!);
        return { ...luxe, siteModules: luxe.siteModules.map((module) => (module.siteModuleType === "Header" ? { ...module, showEventLogo: true } : module)) };
      },
      "event-logo",
    );
    const widths: number[] = [];
    for (const [, viewport] of EACH_WIDTH) {
      const page = await openDemoPage(journey.browser, journey.server, viewport);
      widths.push((await box(page, ".event-logo__initials")).right - (await box(page, ".event-logo__initials")).left);
      expect(parseFloat(await style(page, ".event-logo__names", "font-size"))).toBeGreaterThanOrEqual(15);
      // The date: in the header's second line, not again under the names.
      expect((await page.locator(".module--Header").innerText()).match(/2027/g)).toHaveLength(1);
      await finish(page, "themesB-luxe");
    }
    const [desktop, phone] = widths;
    expect(desktop).toBeGreaterThan(phone! * 1.3);
  });
});
