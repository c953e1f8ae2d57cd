import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sites } from "../../src/server/db/schema";
import { expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { setUpJourneys, GUEST_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

// No map provider configured: what a deployment without a Google key runs.
const journey = setUpJourneys({ MAPS: "none" });

const PLACE = "Grand Hôtel Saltsjöbaden, Tattby";
const DOCUMENT = {
  siteModules: [
    { id: "header-1", siteModuleType: "Header", title: { sv: "Anna & Erik" } },
    { id: "location-1", siteModuleType: "Location", title: { sv: "Vigseln" }, map: { location: PLACE, zoom: 13, mapTheme: "RETRO", markerColor: "#B4533C" }, text: { sv: "<p>Vigseln börjar klockan 15.</p>" } },
  ],
};

let published = 0;
async function publishedLocationSite(page: Page) {
  const { siteId } = await registerThroughApi(page, journey.server.url);
  expect((await page.request.put(`${journey.server.url}/api/sites/${siteId}`, { data: DOCUMENT })).status()).toBe(200);
  const host = `plats-${++published}-${Date.now()}.localhost`;
  await journey.server.database.db.update(sites).set({ host, active: true, activeDate: new Date() }).where(eq(sites.id, siteId));
  return { siteId, host };
}

describe.each(GUEST_WIDTH)("a location without a map provider on %s", (name, viewport) => {
  it("shows guests the address and an open-in-maps button, no drawn map, and the owner the same without the button", { timeout: 60_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const { siteId, host } = await publishedLocationSite(page);
    await openGuestPage(page, journey.server.siteUrl(host));
    const location = page.locator(".location");
    await location.getByText(PLACE).waitFor();
    const button = location.getByRole("link", { name: "Öppna i Google Maps (öppnas i en ny flik)" });
    expect(await button.getAttribute("href")).toBe(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(PLACE)}`);
    expect(await location.locator("img").count()).toBe(0);
    await expectAccessible(page, "location without a map");
    await screenshot(page, `location-without-map-guest-${name}`);

    await page.goto(`${journey.server.url}/redigera/${siteId}/`);
    const edited = page.locator('.site-editor [data-module-id="location-1"]');
    await edited.getByText(PLACE).waitFor();
    expect(await edited.locator("img").count()).toBe(0);
    expect(await edited.getByRole("link", { name: /Google Maps/ }).count()).toBe(0);
    await screenshot(page, `location-without-map-editor-${name}`);
    expectNoPageErrors(page);
  });
});
