import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { THEMES } from "../../src/domain/site/design";
import { applyDesignTemplate, DESIGN_TEMPLATES } from "../../src/domain/site/designTemplates";
import type { DocumentSettings } from "../../src/domain/site/documentSettings";
import { sites } from "../../src/server/db/schema";
import { getWithHost } from "../support/getWithHost";
import { expectAccessible, expectNoPageErrors, openPage, screenshot } from "./support/browser";
import { setUpJourneys, VIEWPORTS } from "./support/journey";

const journey = setUpJourneys({}, { seedDemo: true });

/** Writes the demo's design straight to the database and waits until its page shows the theme. */
async function setDesign(design: (document: DocumentSettings) => DocumentSettings) {
  const { db } = journey.server.database;
  const siteId = journey.server.demo!.siteId;
  const [row] = await db.select({ document: sites.document }).from(sites).where(eq(sites.id, siteId));
  const document = design(row!.document as DocumentSettings);
  await db.update(sites).set({ document: sql`${JSON.stringify(document)}::jsonb` }).where(eq(sites.id, siteId));
  // The server hears of the change from PostgreSQL within moments.
  const url = journey.server.siteUrl("demo.localhost").replace("demo.localhost", "127.0.0.1");
  await expect.poll(async () => (await getWithHost(url, new URL(journey.server.siteUrl("demo.localhost")).host)).toString(), { timeout: 3000, interval: 20 }).toContain(`site--${document.theme}`);
}

async function looksRight(viewport: (typeof VIEWPORTS)[number][1], theme: string, name: string) {
  const page = await openPage(journey.browser, viewport);
  await page.goto(journey.server.siteUrl("demo.localhost"), { waitUntil: "networkidle" });
  expect(await page.locator(`.site--${theme}`).count()).toBe(1);
  await page.getByRole("heading", { level: 1, name: "Anna & Erik" }).waitFor();
  await expectAccessible(page, `demo site ${name}`);
  await screenshot(page, `demo-${name}`);
  // No request of the page left this server.
  const hosts = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).hostname));
  expect(hosts.filter((host) => host !== "demo.localhost")).toEqual([]);
  expectNoPageErrors(page);
  await page.context().close();
}

describe.each(VIEWPORTS)("the demo site on %s", (_name, viewport) => {
  it.each(THEMES)("looks right and passes axe in %s", async (theme) => {
    await setDesign((document) => ({ ...document, theme }));
    await looksRight(viewport, theme, theme);
  });

  it.each(DESIGN_TEMPLATES.map((template) => [template.id, template] as const))("looks right and passes axe in the template %s", async (id, template) => {
    await setDesign((document) => applyDesignTemplate(document, template));
    await looksRight(viewport, template.theme, `template-${id.toLowerCase()}`);
  });
});
