import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoPageErrors, openPage, screenshot } from "./support/browser";
import { setUpJourneys, EACH_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";
import { photo } from "../support/photo";
import { cardBody } from "../support/print";

const journey = setUpJourneys();
const WINDOW = { fullPage: false };
/** A click that something else would take fails within this, instead of waiting out the test. */
const CLICK = { timeout: 5_000 };

const card = (page: Page) => page.locator(".card-editor__card .print-card");

/** A new card of the layout, saved without a photo, opened in the card editor. */
async function openNewCard(page: Page, url: string, siteId: string, layout: "TEXT_ON_PHOTO" | "TEXT_ON_PHOTO_GRADIENT") {
  const created = await page.request.post(`${url}/api/prints/`, { data: { ...cardBody(layout), site: siteId } });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`${url}/redigera/${siteId}/inbjudningar/${id}`);
  await expect.poll(() => card(page).getAttribute("class")).toContain(`print-card--${layout}`);
}

describe("the owner changes the photo of a text-on-photo card with the mouse", () => {
  it.each(EACH_WIDTH)("on a %s: the photo's buttons on both text-on-photo layouts take a mouse click and open the file chooser", { timeout: 180_000 }, async (name, viewport) => {
    const page = await openPage(journey.browser, viewport);
    const url = journey.server.url;
    const { siteId } = await registerThroughApi(page, url);
    const dialog = page.getByRole("dialog", { name: "Bild på kortet" });

    for (const layout of ["TEXT_ON_PHOTO", "TEXT_ON_PHOTO_GRADIENT"] as const) {
      await openNewCard(page, url, siteId, layout);
      await card(page).getByRole("button", { name: "Lägg till bild" }).click(CLICK);
      await dialog.waitFor();
      // The upload button opens the system's file chooser; the photo chosen there goes on the card.
      const [chooser] = await Promise.all([page.waitForEvent("filechooser"), dialog.getByRole("button", { name: /ladda upp bild/ }).click(CLICK)]);
      await chooser.setFiles({ name: "vi.jpg", mimeType: "image/jpeg", buffer: await photo(900, 1200, "jpeg") });
      await dialog.getByRole("button", { name: "Spara" }).click(CLICK);
      await dialog.waitFor({ state: "hidden" });
      await card(page).locator(".print-card__photo-image").evaluate((img: HTMLImageElement) => img.decode());
      await screenshot(page, `card-photo-button-${layout}-${name}`, WINDOW);

      // The photo's own button, over the photo in the corner, opens the dialog again.
      await card(page).getByRole("button", { name: "Byt eller beskär bild" }).click(CLICK);
      await dialog.waitFor();
      await dialog.getByRole("button", { name: "Beskär bild" }).waitFor();
      await expectAccessible(page, `${layout} photo dialog`);
      const [again] = await Promise.all([page.waitForEvent("filechooser"), dialog.getByRole("button", { name: /ladda upp bild/ }).click(CLICK)]);
      expect(again.isMultiple()).toBe(false);
      await dialog.getByRole("button", { name: "Stäng" }).first().click(CLICK);
      await dialog.waitFor({ state: "hidden" });
    }
    expectNoPageErrors(page);
  });
});
