import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { giftReservations } from "../../src/server/db/schema";
import { storeImage } from "../../src/server/features/images/pipeline";
import { legacyWeddingDocument } from "../support/legacySite";
import { photo } from "../support/photo";
import { expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { publishedLegacySite } from "./support/legacySite";

const journey = setUpJourneys();

/** The legacy wedding (one module of every legacy type), its photo stored in the site's own folder as an import stores it. */
const legacyWeddingWithPhoto = (page: Page) =>
  publishedLegacySite(page, journey.server, async (siteId) => {
    return legacyWeddingDocument({ image: await storeImage(journey.server.deps.storage, siteId, await photo(1600, 1000, "jpeg"), "anna.jpg") });
  });

const usesSiteModules = async (page: Page, siteId: string) => ((await (await page.request.get(`${journey.server.url}/api/sites/${siteId}`)).json()) as { usesSiteModules: boolean }).usesSiteModules;

describe.each(OWNER_WIDTH)("on %s", (_name, viewport) => {
  it("an owner previews the conversion of a legacy site, converts it, undoes it from the notice, and restores the legacy version later from the versions", { timeout: 150_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const url = journey.server.url;
    const { siteId, host } = await legacyWeddingWithPhoto(page);
    // Guests have reserved the coffee maker and two of the six plates.
    await journey.server.database.db.insert(giftReservations).values(
      [
        ["giftRegistryItem1", 2],
        ["giftRegistryItem2", 1],
      ].map(([itemId, quantity]) => ({ siteId, moduleId: "CLIENTID-gifts", itemId: itemId as string, quantity: quantity as number, passwordHash: "-", passwordLookup: "imported", createdAt: new Date() })),
    );
    const guest = await page.context().newPage();
    const guestRsvp = guest.getByRole("region", { name: "OSA" });

    await page.goto(`${url}/redigera/${siteId}/konvertera`);
    await page.getByRole("heading", { name: "Konvertera till det nya formatet", level: 1 }).waitFor();
    const modules = page.getByRole("region", { name: "Så blir modulerna" }).getByRole("listitem");
    await modules.first().waitFor();
    // Every module in page order, named by its label, with what it becomes.
    expect(await modules.allInnerTexts()).toEqual(
      [
        ["Start", "Sidhuvud (äldre) blir Sidhuvud"],
        ["Välkomna", "Text (äldre) blir Text"],
        ["Snart är det dags", "Nedräkning (äldre) blir Nedräkning"],
        ["Plats", "Plats/tidpunkt (äldre) blir Plats/tidpunkt"],
        ["Om oss", "Bild och text (äldre) blir Bild och text"],
        ["Hotell", "Lista med text och bild (äldre) blir Lista med text och bild"],
        ["Toastmasters", "Personer (äldre) blir Personer"],
        ["Vår film", "YouTube-klipp (äldre) blir YouTube-klipp"],
        ["Önskelista", "Önskelista (äldre) blir Önskelista"],
        ["OSA", "OSA (äldre) blir OSA med formulär"],
        ["Tal", "Anmälan av tal (äldre) blir Formulär"],
      ].map((lines) => lines.join("\n")),
    );
    const anchors = page.getByRole("region", { name: "Länkar i menyn" });
    await anchors.getByText("#nedrakning blir #snart-ar-det-dags").waitFor();
    expect(await anchors.getByText("#osa blir").count()).toBe(0);
    await page.getByText("blir mottagare för formulären").waitFor();
    await page.getByText("Sidan i det äldre formatet sparas som en version").waitFor();
    // The converted page as guests would see it: the newer RSVP has its button.
    const preview = page.getByRole("region", { name: "Förhandsvisning av den konverterade sidan" });
    await preview.getByRole("heading", { name: "Anna & Erik" }).waitFor();
    await preview.getByRole("button", { name: "Svara här" }).waitFor();
    // The gifts guests have reserved stay reserved.
    const gifts = preview.locator('[data-module-id="CLIENTID-gifts"]');
    await gifts.getByText("Reserverad", { exact: true }).waitFor();
    await gifts.getByText("reserverade: 2").waitFor();
    expect(await usesSiteModules(page, siteId)).toBe(false);
    await expectAccessible(page, "conversion page");
    await screenshot(page, "legacy-conversion");

    await page.getByRole("button", { name: "Konvertera", exact: true }).click();
    await page.waitForURL(`${url}/redigera/${siteId}/`);
    const notice = page.getByRole("status").filter({ hasText: "Sidan är konverterad" });
    await notice.waitFor();
    expect(await usesSiteModules(page, siteId)).toBe(true);
    await openGuestPage(guest, journey.server.siteUrl(host));
    // The newer RSVP: the same count select as before, with Svara här beside it.
    await guestRsvp.getByRole("button", { name: "Svara här" }).waitFor();
    await guestRsvp.getByLabel("Hur många är ni?").waitFor();
    await expectAccessible(page, "editor after the conversion");
    await screenshot(page, "legacy-converted-notice", { fullPage: false });

    await notice.getByRole("button", { name: "Ångra" }).click();
    await notice.waitFor({ state: "detached" });
    await expect.poll(() => usesSiteModules(page, siteId)).toBe(false);
    await guest.reload();
    await guestRsvp.getByLabel("Hur många är ni?").waitFor();
    expect(await guestRsvp.getByRole("button", { name: "Svara här" }).count()).toBe(0);

    // Converted again, the legacy page stays among the versions, and restoring it there undoes this conversion too.
    const converted = await page.request.post(`${url}/api/sites/${siteId}/legacy-conversion`);
    const { legacyVersion } = (await converted.json()) as { legacyVersion: { _id: string } };
    const versions = ((await (await page.request.get(`${url}/api/sites/${siteId}/versions`)).json()) as { versions: { _id: string }[] }).versions;
    await page.goto(`${url}/redigera/${siteId}/versioner/`);
    const options = page.getByRole("region", { name: "Sparade versioner" }).getByRole("button");
    const legacyOption = options.nth(versions.findIndex((version) => version._id === legacyVersion._id));
    expect(await legacyOption.textContent()).toContain("Äldre format");
    await legacyOption.click();
    const versionPreview = page.getByRole("region", { name: /^Förhandsvisning av versionen från/ });
    await versionPreview.getByLabel("Hur många är ni?").waitFor();
    await expectAccessible(page, "versions with the legacy version");
    await screenshot(page, "versions-legacy");
    await page.getByRole("button", { name: "Återställ den här versionen" }).click();
    await page.waitForURL(`${url}/redigera/${siteId}/`);
    expect(await usesSiteModules(page, siteId)).toBe(false);
    await guest.reload();
    await guestRsvp.getByLabel("Hur många är ni?").waitFor();
    expectNoPageErrors(page);
    await page.context().close();
  });
});
