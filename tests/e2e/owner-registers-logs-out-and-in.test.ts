import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoPageErrors, openPage, screenshot } from "./support/browser";
import { todayInStockholm } from "./support/owner";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";

const journey = setUpJourneys();

describe.each(OWNER_WIDTH)("an owner on %s", (_name, viewport) => {
  it("registers, is welcomed, sees the account page, logs out and logs in again", async () => {
    const page = await openPage(journey.browser, viewport);
    const mail = `anna.${viewport.width}@example.com`;

    // The login page's registration link for brands without the wizard; quick start opens the dialog at once.
    await page.goto(`${journey.server.url}/snabbstart?registerAccount=true`);
    const registration = page.getByRole("dialog", { name: "Skapa konto" });
    await registration.getByLabel("E-post").fill(mail);
    await registration.getByLabel("Lösenord").fill("hemligt-lösen");
    await registration.getByLabel("Jag godkänner villkoren").check();
    await expectAccessible(page, "registration dialog");
    await screenshot(page, "registration-dialog");
    await registration.getByRole("button", { name: "Skapa konto" }).click();

    const welcome = page.getByRole("dialog", { name: "Välkommen!" });
    await welcome.waitFor();
    await expectAccessible(page, "welcome dialog");
    await screenshot(page, "welcome-dialog");
    await welcome.getByRole("button", { name: "Fortsätt" }).click();
    await page.waitForURL(/\/redigera\/[0-9a-f-]{36}\/$/);
    const siteId = new URL(page.url()).pathname.split("/")[2]!;

    await page.getByRole("link", { name: "Konto" }).click();
    await page.waitForURL(`**/redigera/${siteId}/konto/`);
    await page.getByRole("heading", { name: "Ditt konto" }).waitFor();
    const main = page.getByRole("main");
    expect(await main.textContent()).toContain(mail);
    expect(await main.textContent()).toContain(todayInStockholm());
    // An unpublished site has no publication section.
    expect(await page.getByRole("heading", { name: "Publicering" }).count()).toBe(0);
    await expectAccessible(page, "account page");
    await screenshot(page, "account-page");

    await page.getByRole("button", { name: "Logga ut" }).click();
    await page.waitForURL(`${journey.server.url}/`);

    await page.goto(`${journey.server.url}/logga-in`);
    await page.getByRole("heading", { name: "Logga in" }).waitFor();
    await expectAccessible(page, "login page");
    await screenshot(page, "login-page");
    await page.getByLabel("E-post").fill(mail);
    await page.getByLabel("Lösenord").fill("hemligt-lösen");
    await page.getByRole("button", { name: "Logga in" }).click();
    await page.waitForURL(`**/redigera/${siteId}/`);

    // Logged in, the login page offers the way back instead of the form.
    await page.goto(`${journey.server.url}/logga-in`);
    await page.getByRole("link", { name: "Gå till min sida" }).waitFor();
    expect(await page.getByRole("main").textContent()).toContain(mail);
    await screenshot(page, "login-page-logged-in");
    expectNoPageErrors(page);
    await page.context().close();
  });
});
