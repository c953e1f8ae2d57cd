import fs from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sites } from "../../src/server/db/schema";
import { GUEST_MANIFEST, moduleFolder } from "../../src/server/web/guestBuild";
import { expectNoPageErrors, openGuestPage, openPage, PHONE } from "./support/browser";
import { setUpJourneys } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();

const STATIC_MODULES = [
  { id: "header-1", siteModuleType: "Header", title: { sv: "Anna & Erik" } },
  { id: "text-1", siteModuleType: "Text", title: { sv: "Välkomna" }, text: { sv: "<p>Vi ses i Saltsjöbaden.</p>" } },
  { id: "people-1", siteModuleType: "PeopleList", title: { sv: "Toastmasters" }, list: [{ id: "p1", name: "Sara", text: { sv: "<p>Ring mig.</p>" } }] },
];
const COUNTDOWN = { id: "countdown-1", siteModuleType: "Countdown", title: { sv: "Nedräkning" }, countdownDate: "2098-06-01T15:00" };

let published = 0;
async function publishedSite(page: Page, siteModules: unknown[]) {
  const { siteId } = await registerThroughApi(page, journey.server.url);
  expect((await page.request.put(`${journey.server.url}/api/sites/${siteId}`, { data: { language: "sv", siteModules } })).status()).toBe(200);
  const host = `islands-${++published}-${Date.now()}.localhost`;
  await journey.server.database.db.update(sites).set({ host, active: true, activeDate: new Date() }).where(eq(sites.id, siteId));
  return host;
}

/** The guest build's chunk of each module's view, as "view-<folder>". */
async function viewChunks(): Promise<Map<string, string>> {
  const manifest = JSON.parse(await fs.readFile(path.resolve(import.meta.dirname, "../../dist/client", GUEST_MANIFEST), "utf8")) as Record<string, { file: string; src?: string }>;
  return new Map(Object.values(manifest).flatMap((chunk) => (moduleFolder(chunk.src) ? [[`/${chunk.file}`, `view-${moduleFolder(chunk.src)}`]] : [])));
}

/** The module views whose code the page loaded. */
function loadedViews(page: Page, chunks: Map<string, string>): string[] {
  const views: string[] = [];
  page.on("response", (response) => {
    const view = chunks.get(new URL(response.url()).pathname);
    if (view) views.push(view);
  });
  return views;
}

describe("the guest page in the browser", () => {
  it("loads no module's code for a page of modules without interaction, and its menu still works", { timeout: 60_000 }, async () => {
    const page = await openPage(journey.browser, PHONE);
    const host = await publishedSite(page, STATIC_MODULES);
    const views = loadedViews(page, await viewChunks());
    await openGuestPage(page, journey.server.siteUrl(host), { waitUntil: "networkidle" });
    await page.getByText("Vi ses i Saltsjöbaden.").waitFor();
    expect(views).toEqual([]);

    const menu = page.getByRole("navigation", { name: "Meny" });
    await menu.getByRole("button", { name: "Meny" }).click();
    await menu.getByRole("link", { name: "Toastmasters" }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe("#toastmasters");
    expect(await menu.getByRole("link", { name: "Toastmasters" }).isVisible()).toBe(false); // the list closed
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("loads the code of the interactive modules it has, and only theirs, which then run", { timeout: 60_000 }, async () => {
    const page = await openPage(journey.browser, PHONE);
    const host = await publishedSite(page, [...STATIC_MODULES, COUNTDOWN]);
    const views = loadedViews(page, await viewChunks());
    await openGuestPage(page, journey.server.siteUrl(host), { waitUntil: "networkidle" });
    expect(views).toEqual(["view-countdown"]);
    const seconds = page.locator(".countdown__value").last();
    const first = await seconds.textContent();
    await expect.poll(() => seconds.textContent(), { timeout: 5_000 }).not.toBe(first);
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("draws the page before it asks for the islands' code", { timeout: 60_000 }, async () => {
    const page = await openPage(journey.browser, PHONE);
    const host = await publishedSite(page, [...STATIC_MODULES, COUNTDOWN]);
    const served = await (await openGuestPage(page, journey.server.siteUrl(host)))!.text();
    const inHtml = new Set([...served.matchAll(/<(?:script|link)\b[^>]*\s(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]));
    const { firstPaint, scripts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-paint")[0]!.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js"))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    const islands = scripts.filter((script) => !inHtml.has(script.path));
    expect(islands.map((script) => script.path).some((file) => file.includes("view-countdown"))).toBe(true);
    for (const script of islands) expect(script.start, script.path).toBeGreaterThanOrEqual(firstPaint);
    expectNoPageErrors(page);
    await page.context().close();
  });
});
