import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { THEMES } from "../../src/domain/site/design";
import { sites } from "../../src/server/db/schema";
import { getWithHost } from "../support/getWithHost";
import { expectAccessible, expectNoPageErrors, openPage, screenshot } from "./support/browser";
import { setUpJourneys, VIEWPORTS } from "./support/journey";

const journey = setUpJourneys({}, { seedDemo: true });

async function setTheme(theme: string) {
  await journey.server.database.db
    .update(sites)
    .set({ document: sql`jsonb_set(${sites.document}, '{theme}', ${JSON.stringify(theme)}::jsonb)` })
    .where(eq(sites.id, journey.server.demo!.siteId));
  // The server hears of the change from PostgreSQL within moments.
  const url = journey.server.siteUrl("demo.localhost").replace("demo.localhost", "127.0.0.1");
  await expect.poll(async () => (await getWithHost(url, new URL(journey.server.siteUrl("demo.localhost")).host)).toString(), { timeout: 3000, interval: 20 }).toContain(`site--${theme}`);
}

describe.each(VIEWPORTS)("the demo site on %s", (_name, viewport) => {
  it.each(THEMES)("looks right and passes axe in %s", async (theme) => {
    await setTheme(theme);
    const page = await openPage(journey.browser, viewport);
    await page.goto(journey.server.siteUrl("demo.localhost"), { waitUntil: "networkidle" });
    expect(await page.locator(`.site--${theme}`).count()).toBe(1);
    await page.getByRole("heading", { level: 1, name: "Anna & Erik" }).waitFor();
    await expectAccessible(page, `demo site ${theme}`);
    await screenshot(page, `demo-${theme}`);
    // No request of the page left this server.
    const hosts = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).hostname));
    expect(hosts.filter((host) => host !== "demo.localhost")).toEqual([]);
    expectNoPageErrors(page);
    await page.context().close();
  });
});
