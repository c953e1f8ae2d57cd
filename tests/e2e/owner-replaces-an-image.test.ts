import type { Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoPageErrors, openPage, screenshot } from "./support/browser";
import { setUpJourneys, EACH_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";
import { photo } from "../support/photo";

const journey = setUpJourneys();

describe.each(EACH_WIDTH)("an owner on %s", (_name, viewport) => {
  it("replacing the header photo sees the upload's progress in view, in place of the old photo, then the new one", { timeout: 120_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const url = journey.server.url;
    const { siteId } = await registerThroughApi(page, url);
    const header = { id: "h", siteModuleType: "Header", title: { sv: "Sara & Jonas" }, secondLine: { sv: "12 juni 2027" } };
    expect((await page.request.put(`${url}/api/sites/${siteId}`, { data: { siteModules: [header] } })).status()).toBe(200);
    await page.goto(`${url}/redigera/${siteId}/`);
    await page.getByRole("toolbar", { name: "Verktyg för Sara & Jonas" }).getByRole("button", { name: "Redigera" }).click();
    const dialog = page.getByRole("dialog", { name: "Sidhuvud" });
    const file = dialog.locator('input[type="file"]');
    await file.setInputFiles({ name: "forsta.jpg", mimeType: "image/jpeg", buffer: await photo(1600, 1000, "jpeg") });
    const current = dialog.locator(".image-field__current img");
    await current.waitFor();
    const first = await current.getAttribute("src");

    // The second upload waits at the server's door until the screen has been looked at.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    await page.route("**/upload-image", async (route: Route) => {
      held();
      await released;
      await route.continue();
    });
    await file.setInputFiles({ name: "andra.jpg", mimeType: "image/jpeg", buffer: await photo(1200, 1600, "jpeg") });
    await holding;
    const bar = dialog.getByRole("progressbar", { name: "Uppladdning" });
    await bar.waitFor();
    await dialog.getByRole("status").getByText("Laddar upp bilden …").waitFor();
    expect(await dialog.locator(".image-field__current").count()).toBe(0);
    const shown = (await bar.boundingBox())!;
    expect(shown.y).toBeGreaterThanOrEqual(0);
    expect(shown.y + shown.height).toBeLessThanOrEqual(viewport.height);
    await expectAccessible(page, "image upload under way");
    await screenshot(page, "editor-image-uploading", { fullPage: false });

    release();
    await expect.poll(() => current.getAttribute("src")).not.toBe(first);
    expect(await bar.count()).toBe(0);
    await page.unroute("**/upload-image");
    expectNoPageErrors(page);
    await page.context().close();
  });
});
