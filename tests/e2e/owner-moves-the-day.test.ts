import { describe, it } from "vitest";
import { expectAccessible, expectNoPageErrors, openPage, screenshot } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();

describe.each(OWNER_WIDTH)("the starter page's day on %s", (name, viewport) => {
  it("moves in the header line and the ceremony's subheading when the owner sets the countdown's date", { timeout: 60_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const { siteId } = await registerThroughApi(page, journey.server.url);
    await page.goto(`${journey.server.url}/redigera/${siteId}/`);
    const countdown = page.locator('[data-module-id="countdown-1"]');
    await countdown.getByRole("toolbar").getByRole("button", { name: "Redigera" }).click();
    await page.getByLabel("Datum och tid").fill("2027-08-21T14:30");
    await page.getByRole("dialog").getByRole("button", { name: "Klar" }).click();

    await page.locator('[data-module-id="header-1"]').getByText("Vi gifter oss den 21 augusti 2027").waitFor();
    const ceremony = page.locator('[data-module-id="location-ceremony"]');
    await ceremony.getByText("21 augusti 2027, kl. 14.30").waitFor();
    await expectAccessible(page, "the day moved");
    await ceremony.evaluate((section) => section.scrollIntoView({ block: "start" }));
    await screenshot(page, `day-moved-${name}`, { fullPage: false });
    expectNoPageErrors(page);
  });
});
