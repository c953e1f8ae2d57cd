import { eq, sql } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { applyDesignTemplate, DESIGN_TEMPLATES } from "../../../src/domain/site/designTemplates";
import type { SiteDocument } from "../../../src/modules/siteDocument";
import { sites } from "../../../src/server/db/schema";
import { getWithHost } from "../../support/getWithHost";
import { openGuestPage, openPage, type JourneyViewport } from "./browser";
import type { E2eServer } from "./server";

/**
 * Writes the demo's design straight to the database and waits until its page shows it:
 * `marker` is text the new page holds and the old one did not (the theme class by default;
 * two templates of one theme differ in their fonts).
 */
export async function setDemoDesign(server: E2eServer, design: (document: SiteDocument) => SiteDocument, marker?: string) {
  const { db } = server.database;
  const siteId = server.demo!.siteId;
  const [row] = await db.select({ document: sites.document }).from(sites).where(eq(sites.id, siteId));
  const document = design(row!.document as SiteDocument);
  await db.update(sites).set({ document: sql`${JSON.stringify(document)}::jsonb` }).where(eq(sites.id, siteId));
  // The server hears of the change from PostgreSQL within moments.
  const url = server.siteUrl("demo.localhost").replace("demo.localhost", "127.0.0.1");
  const host = new URL(server.siteUrl("demo.localhost")).host;
  await expect.poll(async () => (await getWithHost(url, host)).toString(), { timeout: 3000, interval: 20 }).toContain(marker ?? `site--${document.theme}`);
}

/** Shows the demo in a design template; the heading font tells two templates of one theme apart. */
export async function showDemoTemplate(server: E2eServer, id: string) {
  const template = DESIGN_TEMPLATES.find((entry) => entry.id === id)!;
  await setDemoDesign(server, (document) => applyDesignTemplate(document, template), template.fonts.heading);
}

/** Opens the demo page at a width, scrolled once through so lazy images load and screenshots show them. */
export async function openDemo(browser: Browser, server: E2eServer, viewport: JourneyViewport): Promise<Page> {
  const page = await openPage(browser, viewport);
  await openGuestPage(page, server.siteUrl("demo.localhost"), { waitUntil: "networkidle" });
  await page.locator(".module--Header").waitFor();
  await scrollThrough(page);
  return page;
}

/** Scrolls once through the page at its present width and back to the top, so the lazy images of that width load. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
}
