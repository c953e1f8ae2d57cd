import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sites } from "../../src/server/db/schema";
import { DESKTOP, expectAccessible, expectNoPageErrors, openGuestPage, openPage, PHONE, screenshot } from "./support/browser";
import { headerPhoto, neededWidth } from "./support/headerPhoto";
import { setUpJourneys } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();

/** A 3:2 couple portrait with both faces left of centre, where a centred phone crop cuts them. */
function couplePhoto() {
  const face = (cx: number, colour: string) =>
    `<circle cx="${cx}" cy="640" r="150" fill="#f2c9a8"/><circle cx="${cx - 50}" cy="610" r="16" fill="#333"/><circle cx="${cx + 50}" cy="610" r="16" fill="#333"/><rect x="${cx - 190}" y="800" width="380" height="800" rx="120" fill="${colour}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600"><defs><linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="#9cc3d9"/><stop offset="1" stop-color="#e8dcc4"/></linearGradient></defs><rect width="2400" height="1600" fill="url(#sky)"/><rect y="1200" width="2400" height="400" fill="#7a9a62"/>${face(480, "#fdfcf8")}${face(720, "#2e3440")}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

async function publishedWithHeader(siteId: string, put: (data: unknown) => Promise<number>) {
  const host = `fokus-${Date.now()}.localhost`;
  await journey.server.database.db.update(sites).set({ host, active: true, activeDate: new Date() }).where(eq(sites.id, siteId));
  const header = { id: "h", siteModuleType: "Header", title: { sv: "Sara & Jonas" }, userSelectedImageSize: "LARGE" };
  expect(await put({ theme: "theme4", siteModules: [header, { id: "t", siteModuleType: "Text", title: { sv: "Välkomna" }, text: { sv: "<p>Vi ses!</p>" } }] })).toBe(200);
  return host;
}

describe("the header photo on a phone", () => {
  it("the owner sets a focal point with the keyboard; the guest's phone gets a sharp file cropped around it", { timeout: 180_000 }, async () => {
    const owner = await openPage(journey.browser, PHONE);
    const url = journey.server.url;
    const { siteId } = await registerThroughApi(owner, url);
    const host = await publishedWithHeader(siteId, async (data) => (await owner.request.put(`${url}/api/sites/${siteId}`, { data })).status());

    await owner.goto(`${url}/redigera/${siteId}/`);
    await owner.getByRole("toolbar", { name: "Verktyg för Sara & Jonas" }).getByRole("button", { name: "Redigera" }).click();
    const dialog = owner.getByRole("dialog", { name: "Sidhuvud" });
    await dialog.locator('input[type="file"]').setInputFiles({ name: "brudpar.jpg", mimeType: "image/jpeg", buffer: await couplePhoto() });
    const marker = dialog.getByRole("slider", { name: "Fokuspunkt" });
    expect(await marker.getAttribute("aria-valuetext")).toBe("50 % från vänster, 50 % uppifrån");

    // Shift moves 10 %, a plain arrow 1 %.
    await marker.focus();
    for (const key of ["Shift+ArrowLeft", "Shift+ArrowLeft", "ArrowLeft", "ArrowLeft", "ArrowLeft", "ArrowLeft", "ArrowLeft", "Shift+ArrowUp"]) await owner.keyboard.press(key);
    expect(await marker.getAttribute("aria-valuetext")).toBe("25 % från vänster, 40 % uppifrån");
    const phoneCrop = dialog.getByRole("group", { name: "Så visas bilden" }).locator("img").first();
    await expect.poll(() => phoneCrop.evaluate((img) => getComputedStyle(img).objectPosition)).toBe("25% 40%");
    await expectAccessible(owner, "header dialog with a focal point");
    await marker.scrollIntoViewIfNeeded();
    await screenshot(owner, "photo-focal-point-editor", { fullPage: false });
    await dialog.getByRole("button", { name: "Klar" }).click();
    await owner.getByRole("button", { name: "Spara" }).click();
    await expect.poll(() => owner.locator(".editor-bar__status").textContent()).toBe("Allt är sparat");
    expectNoPageErrors(owner);

    for (const viewport of [PHONE, DESKTOP]) {
      const guest = await openPage(journey.browser, viewport);
      await openGuestPage(guest, `${journey.server.siteUrl(host)}/`);
      const image = guest.locator(".header__image");
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const shown = await headerPhoto(guest);
      expect(shown.style).toBe("25% 40%");
      expect(shown.natural).toBeGreaterThanOrEqual(neededWidth(shown));
      if (viewport === PHONE) expect(shown.height).toBeGreaterThan(shown.width); // the portrait crop the issue is about
      await expectAccessible(guest, `guest page at ${viewport.width}`);
      await screenshot(guest, "photo-guest-header", { fullPage: false });
      expectNoPageErrors(guest);
      await guest.context().close();
    }

    const desktopOwner = await openPage(journey.browser, DESKTOP);
    await desktopOwner.context().addCookies(await owner.context().cookies());
    await desktopOwner.goto(`${url}/redigera/${siteId}/`);
    await desktopOwner.getByRole("toolbar", { name: "Verktyg för Sara & Jonas" }).getByRole("button", { name: "Redigera" }).click();
    const desktopMarker = desktopOwner.getByRole("dialog", { name: "Sidhuvud" }).getByRole("slider", { name: "Fokuspunkt" });
    expect(await desktopMarker.getAttribute("aria-valuetext")).toBe("25 % från vänster, 40 % uppifrån");
    await desktopMarker.scrollIntoViewIfNeeded();
    await screenshot(desktopOwner, "photo-focal-point-editor", { fullPage: false });
    await desktopOwner.context().close();
    await owner.context().close();
  });
});
