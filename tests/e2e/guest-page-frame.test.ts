import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SiteDocument } from "../../src/modules/siteDocument";
import { sites } from "../../src/server/db/schema";
import { hashPassword } from "../../src/server/security/passwords";
import { DESKTOP, expectAccessible, expectNoPageErrors, openGuestPage, openPage, PHONE, screenshot } from "./support/browser";
import { setUpJourneys } from "./support/journey";

// The demo site has two languages (sv, en) and more modules than a 1280 px row holds.
const journey = setUpJourneys({}, { seedDemo: true });

async function openDemo(viewport = DESKTOP, path = "/"): Promise<Page> {
  const page = await openPage(journey.browser, viewport);
  await openGuestPage(page, new URL(path, journey.server.siteUrl("demo.localhost")).href, { waitUntil: "networkidle" });
  return page;
}

async function countdownDay(): Promise<string> {
  const [row] = await journey.server.database.db.select({ document: sites.document }).from(sites).where(eq(sites.id, journey.server.demo!.siteId));
  const countdown = (row!.document as SiteDocument).siteModules.find((module) => module.siteModuleType === "Countdown") as { countdownDate: string };
  const [year, month, day] = countdown.countdownDate.slice(0, 10).split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("sv", { dateStyle: "long", timeZone: "UTC" }).format(Date.UTC(year, month - 1, day));
}

describe("the guest page's frame", () => {
  it("shows the menu as a row with a More list on a desktop, opened and closed by keyboard and mouse", async () => {
    const page = await openDemo(DESKTOP);
    const menu = page.getByRole("navigation", { name: "Meny" });
    const more = menu.getByRole("button", { name: "Mer" });
    await more.waitFor();
    expect(await menu.getByRole("button", { name: "Meny" }).isVisible()).toBe(false);
    // The first entries stand in the row, the last ones wait in the More list.
    expect(await menu.getByRole("link", { name: "Nedräkning" }).isVisible()).toBe(true);
    expect(await menu.getByRole("link", { name: "Önskelista" }).isVisible()).toBe(false);
    const row = await menu.locator(".site-menu__list").boundingBox();
    const languages = await menu.getByRole("list", { name: "Språk" }).boundingBox();
    expect(row!.x + row!.width).toBeLessThanOrEqual(languages!.x);

    await more.focus();
    await page.keyboard.press("Enter");
    await menu.getByRole("link", { name: "Önskelista" }).waitFor();
    expect(await more.getAttribute("aria-expanded")).toBe("true");
    await expectAccessible(page, "menu with More open");
    await screenshot(page, "chrome-menu-more", { fullPage: false });
    await page.keyboard.press("Escape");
    await menu.getByRole("link", { name: "Önskelista" }).waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Mer");

    await more.click();
    await page.mouse.click(640, 600); // outside the menu
    await menu.getByRole("link", { name: "Önskelista" }).waitFor({ state: "hidden" });

    await more.click();
    await menu.getByRole("link", { name: "Önskelista" }).click();
    await page.waitForURL(/#onskelista$/);
    await menu.getByRole("link", { name: "Önskelista" }).waitFor({ state: "hidden" });
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("keeps the hamburger on a phone, with the language switch beside it", async () => {
    const page = await openDemo(PHONE);
    const menu = page.getByRole("navigation", { name: "Meny" });
    expect(await menu.getByRole("button", { name: "Meny" }).isVisible()).toBe(true);
    expect(await menu.getByRole("button", { name: "Mer" }).isVisible()).toBe(false);
    expect(await menu.getByRole("link", { name: "English" }).isVisible()).toBe(true);
    await menu.getByRole("button", { name: "Meny" }).click();
    await menu.getByRole("link", { name: "Önskelista" }).waitFor();
    await screenshot(page, "chrome-menu-open", { fullPage: false });
    await page.keyboard.press("Escape");
    await menu.getByRole("link", { name: "Önskelista" }).waitFor({ state: "hidden" });
    expectNoPageErrors(page);
    await page.context().close();
  });

  it.each([["desktop", DESKTOP] as const, ["phone", PHONE] as const])("switches language and ends with the couple's footer on %s", async (_name, viewport) => {
    const page = await openDemo(viewport);
    const menu = page.getByRole("navigation", { name: "Meny" });
    expect(await menu.getByRole("link", { name: "Svenska" }).getAttribute("aria-current")).toBe("page");
    const footer = page.getByRole("contentinfo");
    await footer.getByText("Anna & Erik").waitFor();
    await footer.getByText(await countdownDay()).waitFor();
    await expectAccessible(page, "guest page frame");
    await screenshot(page, "chrome-frame");
    await footer.scrollIntoViewIfNeeded();
    await screenshot(page, "chrome-footer", { fullPage: false });

    await menu.getByRole("link", { name: "English" }).click();
    await page.waitForURL(/\/en$/);
    expect(await page.getAttribute("html", "lang")).toBe("en");
    expect(await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "English" }).getAttribute("aria-current")).toBe("page");
    await page.getByRole("heading", { name: "Welcome!" }).waitFor();
    expect(await page.getByRole("contentinfo").getByRole("link", { name: "Svenska" }).getAttribute("href")).toBe("/sv");
    expectNoPageErrors(page);
    await page.context().close();
  });

  it.each([["desktop", DESKTOP] as const, ["phone", PHONE] as const])("keeps running text at a readable measure on %s", async (_name, viewport) => {
    const page = await openDemo(viewport);
    const characters = await page.locator(".text-module__text p").first().evaluate((paragraph) => {
      // The paragraph's own words on one unbroken line give its average character's width.
      const probe = document.createElement("span");
      probe.textContent = paragraph.textContent;
      probe.style.whiteSpace = "nowrap";
      probe.style.position = "absolute";
      paragraph.append(probe);
      const perCharacter = probe.getBoundingClientRect().width / probe.textContent!.length;
      probe.remove();
      return paragraph.getBoundingClientRect().width / perCharacter;
    });
    expect(characters).toBeLessThanOrEqual(75);
    await page.context().close();
  });

  it("shows a protected site's password page in its theme with the names, and says when the network fails", async () => {
    const siteId = journey.server.demo!.siteId;
    await journey.server.database.db.update(sites).set({ passwordHash: await hashPassword("bröllop2027") }).where(eq(sites.id, siteId));
    try {
      for (const viewport of [PHONE, DESKTOP]) {
        // The password page has no islands: opened as any page.
        const page = await openPage(journey.browser, viewport);
        await page.goto(journey.server.siteUrl("demo.localhost"));
        await page.getByRole("heading", { name: "Sidan är skyddad" }).waitFor();
        expect(await page.locator(".gate.site--theme4").count()).toBe(1);
        await page.getByText("Anna & Erik").waitFor();
        expect(await page.content()).not.toContain("Saltsjöbaden");
        await page.route("**/api/sites/password-login/", (route) => route.abort("internetdisconnected"));
        await page.getByLabel("Lösenord").fill("bröllop2027");
        await page.getByRole("button", { name: "Visa sidan" }).click();
        await page.getByRole("alert").getByText("Misslyckades att hämta sidan genom inloggning").waitFor();
        await expectAccessible(page, "themed password page");
        await screenshot(page, "chrome-password");
        expectNoPageErrors(page);
        await page.context().close();
      }
    } finally {
      await journey.server.database.db.update(sites).set({ passwordHash: null }).where(eq(sites.id, siteId));
    }
  });
});
