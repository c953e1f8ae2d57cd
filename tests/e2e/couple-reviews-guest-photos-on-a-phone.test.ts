import { eq } from "drizzle-orm";
import fs from "node:fs/promises";
import JSZip from "jszip";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { OwnerPhotoList } from "../../src/domain/guestPhotos/types";
import { accounts, siteMembers } from "../../src/server/db/schema";
import type { EditorSite } from "../../src/modules/editorSite";
import { insertPhotoRows } from "../support/guestPhotoRows";
import { seedGuestPhoto } from "../support/guestPhotos";
import { DESKTOP, expectAccessible, expectNoPageErrors, openPage, PHONE, screenshot } from "./support/browser";
import { setUpJourneys } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();

/** Ten guests with a photo each waiting for approval, and thirty shown ones from the same party. */
const WAITING = ["Åsa Öberg", "Märta Ärlig", "Örjan Åkesson", "Ängla Sjöström", "Björn Ström", "Gösta Nyström", "Maja Löfgren", "Jöns Käll", "Sölve Åhlén", "Kåre Bäck"];
const SHOWN = ["Ella Öst", "Åke Ärlemalm", "Linnéa Hägg"];

async function readList(page: Page, siteId: string) {
  return (await (await page.request.get(`${journey.server.url}/api/sites/${siteId}/guest-photos`)).json()) as OwnerPhotoList;
}
const said = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).waitFor();
const names = (list: OwnerPhotoList, state: string) => list.photos.filter((photo) => photo.state === state).map((photo) => photo.guestName);

