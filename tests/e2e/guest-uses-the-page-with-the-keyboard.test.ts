import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";

const journey = setUpJourneys({}, { seedDemo: true });
const WINDOW = { fullPage: false };

/** The focused element's accessible name as a guest's screen reader reads it: its label, else its text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return "";
    const label = (element as HTMLInputElement).labels?.[0]?.textContent ?? element.getAttribute("aria-label");
    return `${element.tagName.toLowerCase()}${element.id === "site-main" ? "#site-main" : ""}: ${(label ?? element.textContent ?? "").trim()}`;
  });

describe.each(OWNER_WIDTH)("a guest with a keyboard on %s", (_name, viewport) => {
  it("skips to the content, and every button that opens something takes focus into it and gets it back", { timeout: 60_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    await openGuestPage(page, journey.server.siteUrl("demo.localhost"));

    // The first Tab reaches the skip link, which shows itself and leads past the menu.
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("a: Hoppa till innehållet");
    expect(await page.getByRole("link", { name: "Hoppa till innehållet" }).isVisible()).toBe(true);
    await expectAccessible(page, "skip link");
    await screenshot(page, "keyboard-skip-link", WINDOW);
    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page)).toMatch(/^main#site-main/);

    // "Svara här" opens the form on its first field.
    await page.getByRole("button", { name: "Svara här" }).focus();
    await page.keyboard.press("Enter");
    // The page's runtime moves focus right after the next paint: waited for.
    await expect.poll(() => focused(page)).toMatch(/^input: Namn\b/); // "Namn *": required

    // "Visa önskelista" takes focus into the list.
    await page.getByRole("button", { name: "Visa önskelista" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest(".gift-registry__list"))).toBe(true);

    // A gift's dialog opens on its first field; Escape gives focus back to Reservera.
    const reserve = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Djupa tallrikar" }) }).getByRole("button", { name: "Reservera" });
    await reserve.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Djupa tallrikar" });
    await dialog.waitFor();
    await expect.poll(() => focused(page)).toBe("input: Välj ett lösenord");
    await expectAccessible(page, "reservation dialog from the keyboard");
    await screenshot(page, "keyboard-reservation-dialog", WINDOW);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => reserve.evaluate((button) => button === document.activeElement)).toBe(true);

    // So does the close button, and the gallery's slider with Escape.
    await reserve.focus();
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Stäng" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => reserve.evaluate((button) => button === document.activeElement)).toBe(true);
    const picture = page.getByRole("button", { name: "Visa bild 1 av 6 i helskärm" });
    await picture.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: "Bildspel" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog", { name: "Bildspel" }).waitFor({ state: "hidden" });
    await expect.poll(() => picture.evaluate((button) => button === document.activeElement)).toBe(true);
    expectNoPageErrors(page);
    await page.context().close();
  });
});
