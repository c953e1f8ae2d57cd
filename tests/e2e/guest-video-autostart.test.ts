import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sites } from "../../src/server/db/schema";
import { afterTwoFrames, expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { setUpJourneys, GUEST_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();
const WINDOW = { fullPage: false };

const filler = (id: string) => ({
  id,
  siteModuleType: "Text",
  title: { sv: "Dagen" },
  text: { sv: Array.from({ length: 12 }, (_, index) => `<p>Stycke ${index + 1}: vigsel, middag, tal och dans långt in på natten.</p>`).join("") },
});
const video = (id: string, title: string, autoStart: boolean) => ({
  id,
  siteModuleType: "Video",
  title: { sv: title },
  video: { type: "YouTube", videoUrl: "https://www.youtube.com/watch?v=aqz-KE-bpKQ", autoStart, contentDataType: "Video" },
});
/** Each video a long text below the last, so neither is in view until the guest scrolls to it. */
const DOCUMENT = {
  siteModules: [
    { id: "header-1", siteModuleType: "Header", title: { sv: "Anna & Erik" } },
    filler("text-1"),
    video("video-1", "Dansen", false),
    filler("text-2"),
    video("video-2", "Förlovningsfilmen", true),
  ],
};

let published = 0;
async function publishedVideoSite(page: Page) {
  const { siteId } = await registerThroughApi(page, journey.server.url);
  expect((await page.request.put(`${journey.server.url}/api/sites/${siteId}`, { data: DOCUMENT })).status()).toBe(200);
  const host = `film-${++published}-${Date.now()}.localhost`;
  await journey.server.database.db.update(sites).set({ host, active: true, activeDate: new Date() }).where(eq(sites.id, siteId));
  return { siteId, host };
}

/** Requests that would reach YouTube: answered here with an empty page, and counted. */
async function fakeYouTube(page: Page) {
  const reached: string[] = [];
  await page.route(/^https:\/\/[^/]*youtube(-nocookie)?\.com\//, (route) => {
    reached.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>YouTube</title>" });
  });
  return reached;
}

const player = (page: Page, title: string) => page.locator(`iframe[title="YouTube-video: ${title}"]`);

describe.each(GUEST_WIDTH)("a video on a guest page on %s", (_name, viewport) => {
  it("starts muted when it scrolls into view with autostart on, and waits for play with it off", async () => {
    const page = await openPage(journey.browser, viewport);
    const reached = await fakeYouTube(page);
    const { host } = await publishedVideoSite(page);
    await openGuestPage(page, journey.server.siteUrl(host), { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Anna & Erik" }).waitFor();
    expect(await page.locator("iframe").count()).toBe(0);

    // With autostart off, scrolling to the video loads nothing from YouTube.
    await page.getByRole("button", { name: "Spela upp videon Dansen" }).scrollIntoViewIfNeeded();
    await afterTwoFrames(page);
    expect(await player(page, "Dansen").count()).toBe(0);
    expect(reached).toEqual([]);

    // With autostart on, the player replaces the poster once the video is in view, muted.
    expect(await player(page, "Förlovningsfilmen").count()).toBe(0);
    await page.locator(".video__frame").last().scrollIntoViewIfNeeded();
    await player(page, "Förlovningsfilmen").waitFor();
    expect(await player(page, "Förlovningsfilmen").getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&mute=1");
    await expect.poll(() => reached).toContain("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&mute=1");
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe("IFRAME"); // scrolling does not move focus
    await expectAccessible(page, "autostarted video");
    await screenshot(page, "video-autostarted", WINDOW);

    // The other one starts, with sound, when the guest presses play.
    await page.getByRole("button", { name: "Spela upp videon Dansen" }).click();
    await player(page, "Dansen").waitFor();
    expect(await player(page, "Dansen").getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1");
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("tells the owner in the editor that autostart contacts YouTube", async () => {
    const page = await openPage(journey.browser, viewport);
    const reached = await fakeYouTube(page);
    const { siteId } = await publishedVideoSite(page);
    await page.goto(`${journey.server.url}/redigera/${siteId}/`);
    const tools = page.getByRole("toolbar", { name: "Verktyg för Förlovningsfilmen" });
    await tools.scrollIntoViewIfNeeded();
    await afterTwoFrames(page);
    expect(reached).toEqual([]); // nothing starts by itself in the editor
    await tools.getByRole("button", { name: "Redigera" }).click();
    const dialog = page.getByRole("dialog", { name: "YouTube-klipp" });
    const autoStart = dialog.getByRole("switch", { name: "Starta automatiskt" });
    expect(await autoStart.isChecked()).toBe(true);
    expect(await autoStart.getAttribute("aria-describedby")).toBeTruthy();
    await dialog.getByText("Spelaren hämtas då från YouTube innan gästen har tryckt på play", { exact: false }).waitFor();
    await expectAccessible(page, "video dialog");
    await screenshot(page, "editor-dialog-video", WINDOW);
    expectNoPageErrors(page);
    await page.context().close();
  });
});
