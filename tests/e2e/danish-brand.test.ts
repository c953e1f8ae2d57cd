import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoPageErrors, openPage, PHONE, screenshot } from "./support/browser";
import { setUpJourneys } from "./support/journey";

const journey = setUpJourneys({ MARKET: "dk" });

describe("the wedding brand in the Danish market", () => {
  it("shows its Danish name on the login page", async () => {
    const page = await openPage(journey.browser, PHONE);
    // On bryllupssiden.dk the host gives Danish; on localhost the guest picks it.
    await page.context().addCookies([{ name: "lang", value: "da", url: journey.server.url }]);
    await page.goto(`${journey.server.url}/logga-in`);
    await page.getByRole("heading", { name: "Log ind", level: 1 }).waitFor();
    expect(await page.title()).toMatch(/ · Bryllupssiden$/);
    expect(await page.getByText("Bryllupssiden", { exact: true }).first().isVisible()).toBe(true);
    expect(await page.content()).not.toContain("Bröllopssidan");
    await expectAccessible(page, "Danish login page");
    await screenshot(page, "login-dk");
    expectNoPageErrors(page);
    await page.context().close();
  });
});
