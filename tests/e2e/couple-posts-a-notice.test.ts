import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { GuestEvent, Household } from "../../src/domain/guestList/types";
import { sites } from "../../src/server/db/schema";
import { DESKTOP, expectAccessible, expectNoPageErrors, openGuestPage, openPage, PHONE, screenshot } from "./support/browser";
import { setUpJourneys } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();
const WINDOW = { fullPage: false };

const DOCUMENT = {
  language: "sv",
  siteModules: [
    { id: "header-1", siteModuleType: "Header", title: { sv: "Anna & Erik" } },
    { id: "text-1", siteModuleType: "Text", title: { sv: "Helgen" }, text: { sv: "<p>Välkomna till vår bröllopshelg!</p>" } },
  ],
};

/** The couple's published site with a dinner only its invited households see, and the Berg household invited to it. */
async function publishedWedding(owner: Page) {
  const base = journey.server.url;
  const { siteId } = await registerThroughApi(owner, base);
  expect((await owner.request.put(`${base}/api/sites/${siteId}`, { data: DOCUMENT })).status()).toBe(200);
  const host = `meddelanden-${Date.now()}.localhost`;
  await journey.server.database.db.update(sites).set({ host, active: true, activeDate: new Date() }).where(eq(sites.id, siteId));
  const list = `${base}/api/sites/${siteId}/guest-list`;
  const dinner = (await (await owner.request.post(`${list}/events`, { data: { name: { sv: "Middag" } } })).json()) as GuestEvent;
  const berg = (await (await owner.request.post(`${list}/households`, { data: { name: "Familjen Berg", language: "sv", guests: [{ name: "Karin Berg" }], eventIds: [dinner.id] } })).json()) as Household;
  return { siteId, host, berg };
}

describe("the couple posts a notice during the weekend", () => {
  it("writes it on the phone, and the guest page already open shows it within 15 s without a reload", { timeout: 120_000 }, async () => {
    const owner = await openPage(journey.browser, { ...PHONE, alsoAt: DESKTOP });
    const { siteId, host, berg } = await publishedWedding(owner);

    // A guest has the open page up in another tab before anything is posted.
    const guest = await openPage(journey.browser, { ...PHONE, alsoAt: DESKTOP });
    await openGuestPage(guest, journey.server.siteUrl(host), { waitUntil: "networkidle" });
    const banner = guest.locator(".site-notices");
    expect(await banner.textContent()).toBe("");

    await owner.goto(`${journey.server.url}/redigera/${siteId}/meddelanden`);
    const text = owner.getByRole("textbox", { name: "Meddelande" });
    await text.fill("Bussen går 20 minuter senare");
    await owner.getByText("28 av 300 tecken").waitFor();
    await owner.getByRole("combobox", { name: "Till" }).selectOption({ label: "Alla gäster" });
    expect(await owner.getByLabel("Visas till").inputValue()).toMatch(/^\d{4}-\d\d-\d\dT23:59$/);
    await expectAccessible(owner, "writing a notice");
    await screenshot(owner, "couple-posts-a-notice-form");
    await owner.getByRole("button", { name: "Publicera" }).click();
    await owner.getByRole("status").filter({ hasText: "Meddelandet syns nu för gästerna." }).waitFor();
    const live = owner.getByRole("region", { name: "Visas nu" });
    await live.getByText("Bussen går 20 minuter senare").waitFor();
    await expectAccessible(owner, "the notices list");
    await screenshot(owner, "couple-posts-a-notice-list");

    // The guest's tab, never reloaded: the notice comes at the next poll, within 15 s.
    const posted = Date.now();
    await banner.getByText("Bussen går 20 minuter senare").waitFor({ timeout: 15_000 });
    expect(Date.now() - posted).toBeLessThan(15_000);
    await expect(banner.getAttribute("aria-live")).resolves.toBe("polite");
    await banner.getByText(/^Skickat /).waitFor();
    await expectAccessible(guest, "a guest page with a notice");
    await screenshot(guest, "couple-posts-a-notice-guest-page", WINDOW);

    // One for the dinner's guests: on the Bergs' personal page, beside the one for everyone.
    await owner.getByRole("textbox", { name: "Meddelande" }).fill("Middagen börjar kl. 19");
    await owner.getByRole("combobox", { name: "Till" }).selectOption({ label: "Gästerna på Middag" });
    await owner.getByRole("button", { name: "Publicera" }).click();
    await live.getByText("Gästerna på Middag", { exact: false }).waitFor();
    // A slip corrected: the same notice, changed.
    await live.getByRole("listitem").filter({ hasText: "Middagen börjar kl. 19" }).getByRole("button", { name: "Ändra" }).click();
    await owner.getByRole("heading", { name: "Ändra meddelandet" }).waitFor();
    await owner.getByRole("textbox", { name: "Meddelande" }).fill("Middagen börjar kl. 19.30");
    await owner.getByRole("button", { name: "Spara" }).click();
    await owner.getByRole("status").filter({ hasText: "Ändringen är sparad." }).waitFor();
    await live.getByText("Middagen börjar kl. 19.30").waitFor();
    const personal = await openPage(journey.browser, { ...PHONE, alsoAt: DESKTOP });
    await openGuestPage(personal, `${journey.server.siteUrl(host)}/inbjudan/${berg.linkToken}`);
    const personalBanner = personal.locator(".site-notices");
    await personalBanner.getByText("Middagen börjar kl. 19.30").waitFor();
    expect(await personalBanner.locator(".site-notice__text").allTextContents()).toEqual(["Middagen börjar kl. 19.30", "Bussen går 20 minuter senare"]);
    await screenshot(personal, "couple-posts-a-notice-personal-page", WINDOW);
    expectNoPageErrors(personal);
    await personal.context().close();

    // Removing it asks first; then the guest's banner empties again.
    await live.getByRole("listitem").filter({ hasText: "Bussen går 20 minuter senare" }).getByRole("button", { name: "Ta bort" }).click();
    const confirm = owner.getByRole("dialog", { name: "Ta bort meddelandet?" });
    await expectAccessible(owner, "removing a notice");
    await confirm.getByRole("button", { name: "Ta bort" }).click();
    await live.getByText("Bussen går 20 minuter senare").waitFor({ state: "detached" });
    await banner.getByText("Bussen går 20 minuter senare").waitFor({ state: "detached", timeout: 15_000 });

    expectNoPageErrors(owner);
    expectNoPageErrors(guest);
    await owner.context().close();
    await guest.context().close();
  });
});
