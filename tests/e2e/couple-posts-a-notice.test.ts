import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
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

/** The couple's published site with a public event. */
async function publishedWedding(owner: Page) {
  const base = journey.server.url;
  const { siteId } = await registerThroughApi(owner, base);
  expect((await owner.request.put(`${base}/api/sites/${siteId}`, { data: DOCUMENT })).status()).toBe(200);
  const host = `meddelanden-${Date.now()}.localhost`;
  await journey.server.database.db.update(sites).set({ host, active: true, activeDate: new Date() }).where(eq(sites.id, siteId));
  await owner.request.post(`${base}/api/sites/${siteId}/guest-list/events`, { data: { name: { sv: "Middag" }, isPublic: true } });
  return { siteId, host };
}

describe("the couple posts a notice during the weekend", () => {
  it("writes it on the phone, and the guest page already open shows it within 15 s without a reload", { timeout: 120_000 }, async () => {
    const owner = await openPage(journey.browser, { ...PHONE, alsoAt: DESKTOP });
    const { siteId, host } = await publishedWedding(owner);

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

    // Removing it asks first; then the guest's banner empties again.
    await live.getByRole("button", { name: "Ta bort" }).click();
    const confirm = owner.getByRole("dialog", { name: "Ta bort meddelandet?" });
    await expectAccessible(owner, "removing a notice");
    await confirm.getByRole("button", { name: "Ta bort" }).click();
    await owner.getByText("Inga meddelanden ännu.").waitFor();
    await banner.getByText("Bussen går 20 minuter senare").waitFor({ state: "detached", timeout: 15_000 });

    expectNoPageErrors(owner);
    expectNoPageErrors(guest);
    await owner.context().close();
    await guest.context().close();
  });
});
