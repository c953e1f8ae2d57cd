import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formSubmissions, rsvpAnswers } from "../../src/server/db/schema";
import { DESKTOP, expectAccessible, expectNoPageErrors, openPage, PHONE, screenshot } from "./support/browser";
import { setUpJourneys } from "./support/journey";

// The server's own minimum post-key age (POST_KEY_MIN_AGE_MS), as guests meet it.
const journey = setUpJourneys({}, { seedDemo: true });

/** The demo site, with when each post key arrived and when each RSVP left the browser. */
async function openDemo(viewport: typeof PHONE): Promise<{ page: Page; keysAt: number[]; sendsAt: number[] }> {
  const page = await openPage(journey.browser, viewport);
  const keysAt: number[] = [];
  const sendsAt: number[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith("/api/rsvps/post-key")) keysAt.push(Date.now());
  });
  page.on("request", (request) => {
    if (request.url().includes("/v4/")) sendsAt.push(Date.now());
  });
  await page.goto(journey.server.siteUrl("demo.localhost"));
  return { page, keysAt, sendsAt };
}

const storedNames = async () => {
  const rows = await journey.server.database.db.select().from(rsvpAnswers).where(eq(rsvpAnswers.siteId, journey.server.demo!.siteId));
  return rows.flatMap((row) => (row.guests as { formElements: { formElement: { id: string }; value: string }[] }[]).map((guest) => guest.formElements.find((element) => element.formElement.id === "name")!.value));
};

describe("a quick guest", () => {
  it("sends within the post key's minimum age and gets the thanks, the send busy meanwhile; the answer is stored", { timeout: 60_000 }, async () => {
    const minAgeMs = journey.server.deps.config.postKeyMinAgeMs;
    expect(minAgeMs).toBe(3000);
    const { page, keysAt, sendsAt } = await openDemo(PHONE);
    const rsvp = page.getByRole("region", { name: "OSA" });
    await rsvp.getByLabel("Hur många är ni?").selectOption("1");
    await rsvp.getByLabel("Namn").fill("Snabba Sara");
    await rsvp.getByLabel("Tyvärr inte").check();
    await expect.poll(() => keysAt.length).toBe(1);
    const pressedAt = Date.now();
    await rsvp.getByRole("button", { name: "Skicka" }).click();
    await rsvp.getByRole("button", { name: "Skickar…" }).waitFor();
    await screenshot(page, "rsvp-waiting-for-the-post-key", { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "rsvp-waiting-for-the-post-key", { fullPage: false });
    await page.setViewportSize(PHONE);
    const thanks = page.getByRole("dialog", { name: "Tack!" });
    await thanks.getByText("Tack för att du OSA, vi har tagit emot dina uppgifter.").waitFor();

    expect(pressedAt - keysAt[0]!).toBeLessThan(minAgeMs); // the guest was quicker than the minimum age
    expect(sendsAt).toHaveLength(1);
    expect(sendsAt[0]! - keysAt[0]!).toBeGreaterThanOrEqual(minAgeMs); // and the send waited it out
    expect(await storedNames()).toContain("Snabba Sara");
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("signs up in the Form at once after opening it and gets the thanks", { timeout: 60_000 }, async () => {
    const { page } = await openDemo(PHONE);
    const form = page.getByRole("region", { name: "Anmäl tal" });
    await form.getByRole("button", { name: "Visa formulär" }).click();
    await form.getByLabel("Ditt namn").fill("Snabbe Sven");
    await form.getByLabel("Hålla tal").check();
    await form.getByRole("button", { name: "Skicka" }).click();
    await page.getByRole("dialog", { name: "Tack!" }).getByText("Vi har tagit emot din anmälan.").waitFor();
    const rows = await journey.server.database.db.select().from(formSubmissions).where(eq(formSubmissions.siteId, journey.server.demo!.siteId));
    expect(JSON.stringify(rows.map((row) => row.formElements))).toContain("Snabbe Sven");
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("keeps every answer when the server takes the send for a robot's", { timeout: 60_000 }, async () => {
    const { page } = await openDemo(DESKTOP);
    const rsvp = page.getByRole("region", { name: "OSA" });
    await rsvp.getByLabel("Hur många är ni?").selectOption("1");
    await rsvp.getByLabel("Namn").fill("Robot-Rut");
    await rsvp.getByLabel("Ja, gärna!").check();
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
    expect(await rsvp.getByLabel("Ja, gärna!").isChecked()).toBe(true);
    expect(await rsvp.getByLabel("Allergier eller specialkost").inputValue()).toBe("Nötter");
    expect(await storedNames()).not.toContain("Robot-Rut");
    expectNoPageErrors(page);
    await page.context().close();
  });
});
