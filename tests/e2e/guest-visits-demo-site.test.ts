import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rsvpAnswers, sites } from "../../src/server/db/schema";
import { hashPassword } from "../../src/server/security/passwords";
import { DESKTOP, expectAccessible, expectNoPageErrors, openGuestPage, openPage, PHONE, screenshot } from "./support/browser";
import { setUpJourneys, GUEST_WIDTH } from "./support/journey";

// Guests here fill in forms faster than any person; the robot threshold is tested in the API tests.
const journey = setUpJourneys({ POST_KEY_MIN_AGE_MS: "0" }, { seedDemo: true });

async function openDemo(viewport = PHONE): Promise<Page> {
  const page = await openPage(journey.browser, viewport);
  await openGuestPage(page, journey.server.siteUrl("demo.localhost"), { waitUntil: "networkidle" });
  return page;
}

describe.each(GUEST_WIDTH)("a guest on the demo site on %s", (name, viewport) => {
  it("reads one wedding day: the header's line names the day the countdown runs to", async () => {
    const page = await openDemo(viewport);
    const line = await page.locator(".header__second-line").innerText();
    const named = /den (\d{1,2} \p{L}+ \d{4})/iu.exec(line)?.[1];
    const timer = page.getByRole("timer");
    const days = Number(await timer.locator(".countdown__unit--days .countdown__value").innerText());
    const hours = Number(await timer.locator(".countdown__unit--hours .countdown__value").innerText());
    const target = new Date(Date.now() + (days * 24 + hours) * 3600_000);
    const day = new Intl.DateTimeFormat("sv", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Stockholm" }).format(target);
    expect(named?.toLowerCase()).toBe(day.toLowerCase());
    await expectAccessible(page, "demo's day");
    await timer.scrollIntoViewIfNeeded();
    await screenshot(page, `demo-one-day-${name}`, { fullPage: false });
    expectNoPageErrors(page);
    await page.context().close();
  });
});

describe("a guest on the demo site", () => {
  it("opens the menu on a phone and jumps to a module", async () => {
    const page = await openDemo();
    const menu = page.getByRole("navigation", { name: "Meny" });
    await menu.getByRole("button", { name: "Meny" }).click();
    await menu.getByRole("link", { name: "OSA" }).click();
    await page.waitForURL(/#osa$/);
    await page.waitForFunction(() => Math.abs(document.getElementById("osa")!.getBoundingClientRect().top) < 120);
    expect(await menu.getByRole("link", { name: "OSA" }).isVisible()).toBe(false); // the menu closed
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("opens the gallery slider and moves with the arrow and page keys", async () => {
    const page = await openDemo(DESKTOP);
    await page.getByRole("button", { name: "Visa bild 1 av 6 i helskärm" }).click();
    const slider = page.getByRole("dialog", { name: "Bildspel" });
    await slider.getByText("Bild 1 av 6").waitFor();
    await page.keyboard.press("ArrowRight");
    await slider.getByText("Bild 2 av 6").waitFor();
    await page.keyboard.press("ArrowRight");
    await slider.getByText("Bild 3 av 6").waitFor();
    await page.keyboard.press("ArrowLeft");
    await slider.getByText("Bild 2 av 6").waitFor();
    await page.keyboard.press("PageDown");
    await slider.getByText("Bild 6 av 6").waitFor(); // a jump of 10, held at the last image
    await expectAccessible(page, "gallery slider");
    await screenshot(page, "gallery-slider");
    await page.keyboard.press("Escape");
    await slider.waitFor({ state: "hidden" });
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("answers the RSVP for two guests, with the food question only for the one who comes", async () => {
    const page = await openDemo();
    await page.getByRole("button", { name: "Svara här" }).click();
    await page.getByLabel("Hur många är ni?").selectOption("2");
    const first = page.getByRole("region", { name: "Gäst 1" });
    const second = page.getByRole("region", { name: "Gäst 2" });
    await first.getByLabel("Namn").fill("Karin Ek");
    expect(await first.getByLabel("Allergier eller specialkost").count()).toBe(0);
    await first.getByLabel("Ja självklart!").check();
    await first.getByLabel("Allergier eller specialkost").fill("Nötter");
    await second.getByLabel("Namn").fill("Per Ek");
    await second.getByLabel("Nej tyvärr").check();
    expect(await second.getByLabel("Allergier eller specialkost").count()).toBe(0);
    await expectAccessible(page, "rsvp form");
    await screenshot(page, "rsvp-two-guests");
    await page.getByRole("button", { name: "Skicka" }).click();
    const thanks = page.getByRole("dialog", { name: "Tack!" });
    await thanks.getByText("Tack för att du OSA, vi har tagit emot dina uppgifter.").waitFor();

    const rows = await journey.server.database.db.select().from(rsvpAnswers).where(eq(rsvpAnswers.siteId, journey.server.demo!.siteId)).orderBy(rsvpAnswers.guestIndex);
    const stored = rows[0];
    expect(rows.map((row) => row.groupIdentifier)).toEqual([stored!.groupIdentifier, stored!.groupIdentifier]);
    const guests = rows.map((row) => row.formElements as { formElement: { id: string }; value: string; selectedOption: string | null }[]);
    const answer = (guest: number, id: string) => guests[guest]!.find((element) => element.formElement.id === id);
    expect(answer(0, "name")!.value).toBe("Karin Ek");
    expect(answer(0, "food")!.value).toBe("Nötter");
    expect(answer(1, "attending")!.selectedOption).toBe("no");
    expect(answer(1, "food")!.value).toBe("");
    expect(stored!.language).toBe("sv");
    const mail = (await journey.server.outbox.list()).find((entry) => entry.text.includes("Karin Ek"));
    expect(mail?.to).toBe(journey.server.demo!.mail);
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("reserves a gift and cancels the reservation with the same password", async () => {
    const page = await openDemo();
    await page.getByRole("button", { name: "Visa önskelista" }).click();
    const gift = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Djupa tallrikar" }) });
    await gift.getByText("6 kvar av 6").waitFor();
    expect(await gift.getByText("Antal").count()).toBe(0);
    await gift.getByRole("button", { name: "Reservera" }).click();
    const reserve = page.getByRole("dialog", { name: "Djupa tallrikar" });
    await reserve.getByLabel("Välj ett lösenord").fill("tallrik");
    await reserve.getByLabel("Antal att reservera").fill("2");
    await expectAccessible(page, "reserve dialog");
    await screenshot(page, "gift-reserve-dialog");
    await reserve.getByRole("button", { name: "Reservera" }).click();
    await reserve.getByRole("button", { name: "Klar" }).click();
    await reserve.waitFor({ state: "hidden" });
    await gift.getByText("reserverade: 2").waitFor();

    await gift.getByRole("button", { name: "Ångra reservation" }).click();
    const cancel = page.getByRole("dialog", { name: "Djupa tallrikar" });
    await cancel.getByLabel("Lösenord").fill("tallrik");
    await cancel.getByLabel("Antal att ta bort").fill("2");
    await cancel.getByRole("button", { name: "Ångra reservation" }).click();
    await cancel.getByRole("button", { name: "Klar" }).click();
    await cancel.waitFor({ state: "hidden" });
    expect(await gift.getByText("reserverade").count()).toBe(0);
    expect(await gift.getByRole("button", { name: "Ångra reservation" }).count()).toBe(0);
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("sees only the password page on a protected site, and the site after entering the password", async () => {
    const siteId = journey.server.demo!.siteId;
    await journey.server.database.db.update(sites).set({ passwordHash: await hashPassword("bröllop2027") }).where(eq(sites.id, siteId));
    try {
      // The password page has no islands: opened as any page.
      const page = await openPage(journey.browser, PHONE);
      await page.goto(journey.server.siteUrl("demo.localhost"));
      await page.getByRole("heading", { name: "Sidan är skyddad" }).waitFor();
      expect(await page.content()).not.toContain("Saltsjöbaden");
      await page.getByLabel("Lösenord").fill("fel");
      await page.getByRole("button", { name: "Visa sidan" }).click();
      await page.getByRole("alert").getByText("Felaktigt lösenord, försök gärna igen.").waitFor();
      await expectAccessible(page, "password page");
      await screenshot(page, "password-page");
      // Any failure but a wrong password (here the server's) says the login could not fetch the page.
      await page.route("**/api/sites/password-login/", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
      await page.getByRole("button", { name: "Visa sidan" }).click();
      await page.getByRole("alert").getByText("Misslyckades att hämta sidan genom inloggning").waitFor();
      await screenshot(page, "password-page-login-failed");
      await page.unroute("**/api/sites/password-login/");
      await page.getByLabel("Lösenord").fill("bröllop2027");
      await page.getByRole("button", { name: "Visa sidan" }).click();
      await page.getByRole("heading", { level: 1, name: "Anna & Erik" }).waitFor();
      expectNoPageErrors(page);
      await page.context().close();
    } finally {
      await journey.server.database.db.update(sites).set({ passwordHash: null }).where(eq(sites.id, siteId));
    }
  });
});
