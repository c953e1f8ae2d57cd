import { and, eq, gte } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formSubmissions, postKeys, rsvpAnswers } from "../../src/server/db/schema";
import { DESKTOP, expectAccessible, expectNoPageErrors, openGuestPage, openPage, PHONE, screenshot } from "./support/browser";
import { setUpJourneys } from "./support/journey";

// The server's own minimum post-key age (POST_KEY_MIN_AGE_MS), as guests meet it.
const journey = setUpJourneys({}, { seedDemo: true });

/** The demo site, with a count of the RSVP post keys that reached the page. */
async function openDemo(viewport: typeof PHONE): Promise<{ page: Page; rsvpKeys: () => number }> {
  const page = await openPage(journey.browser, viewport);
  let keys = 0;
  page.on("response", (response) => {
    if (response.url().endsWith("/api/rsvps/post-key")) keys += 1;
  });
  await openGuestPage(page, journey.server.siteUrl("demo.localhost"));
  return { page, rsvpKeys: () => keys };
}

const storedNames = async () => {
  const rows = await journey.server.database.db.select().from(rsvpAnswers).where(eq(rsvpAnswers.siteId, journey.server.demo!.siteId));
  return rows.map((row) => (row.formElements as { formElement: { id: string }; value: string }[]).find((element) => element.formElement.id === "name")!.value);
};

describe("a quick guest", () => {
  it("sends within the post key's minimum age and gets the thanks, the send busy meanwhile; the answer is stored", { timeout: 60_000 }, async () => {
    const minAgeMs = journey.server.deps.config.postKeyMinAgeMs;
    expect(minAgeMs).toBe(3000);
    const { page, rsvpKeys } = await openDemo(PHONE);
    const rsvp = page.getByRole("region", { name: "OSA" });
    await rsvp.getByRole("button", { name: "Svara här" }).click();
    await rsvp.getByLabel("Namn").fill("Snabba Sara");
    await rsvp.getByLabel("Nej tyvärr").check();
    await expect.poll(rsvpKeys).toBe(1);
    const pressedAt = Date.now();
    await rsvp.getByRole("button", { name: "Skicka" }).click();
    await rsvp.getByRole("button", { name: "Skickar…" }).waitFor();
    await screenshot(page, "rsvp-waiting-for-the-post-key", { fullPage: false });
    const thanks = page.getByRole("dialog", { name: "Tack!" });
    await thanks.getByText("Tack för att du OSA, vi har tagit emot dina uppgifter.").waitFor();

    // The server's own times of the key this send used: Send was pressed before the key was
    // old enough, and the page held the send until it was.
    const [used] = await journey.server.database.db.select().from(postKeys).where(and(eq(postKeys.purpose, "rsvp"), gte(postKeys.usedAt, new Date(pressedAt))));
    expect(pressedAt - used!.createdAt.getTime()).toBeLessThan(minAgeMs);
    expect(used!.usedAt!.getTime() - used!.createdAt.getTime()).toBeGreaterThanOrEqual(minAgeMs);
    expect(await storedNames()).toContain("Snabba Sara");
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("signs up in the Form at once after opening it and gets the thanks", { timeout: 60_000 }, async () => {
    const { page } = await openDemo(DESKTOP);
    const form = page.getByRole("region", { name: "Anmäl tal" });
    await form.getByRole("button", { name: "Visa formulär" }).click();
    await form.getByLabel("Ditt namn").fill("Snabbe Sven");
    await form.getByLabel("Hålla tal").check();
    await form.getByRole("button", { name: "Skicka" }).click();
    await form.getByRole("button", { name: "Skickar…" }).waitFor();
    await screenshot(page, "form-waiting-for-the-post-key", { fullPage: false });
    await page.getByRole("dialog", { name: "Tack!" }).getByText("Vi har tagit emot din anmälan.").waitFor();
    const rows = await journey.server.database.db.select().from(formSubmissions).where(eq(formSubmissions.siteId, journey.server.demo!.siteId));
    expect(JSON.stringify(rows.map((row) => row.formElements))).toContain("Snabbe Sven");
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("keeps every answer when the server takes the send for a robot's", { timeout: 60_000 }, async () => {
    const { page } = await openDemo(DESKTOP);
    const rsvp = page.getByRole("region", { name: "OSA" });
    await rsvp.getByRole("button", { name: "Svara här" }).click();
    await rsvp.getByLabel("Namn").fill("Robot-Rut");
    await rsvp.getByLabel("Ja självklart!").check();
    await rsvp.getByLabel("Allergier eller specialkost").fill("Nötter");
    // Only a robot fills the hidden honeypot field; the server answers invertedSuccess.
    await rsvp.locator('input[name="website"]').fill("https://spam.example", { force: true });
    await rsvp.getByRole("button", { name: "Skicka" }).click();
    const robot = page.getByRole("dialog", { name: "Tyvärr gick det fel!" });
    await robot.waitFor();
    await expectAccessible(page, "robot notice");
    await screenshot(page, "rsvp-robot-notice", { fullPage: false });
    await robot.getByRole("button", { name: "Stäng" }).click();
    expect(await rsvp.getByLabel("Namn").inputValue()).toBe("Robot-Rut");
    expect(await rsvp.getByLabel("Ja självklart!").isChecked()).toBe(true);
    expect(await rsvp.getByLabel("Allergier eller specialkost").inputValue()).toBe("Nötter");
    expect(await storedNames()).not.toContain("Robot-Rut");
    expectNoPageErrors(page);
    await page.context().close();
  });
});
