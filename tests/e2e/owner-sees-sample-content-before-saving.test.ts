import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoPageErrors, openPage, screenshot } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();

const toolsOf = (page: Page, label: string) => page.getByRole("toolbar", { name: `Verktyg för ${label}` });
const SAMPLE = "Exempel – byt till ert eget innehåll";

describe.each(OWNER_WIDTH)("sample content in the editor on %s", (name, viewport) => {
  it("marks the starter page's invented people and gifts until edited, and Save names what is still sample", { timeout: 90_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const { siteId } = await registerThroughApi(page, journey.server.url);
    await page.goto(`${journey.server.url}/redigera/${siteId}/`);
    const marked = page.locator(".module-tools__sample", { hasText: SAMPLE });
    await marked.first().waitFor();
    await expect.poll(() => marked.count()).toBe(2);
    await expect.poll(() => page.locator('[data-module-id="peopleList-1"] .module-tools__sample').count()).toBe(1);
    await expect.poll(() => page.locator('[data-module-id="giftRegistry-1"] .module-tools__sample').count()).toBe(1);
    await expectAccessible(page, "sample content marked in the editor");
    await marked.first().evaluate((badge) => badge.scrollIntoView({ block: "center" }));
    await screenshot(page, `sample-content-marked-${name}`, { fullPage: false });

    await toolsOf(page, "Toastmasters").getByRole("button", { name: "Redigera" }).click();
    const dialog = page.getByRole("dialog", { name: "Personer" });
    await dialog.getByRole("textbox", { name: "Rubrik" }).fill("Våra vänner Lisa och Ali");
    await dialog.getByRole("button", { name: "Klar" }).click();
    await expect.poll(() => marked.count()).toBe(1);

    await page.getByRole("button", { name: "Spara" }).click();
    const check = page.getByRole("dialog", { name: "Det finns exempelinnehåll kvar" });
    await check.getByText("Gästerna ser exempel som ni inte har ändrat: ”Önskelista”. Redigera eller ta bort dem, eller spara ändå.").waitFor();
    await expectAccessible(page, "save names the sample content");
    await screenshot(page, `sample-content-on-save-${name}`, { fullPage: false });
    await check.getByRole("button", { name: "Spara ändå" }).click();
    await expect.poll(() => page.locator(".editor-bar__status").textContent()).toBe("Allt är sparat");

    // Kept once, the same sample is not asked about again on the next Save.
    await toolsOf(page, "Toastmasters").getByRole("button", { name: "Redigera" }).click();
    await dialog.getByRole("textbox", { name: "Rubrik" }).fill("Våra vänner Lisa, Ali och Bo");
    await dialog.getByRole("button", { name: "Klar" }).click();
    await page.getByRole("button", { name: "Spara" }).click();
    await expect.poll(() => page.locator(".editor-bar__status").textContent()).toBe("Allt är sparat");
    expect(await check.isVisible()).toBe(false);

    const stored = (await (await page.request.get(`${journey.server.url}/api/sites/${siteId}`)).json()) as { siteModules: { id: string; sample?: boolean }[] };
    const sampleIds = stored.siteModules.filter((module) => module.sample).map((module) => module.id);
    expect(sampleIds).toEqual(["giftRegistry-1"]);
    expectNoPageErrors(page);
  });
});