describe("the couple reviews the guests' photos on a phone", () => {
  it("approves three waiting photos with taps, hides one, deletes one after saying how many, picks two into the gallery, changes the moderation, sees a new upload without a reload, downloads the ZIP, and a toastmaster only looks and downloads", { timeout: 240_000 }, async () => {
    const page = await openPage(journey.browser, { ...PHONE, alsoAt: DESKTOP }, { touch: true });
    const { siteId } = await registerThroughApi(page, journey.server.url);
    const start = Date.parse("2026-06-13T15:00:00Z");
    for (let index = 0; index < 40; index++) {
      const waiting = index < WAITING.length;
      await seedGuestPhoto(journey.server.deps, siteId, {
        state: waiting ? "pending" : "approved",
        guestName: waiting ? WAITING[index] : SHOWN[index % SHOWN.length],
        caption: index % 3 === 0 ? "Skål för brudparet!" : null,
        createdAt: new Date(start + index * 60_000),
      });
    }

    // Bilder från gästerna is in the editor's menu (a drawer on a phone).
    await page.goto(`${journey.server.url}/redigera/${siteId}/`);
    await page.getByRole("button", { name: "Meny" }).tap();
    await page.getByRole("navigation", { name: "Redigeringsmeny" }).getByRole("link", { name: "Bilder från gästerna" }).tap();
    await page.getByRole("heading", { name: "Bilder från gästerna", level: 1 }).waitFor();
    await page.getByText("40 bilder · 10 väntar på godkännande").waitFor();
    await expect.poll(() => page.locator(".photo-usage__storage").innerText()).toMatch(/^Lagring\s+[\d,]+ MB av 5 GB$/);
    // The page has no upload module yet: it says so and where to add it.
    await page.getByText("Sidan har ingen modul ”Bilder från gästerna” ännu").waitFor();
    await expect.poll(() => page.getByRole("link", { name: "Till redigeraren" }).getAttribute("href")).toBe(`/redigera/${siteId}/`);

    // It opens on what waits: the ten, each a checkbox named for its guest.
    const filter = page.getByRole("group", { name: "Visa" });
    await expect.poll(() => filter.getByRole("button", { pressed: true }).innerText()).toBe("Väntar på godkännande (10)");
    const grid = page.getByRole("list", { name: "Bilderna" });
    await expect.poll(() => grid.getByRole("checkbox").count()).toBe(10);
    await expectAccessible(page, "the waiting photos");
    await screenshot(page, "guest-photos-waiting");

    // Välj alla takes the ten, a second press lets them go.
    await page.getByRole("button", { name: "Välj alla" }).tap();
    await page.getByText("10 valda").waitFor();
    await page.getByRole("button", { name: "Avmarkera alla" }).tap();
    await page.getByText("10 valda").waitFor({ state: "detached" });

    // Three taps, a check mark each, and Godkänn in the bar at the bottom.
    for (const name of ["Åsa Öberg", "Märta Ärlig", "Örjan Åkesson"]) await grid.getByRole("checkbox", { name: new RegExp(`^${name}`) }).tap();
    await expect.poll(() => grid.getByRole("checkbox", { checked: true }).count()).toBe(3);
    const bar = page.getByRole("region", { name: "3 valda" });
    await expectAccessible(page, "three photos selected");
    await screenshot(page, "guest-photos-three-selected", { fullPage: false });
    await bar.getByRole("button", { name: "Godkänn" }).tap();
    await said(page, "3 godkända.");
    let list = await readList(page, siteId);
    expect(names(list, "approved")).toEqual(expect.arrayContaining(["Åsa Öberg", "Märta Ärlig", "Örjan Åkesson"]));
    expect(list.usage.pending).toBe(7);
    await expect.poll(() => grid.getByRole("checkbox").count()).toBe(7);
    await filter.getByRole("button", { name: "Visas (33)" }).waitFor();

    // Under Visas: Åsa's photo hidden again.
    await filter.getByRole("button", { name: "Visas (33)" }).tap();
    await grid.getByRole("checkbox", { name: /^Åsa Öberg/ }).tap();
    await page.getByRole("region", { name: "1 valda" }).getByRole("button", { name: "Dölj" }).tap();
    await said(page, "1 dolda.");
    expect(names(await readList(page, siteId), "hidden")).toEqual(["Åsa Öberg"]);

    // Märta's photo deleted: the question says how many, and Avbryt would keep it.
    await grid.getByRole("checkbox", { name: /^Märta Ärlig/ }).tap();
    await page.getByRole("region", { name: "1 valda" }).getByRole("button", { name: "Ta bort" }).tap();
    const confirm = page.getByRole("dialog", { name: "Ta bort bilderna?" });
    await confirm.getByText("Den valda bilden tas bort för gott").waitFor();
    await expectAccessible(page, "the question before deleting");
    await confirm.getByRole("button", { name: "Ta bort 1 bild" }).tap();
    await said(page, "1 borttagna.");
    list = await readList(page, siteId);
    expect(list.photos).toHaveLength(39);
    expect(list.photos.map((photo) => photo.guestName)).not.toContain("Märta Ärlig");

    // Two favourites into the page's own gallery.
    await grid.getByRole("checkbox", { name: /^Örjan Åkesson/ }).tap();
    await grid.getByRole("checkbox", { name: /^Linnéa Hägg/ }).first().tap();
    await page.getByRole("region", { name: "2 valda" }).getByRole("button", { name: "Lägg i galleriet" }).tap();
    await said(page, "2 lagda i sidans galleri.");
    await grid.getByRole("checkbox", { name: "Örjan Åkesson (Visas, I galleriet)" }).waitFor();
    list = await readList(page, siteId);
    expect(list.photos.filter((photo) => photo.inGallery).map((photo) => photo.guestName).sort()).toEqual(["Linnéa Hägg", "Örjan Åkesson"]);
    const site = (await (await page.request.get(`${journey.server.url}/api/sites/${siteId}`)).json()) as EditorSite;
    const gallery = site.siteModules.find((module) => module.siteModuleType === "ImageGallery");
    expect(gallery && "gallery" in gallery ? gallery.gallery : []).toHaveLength(2);

    // One photo larger: who sent it, when and how big.
    await grid.getByRole("button", { name: "Visa Örjan Åkesson större" }).tap();
    const details = page.getByRole("dialog", { name: "Örjan Åkesson" });
    await details.getByText("IMG_0001.jpg").waitFor();
    await expectAccessible(page, "one photo larger");
    await screenshot(page, "guest-photos-one-larger", { fullPage: false });
    await details.getByRole("button", { name: "Stäng" }).tap();

    // The moderation changed to Visa direkt, saved at once with a quiet word.
    await page.getByRole("radio", { name: "Visa direkt" }).check();
    await said(page, "Sparat.");
    expect((await readList(page, siteId)).settings.moderation).toBe("showAtOnce");
    const settings = page.getByRole("region", { name: "Inställningar" });
    await settings.getByLabel("Största film (MB)").fill("120");
    await settings.getByLabel("Största film (MB)").press("Enter");
    await expect.poll(async () => (await readList(page, siteId)).settings.videoMaxMb).toBe(120);
    await said(page, "Sparat.");
    expect(await settings.getByLabel("Största film (MB)").evaluate((field) => field === document.activeElement)).toBe(true);
    await expectAccessible(page, "the settings and downloads");
    await screenshot(page, "guest-photos-settings");

    // The downloads and the slideshow are links on the page.
    await expect.poll(() => page.getByRole("link", { name: "Ladda ner alla (ZIP)" }).getAttribute("href")).toBe(`/api/sites/${siteId}/guest-photos/archive.zip`);
    await expect.poll(() => page.getByRole("link", { name: "Skriv ut bordskort med QR-kod" }).getAttribute("href")).toBe(`/api/sites/${siteId}/guest-photos/table-cards.pdf`);
    expect(await page.getByRole("link", { name: "Öppna bildspelet" }).getAttribute("href")).toBe(list.slideshowUrl);

    // A guest uploads meanwhile: the page shows it without a reload.
    await seedGuestPhoto(journey.server.deps, siteId, { state: "pending", guestName: "Tove Ängström", createdAt: new Date(start + 50 * 60_000) });
    await page.getByText("40 bilder · 8 väntar på godkännande").waitFor({ timeout: 25_000 });

    // Everything home in one ZIP from the page's link: every original named by its guest, and the list.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Ladda ner alla (ZIP)" }).tap()]);
    const zip = await JSZip.loadAsync(await fs.readFile((await download.path())!));
    const files = Object.keys(zip.files);
    expect(files.filter((name) => name.endsWith(".jpg"))).toHaveLength(40);
    expect(files).toContain("bilder.csv");
    for (const name of ["Örjan Åkesson", "Åsa Öberg", "Tove Ängström", "Linnéa Hägg"]) expect(files.some((file) => file.includes(name)), name).toBe(true);
    expect(files.some((file) => file.includes("Märta Ärlig"))).toBe(false);
    expectNoPageErrors(page);

    // A toastmaster sees the photos and the downloads, and no moderation or settings.
    const toastmaster = await openPage(journey.browser, { ...PHONE, alsoAt: DESKTOP }, { touch: true });
    const own = await registerThroughApi(toastmaster, journey.server.url);
    const [account] = await journey.server.deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.mail, own.mail));
    await journey.server.deps.db.insert(siteMembers).values({ siteId, accountId: account!.id, role: "toastmaster" });
    await toastmaster.goto(`${journey.server.url}/redigera/${siteId}/gastbilder/`);
    await toastmaster.getByRole("heading", { name: "Bilder från gästerna", level: 1 }).waitFor();
    await toastmaster.getByText("40 bilder · 8 väntar på godkännande").waitFor();
    await toastmaster.getByRole("link", { name: "Ladda ner alla (ZIP)" }).waitFor();
    expect(await toastmaster.getByRole("checkbox").count()).toBe(0);
    expect(await toastmaster.getByRole("button", { name: "Välj alla" }).count()).toBe(0);
    expect(await toastmaster.getByRole("heading", { name: "Inställningar" }).count()).toBe(0);
    expect(await toastmaster.getByRole("button", { name: "Byt länk till bildspelet" }).count()).toBe(0);
    await toastmaster.getByRole("button", { name: "Meny" }).tap();
    await toastmaster.getByRole("navigation", { name: "Redigeringsmeny" }).getByRole("link", { name: "Bilder från gästerna" }).waitFor();
    await toastmaster.keyboard.press("Escape");
    await expectAccessible(toastmaster, "a toastmaster's photo page");
    await screenshot(toastmaster, "guest-photos-toastmaster");
    expectNoPageErrors(toastmaster);
  });

  it("keeps 2,000 photos light: only the images near the screen load, a tap answers at once, and all of them are approved in one go", { timeout: 180_000 }, async () => {
    const page = await openPage(journey.browser, { ...PHONE, alsoAt: DESKTOP }, { touch: true });
    const { siteId } = await registerThroughApi(page, journey.server.url);
    await insertPhotoRows(journey.server.deps, siteId, 2000, { files: false, state: "pending", guestName: (index) => `${WAITING[index % WAITING.length]} ${index + 1}` });
    let imageRequests = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/guest-photos/")) imageRequests += 1;
    });
    await page.goto(`${journey.server.url}/redigera/${siteId}/gastbilder/`);
    const grid = page.getByRole("list", { name: "Bilderna" });
    await expect.poll(() => grid.getByRole("checkbox").count()).toBe(2000);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(imageRequests).toBeLessThan(200);

    // From a tap to its check mark, measured in the page.
    const tile = grid.getByRole("checkbox").nth(4);
    const answered = tile.evaluate(
      (element) =>
        new Promise<number>((resolve) => {
          const start = performance.now();
          new MutationObserver(() => resolve(performance.now() - start)).observe(element, { attributes: true, attributeFilter: ["aria-checked"] });
          (element as HTMLElement).click();
        }),
    );
    const millis = await answered;
    console.info(`a tap among 2,000 photos: ${millis.toFixed(0)} ms to its check mark`);
    expect(millis).toBeLessThan(500);

    await page.getByRole("button", { name: "Välj alla" }).tap();
    await page.getByRole("region", { name: "2 000 valda" }).getByRole("button", { name: "Godkänn" }).tap();
    await said(page, "2000 godkända.");
    expect((await readList(page, siteId)).usage.pending).toBe(0);
    expectNoPageErrors(page);
  });
});
