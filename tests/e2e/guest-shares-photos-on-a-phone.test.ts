import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { applyDesignTemplate, DESIGN_TEMPLATES } from "../../src/domain/site/designTemplates";
import type { Household } from "../../src/domain/guestList/types";
import type { OwnerPhotoList, PhotoSettings } from "../../src/domain/guestPhotos/types";
import type { SiteDocument } from "../../src/modules/siteDocument";
import { sites } from "../../src/server/db/schema";
import { getWithHost } from "../support/getWithHost";
import { photo } from "../support/photo";
import { expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { GUEST_WIDTH, setUpJourneys } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();
const WINDOW = { fullPage: false };

const template = (id: string) => DESIGN_TEMPLATES.find((entry) => entry.id === id)!;
const page = (id: string) =>
  applyDesignTemplate(
    {
      language: "sv",
      siteModules: [
        { id: "header-1", siteModuleType: "Header", title: { sv: "Märta & Åke" }, secondLine: { sv: "12 juni 2027 · Öland" } },
        { id: "photos-1", siteModuleType: "GuestPhotos", title: { sv: "Bilder från gästerna" }, text: { sv: "<p>Dela era bilder från dagen med oss!</p>" } },
      ],
    } as unknown as SiteDocument,
    template(id),
  );
const APPROVE_FIRST: PhotoSettings = { moderation: "approveFirst", visibility: "all", slideshowCaptions: true, videoMaxMb: 0, uploadsOpen: true };

/** The couple's published site with the photos module, photos approved before guests see them. */
async function weddingWithPhotos(owner: Page) {
  const base = journey.server.url;
  const { siteId } = await registerThroughApi(owner, base);
  expect((await owner.request.put(`${base}/api/sites/${siteId}`, { data: page("ROMANTIC") })).status()).toBe(200);
  expect((await owner.request.put(`${base}/api/sites/${siteId}/guest-photos/settings`, { data: APPROVE_FIRST })).status()).toBe(200);
  const host = `bilder-${Date.now()}.localhost`;
  await journey.server.database.db.update(sites).set({ host, active: true, activeDate: new Date() }).where(eq(sites.id, siteId));
  const ownerList = async () => (await (await owner.request.get(`${base}/api/sites/${siteId}/guest-photos`)).json()) as OwnerPhotoList;
  const approve = async (photoIds: string[]) => expect((await owner.request.post(`${base}/api/sites/${siteId}/guest-photos/moderation`, { data: { photoIds, action: "approve" } })).status()).toBe(200);
  const design = async (id: string) => expect((await owner.request.put(`${base}/api/sites/${siteId}`, { data: page(id) })).status()).toBe(200);
  return { siteId, host, url: journey.server.siteUrl(host), ownerList, approve, design };
}

/** Chooses files through the big button, as a phone's picker hands them over. */
async function choose(guest: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const [chooser] = await Promise.all([guest.waitForEvent("filechooser"), guest.getByRole("button", { name: "Ladda upp bilder" }).click()]);
  expect(chooser.isMultiple()).toBe(true);
  await chooser.setFiles(files);
}

const uploads = (guest: Page) => guest.getByRole("list", { name: "Dina uppladdningar" });
const photos = (guest: Page) => guest.getByRole("list", { name: "Bilder" });

describe.each(GUEST_WIDTH)("a guest shares photos on %s", (name, viewport) => {
  it("uploads three photos through a dropped request, sees them wait for approval, then shown, removes one; others see only approved ones", { timeout: 240_000 }, async () => {
    const owner = await openPage(journey.browser, viewport);
    const wedding = await weddingWithPhotos(owner);
    const files = [
      { name: "IMG_0412.HEIC", mimeType: "image/heic", buffer: await readFile(new URL("../fixtures/photos/gps-tagged.heic", import.meta.url)) },
      { name: "Tårtan.jpg", mimeType: "image/jpeg", buffer: await photo(2400, 1600, "jpeg") },
      { name: "Dansgolvet.jpg", mimeType: "image/jpeg", buffer: await photo(1600, 2400, "jpeg") },
    ];
    expect(files[1]!.buffer.length).toBeGreaterThan(1024 * 1024);

    const guest = await openPage(journey.browser, viewport, { touch: true });
    // The first request of one part is lost on the way, as on a flaky 4G link: the part is sent again.
    let dropped = 0;
    await guest.route("**/api/guest-photos/*/uploads/*/parts/1?*", (route) => (dropped++ === 0 ? route.abort("connectionreset") : route.continue()));
    await openGuestPage(guest, wedding.url, { waitUntil: "networkidle" });
    const module = guest.locator('[data-module-id="photos-1"]');
    await module.getByText("Dela era bilder från dagen med oss!").waitFor();
    await module.getByRole("button", { name: "Ladda upp bilder" }).scrollIntoViewIfNeeded();
    await expectAccessible(guest, "photos module");
    await screenshot(guest, `guest-photos-start-${name}`, WINDOW);

    await guest.getByLabel("Ditt namn (valfritt)").fill("Märta Ärlig");
    await guest.getByLabel("Bildtext (valfri)").fill("Tårtan och dansen!");
    await choose(guest, files);
    await uploads(guest).getByText(/Skickas \d+ %/).first().waitFor();
    await screenshot(guest, `guest-photos-sending-${name}`, WINDOW);

    await expect.poll(() => uploads(guest).getByRole("status").allTextContents(), { timeout: 120_000, interval: 250 }).toEqual(Array(3).fill("Väntar på godkännande"));
    expect(dropped).toBeGreaterThan(1);
    await expect.poll(() => photos(guest).getByText("Väntar på godkännande").count()).toBe(3);
    await expectAccessible(guest, "photos waiting");
    await screenshot(guest, `guest-photos-waiting-${name}`);

    const sent = (await wedding.ownerList()).photos;
    expect(sent.map((sentPhoto) => [sentPhoto.originalName, sentPhoto.guestName, sentPhoto.caption, sentPhoto.state]).sort()).toEqual([
      ["Dansgolvet.jpg", "Märta Ärlig", "Tårtan och dansen!", "pending"],
      ["IMG_0412.HEIC", "Märta Ärlig", "Tårtan och dansen!", "pending"],
      ["Tårtan.jpg", "Märta Ärlig", "Tårtan och dansen!", "pending"],
    ]);
    const id = (fileName: string) => sent.find((sentPhoto) => sentPhoto.originalName === fileName)!.id;
    await wedding.approve([id("IMG_0412.HEIC"), id("Tårtan.jpg")]);

    // Back on the page: the approved ones shown, the third still waiting; the name is remembered.
    await openGuestPage(guest, wedding.url, { waitUntil: "networkidle" });
    await expect.poll(() => photos(guest).getByRole("listitem").count()).toBe(3);
    expect(await photos(guest).getByText("Väntar på godkännande").count()).toBe(1);
    expect(await guest.getByLabel("Ditt namn (valfritt)").inputValue()).toBe("Märta Ärlig");
    expect(await uploads(guest).count()).toBe(0);
    await photos(guest).scrollIntoViewIfNeeded();
    await screenshot(guest, `guest-photos-shown-${name}`);

    // A tap opens one larger.
    await photos(guest).getByRole("button", { name: "Visa bilden större: Tårtan och dansen!" }).first().click();
    const dialog = guest.getByRole("dialog", { name: "Från Märta Ärlig" });
    await dialog.getByText("Tårtan och dansen!").waitFor();
    await expectAccessible(guest, "photo dialog");
    await screenshot(guest, `guest-photos-dialog-${name}`, WINDOW);
    await guest.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    // The guest removes one of their own shown ones, after a question.
    await photos(guest).getByRole("listitem").filter({ hasNotText: "Väntar på godkännande" }).first().getByRole("button", { name: "Ta bort" }).click();
    const confirm = guest.getByRole("dialog", { name: "Ta bort bilden?" });
    await expectAccessible(guest, "remove question");
    await confirm.getByRole("button", { name: "Ta bort" }).click();
    await confirm.waitFor({ state: "detached" });
    await expect.poll(() => photos(guest).getByRole("listitem").count()).toBe(2);
    expect((await wedding.ownerList()).photos).toHaveLength(2);
    const approvedLeft = (await wedding.ownerList()).photos.filter((left) => left.state === "approved");
    expect(approvedLeft).toHaveLength(1);
    expectNoPageErrors(guest);
    await guest.context().close();

    // Another guest's phone sees only the approved photo, and cannot remove it.
    const other = await openPage(journey.browser, viewport, { touch: true });
    await openGuestPage(other, wedding.url, { waitUntil: "networkidle" });
    await expect.poll(() => photos(other).getByRole("listitem").count()).toBe(1);
    expect(await photos(other).getByRole("button", { name: "Ta bort" }).count()).toBe(0);
    expect(await photos(other).getByText("Väntar på godkännande").count()).toBe(0);
    await photos(other).scrollIntoViewIfNeeded();
    await expectAccessible(other, "another guest's view");
    await screenshot(other, `guest-photos-other-guest-romantic-${name}`);
    // The same in two more themes: a plain light one and a dark one.
    for (const themed of ["MODERN", "LUXE"]) {
      await wedding.design(themed);
      // The server hears of the change from PostgreSQL within moments.
      await expect.poll(async () => (await getWithHost(wedding.url.replace(wedding.host, "127.0.0.1"), new URL(wedding.url).host)).toString(), { timeout: 5000, interval: 50 }).toContain(`site--${template(themed).theme}`);
      await openGuestPage(other, wedding.url, { waitUntil: "networkidle" });
      await expect.poll(() => photos(other).getByRole("listitem").count()).toBe(1);
      await photos(other).scrollIntoViewIfNeeded();
      await expectAccessible(other, `another guest's view in ${themed}`);
      await screenshot(other, `guest-photos-other-guest-${themed.toLowerCase()}-${name}`);
    }
    expectNoPageErrors(other);
    await other.context().close();

    // A household's personal page: the upload is theirs.
    const household = (await (
      await owner.request.post(`${journey.server.url}/api/sites/${wedding.siteId}/guest-list/households`, { data: { name: "Familjen Öberg", language: "sv", guests: [{ name: "Åsa Öberg" }] } })
    ).json()) as Household;
    const personal = await openPage(journey.browser, viewport, { touch: true });
    await openGuestPage(personal, `${wedding.url}/inbjudan/${household.linkToken}`, { waitUntil: "networkidle" });
    await choose(personal, [{ name: "Från bordet.jpg", mimeType: "image/jpeg", buffer: await photo(1200, 900, "jpeg") }]);
    await expect.poll(() => uploads(personal).getByRole("status").allTextContents(), { timeout: 60_000, interval: 250 }).toEqual(["Väntar på godkännande"]);
    await expect.poll(() => photos(personal).getByRole("button", { name: "Ta bort" }).count()).toBe(1);
    // A file that is no photo is refused with the server's reason, and the others are kept.
    await choose(personal, [{ name: "Gästlista.txt", mimeType: "text/plain", buffer: Buffer.from("Åsa Öberg\nMärta Ärlig\n") }]);
    const refused = uploads(personal).getByRole("listitem").filter({ hasText: "Gästlista.txt" });
    await refused.getByText("Den här filtypen tas inte emot.", { exact: false }).waitFor({ timeout: 30_000 });
    await refused.getByText("Kunde inte skickas").waitFor();
    await refused.getByRole("button", { name: "Försök igen" }).waitFor();
    await expectAccessible(personal, "a refused file");
    await screenshot(personal, `guest-photos-personal-page-${name}`);
    expectNoPageErrors(personal);
    const theirs = (await wedding.ownerList()).photos.find((listed) => listed.originalName === "Från bordet.jpg");
    expect(theirs).toMatchObject({ householdName: "Familjen Öberg", guestName: null, state: "pending" });
    await personal.context().close();
    await owner.context().close();
  });
});
