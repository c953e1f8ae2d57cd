import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sites } from "../../src/server/db/schema";
import { expectAccessible, expectNoPageErrors, openPage, screenshot } from "./support/browser";
import { registerThroughApi } from "./support/owner";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";

const journey = setUpJourneys();

describe.each(OWNER_WIDTH)("on %s", (_name, viewport) => {
  it("a published owner sees the publication section, and the help and feedback dialogs work", async () => {
    const page = await openPage(journey.browser, viewport);
    const owner = await registerThroughApi(page, journey.server.url);
    await journey.server.database.db
      .update(sites)
      .set({ host: `pub${viewport.width}.localhost`, active: true, activeDate: new Date("2026-05-01T10:00:00Z"), activeExpireDate: null })
      .where(eq(sites.id, owner.siteId));

    await page.goto(`${journey.server.url}/redigera/${owner.siteId}/konto/`);
    const publication = page.getByRole("region", { name: "Publicering" });
    await publication.waitFor();
    const text = await publication.textContent();
    expect(text).toContain("2026-05-01");
    expect(text).toContain("2022-11-01"); // the spec's default expiry when none is set
    await publication.getByRole("link", { name: "Förläng" }).click();
    await page.getByRole("heading", { name: "Förläng publiceringen" }).waitFor();
    await screenshot(page, "prolong-dialog");
    await page.getByRole("dialog", { name: "Förläng publiceringen" }).getByRole("button", { name: "Stäng" }).first().click();

    const openMenu = async () => {
    };
    await openMenu();
    await page.getByRole("button", { name: "Hjälp" }).click();
    const help = page.getByRole("dialog", { name: "Hjälp" });
    await help.getByRole("link", { name: "info@brollopssidan.se" }).waitFor();
    await expectAccessible(page, "help dialog");
    await screenshot(page, "help-dialog");
    await help.getByRole("button", { name: "Stäng" }).first().click();

    await openMenu();
    await page.getByRole("button", { name: "Feedback" }).click();
    const feedback = page.getByRole("dialog", { name: "Feedback" });
    await feedback.getByLabel("Din feedback").fill("Så smidigt att bygga sidan!");
    await feedback.getByLabel("Jag vill ha svar").check();
    await feedback.getByLabel("Din e-postadress").fill("svar@example.com");
    await expectAccessible(page, "feedback dialog");
    await screenshot(page, "feedback-dialog");
    await feedback.getByRole("button", { name: "Skicka" }).click();
    await feedback.getByText("Tack för din feedback!").waitFor();
    const mails = await journey.server.outbox.list();
    expect(mails.some((mail) => mail.to === "info@brollopssidan.se" && mail.text.includes("Så smidigt att bygga sidan!"))).toBe(true);
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("another owner's site shows the error dialog, whose Logga in button leads to /logga-in", async () => {
    const stranger = await openPage(journey.browser);
    const other = await registerThroughApi(stranger, journey.server.url);
    await stranger.context().close();

    const page = await openPage(journey.browser, viewport);
    await registerThroughApi(page, journey.server.url);
    await page.goto(`${journey.server.url}/redigera/${other.siteId}/konto/`);
    const dialog = page.getByRole("dialog", { name: "Fel" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("Du har inte behörighet till det här.");
    expect(await page.getByRole("main").textContent()).not.toContain(other.mail);
    await expectAccessible(page, "error dialog");
    await screenshot(page, "error-dialog-403");
    await dialog.getByRole("button", { name: "Logga in" }).click();
    await page.waitForURL(`${journey.server.url}/logga-in`);
    await page.getByRole("heading", { name: "Logga in" }).waitFor();
    expectNoPageErrors(page);
    await page.context().close();
  });
});
