import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { personalLinkUrl } from "../../src/domain/guestList/personalLink";
import type { GuestEvent, Household } from "../../src/domain/guestList/types";
import { householdReplies, households, sites } from "../../src/server/db/schema";
import { expectAccessible, expectNoPageErrors, openPage, screenshot } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();
const WINDOW = { fullPage: false };
let published = 0;

/** An owner logged in in the page, whose site is published on a host of its own, with one event on its guest list. */
async function ownerWithEvent(page: Page) {
  const { siteId } = await registerThroughApi(page, journey.server.url);
  const host = `gaster-${++published}-${Date.now()}.localhost`;
  await journey.server.database.db.update(sites).set({ host, active: true, activeDate: new Date() }).where(eq(sites.id, siteId));
  const created = await page.request.post(`${journey.server.url}/api/sites/${siteId}/guest-list/events`, { data: { name: { sv: "Middag" } } });
  expect(created.status()).toBe(201);
  return { siteId, host, event: (await created.json()) as GuestEvent };
}

async function storedHouseholds(page: Page, siteId: string): Promise<Household[]> {
  return ((await (await page.request.get(`${journey.server.url}/api/sites/${siteId}/guest-list`)).json()) as { households: Household[] }).households;
}

const rowNames = (page: Page) => page.locator(".households-table tbody th").evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ""));

describe.each(OWNER_WIDTH)("the owner builds the guest list on %s", (name, viewport) => {
  it("adds households with guests, tags and bulk-invites them, searches, copies a link, regenerates it and deletes", { timeout: 120_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: journey.server.url });
    const { siteId, host, event } = await ownerWithEvent(page);
    // Found in the editor's menu, beside the answers (a drawer on a phone).
    await page.goto(`${journey.server.url}/redigera/${siteId}/versioner`);
    await page.getByRole("navigation", { name: "Redigeringsmeny" }).getByRole("link", { name: "Gäster", exact: true }).click();
    await page.waitForURL(`**/redigera/${siteId}/gaster/`);
    await page.getByRole("heading", { name: "Börja med gästlistan" }).waitFor();
    await expectAccessible(page, "empty guest list");
    await screenshot(page, "guest-list-empty");
    const toolbar = page.getByRole("group", { name: "Gästlistan" });

    // The first household: two guests, the younger a child, and a tag typed anew.
    await toolbar.getByRole("button", { name: "Lägg till hushåll" }).click();
    const dialog = page.getByRole("dialog", { name: "Lägg till hushåll" });
    await dialog.getByLabel("Hushållets namn").fill("Familjen Berg");
    await dialog.getByLabel("Namn på gäst 1").fill("Anna Berg");
    await dialog.getByRole("button", { name: "Lägg till gäst" }).click();
    await dialog.getByLabel("Namn på gäst 2").fill("Olle Berg");
    await dialog.getByRole("checkbox", { name: "Barn" }).nth(1).check();
    await dialog.getByLabel("E-post").fill("berg@example.com");
    await dialog.getByLabel("Lägg till tagg").fill("Släkt");
    await dialog.getByLabel("Lägg till tagg").press("Enter");
    await dialog.getByRole("button", { name: "Ta bort taggen Släkt" }).waitFor();
    await expectAccessible(page, "household dialog");
    await screenshot(page, "guest-list-household-dialog", WINDOW);
    await dialog.getByRole("button", { name: "Spara" }).click();
    await dialog.waitFor({ state: "hidden" });

    await toolbar.getByRole("button", { name: "Lägg till hushåll" }).click();
    await dialog.getByLabel("Hushållets namn").fill("Familjen Ek");
    await dialog.getByLabel("Namn på gäst 1").fill("Sara Ek");
    await dialog.getByLabel("Lägg till tagg").fill("Vänner");
    await dialog.getByRole("button", { name: "Spara" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await rowNames(page)).toEqual(["Familjen Berg", "Familjen Ek"]);

    // Both invited to the dinner at once.
    await page.getByLabel("Välj alla som visas").check();
    await page.getByLabel("Evenemang för de valda").selectOption({ label: "Middag" });
    await page.getByRole("button", { name: "Bjud in", exact: true }).click();
    await page.getByRole("status").getByText("2 hushåll ändrades.").waitFor();
    await page.getByRole("button", { name: "Avmarkera alla" }).click();
    expect(await page.locator(".households-table .event-chip").allInnerTexts()).toEqual(["Middag", "Middag"]);
    const stored = await storedHouseholds(page, siteId);
    expect(stored.map((household) => household.eventIds)).toEqual([[event.id], [event.id]]);
    expect(stored[0]).toMatchObject({ name: "Familjen Berg", mail: "berg@example.com", tags: ["Släkt"], guests: [{ name: "Anna Berg", child: false }, { name: "Olle Berg", child: true }] });
    expect(stored[1]).toMatchObject({ name: "Familjen Ek", tags: ["Vänner"] });

    // The guests' side at work: the Bergs answered and changed their answer, the Eks opened their link.
    const { db } = journey.server.database;
    const reply = { guests: [{ guestId: stored[0]!.guests[0]!.id, attending: { [event.id]: true }, dietary: "" }], message: "" };
    await db.insert(householdReplies).values([
      { siteId, householdId: stored[0]!.id, reply, createdAt: new Date("2026-05-02T10:00:00Z") },
      { siteId, householdId: stored[0]!.id, reply, createdAt: new Date("2026-05-03T10:00:00Z") },
    ]);
    await db.update(households).set({ linkFirstOpenedAt: new Date("2026-05-01T10:00:00Z") }).where(eq(households.id, stored[1]!.id));
    await page.reload();
    const statuses = () => page.locator(".households-table tbody td[data-label='Status']").allInnerTexts();
    await expect.poll(statuses).toEqual(["Har ändrat sitt svar\n2026-05-03", "Har öppnat länken\n2026-05-01"]);
    await page.getByLabel("Sortera").selectOption({ label: "Status" });
    expect(await rowNames(page)).toEqual(["Familjen Ek", "Familjen Berg"]);
    await expectAccessible(page, "guest list");
    await screenshot(page, "guest-list-table");
    await page.getByLabel("Sortera").selectOption({ label: "Namn" });

    // Search by a guest's name, then filter by the tag.
    await page.getByLabel("Sök på namn, gäst eller e-post").fill("olle");
    expect(await rowNames(page)).toEqual(["Familjen Berg"]);
    await page.getByLabel("Sök på namn, gäst eller e-post").fill("");
    await page.getByLabel("Tagg", { exact: true }).selectOption("Släkt");
    expect(await rowNames(page)).toEqual(["Familjen Berg"]);
    await page.getByLabel("Tagg", { exact: true }).selectOption("");

    // The personal link: copied, its QR code shown, then a new link made.
    const berg = stored[0]!;
    await page.getByRole("button", { name: "Länk och QR-kod för Familjen Berg" }).click();
    const linkDialog = page.getByRole("dialog", { name: "Personlig länk" });
    await linkDialog.getByRole("button", { name: "Kopiera länk" }).click();
    await linkDialog.getByText("Länken är kopierad.").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(personalLinkUrl(host, berg.linkToken, journey.server.deps.config.siteOrigin));
    const qr = linkDialog.getByRole("img", { name: "QR-kod till länken för Familjen Berg" });
    await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1024);
    const download = page.waitForEvent("download");
    await linkDialog.getByRole("link", { name: "Ladda ner QR-kod" }).click();
    expect((await download).suggestedFilename()).toBe("qr-familjen-berg.png");
    await expectAccessible(page, "link dialog");
    await screenshot(page, "guest-list-link-dialog", WINDOW);

    await linkDialog.getByRole("button", { name: "Skapa ny länk" }).click();
    await page.getByRole("dialog", { name: "Skapa en ny länk?" }).getByRole("button", { name: "Skapa ny länk" }).click();
    await linkDialog.getByText("En ny länk är skapad. Den gamla fungerar inte längre.").waitFor();
    const newToken = (await storedHouseholds(page, siteId))[0]!.linkToken;
    expect(newToken).not.toBe(berg.linkToken);
    expect(await linkDialog.getByLabel("Länk till Familjen Berg").inputValue()).toBe(personalLinkUrl(host, newToken, journey.server.deps.config.siteOrigin));
    await linkDialog.getByRole("button", { name: "Stäng" }).first().click();

    // One household removed, and the table follows.
    await page.getByRole("button", { name: "Ta bort Familjen Ek" }).click();
    await page.getByRole("dialog", { name: "Ta bort hushållet?" }).getByRole("button", { name: "Ta bort" }).click();
    await expect.poll(() => rowNames(page)).toEqual(["Familjen Berg"]);
    await page.getByText("1 av 1 hushåll · 2 gäster").waitFor();
    expect((await storedHouseholds(page, siteId)).map((household) => household.name)).toEqual(["Familjen Berg"]);

    // The whole list deleted, confirmed by typing.
    await page.getByRole("button", { name: "Ta bort hela gästlistan" }).click();
    const deleteAll = page.getByRole("dialog", { name: "Ta bort hela gästlistan?" });
    await deleteAll.getByLabel("Skriv TA BORT för att bekräfta").fill("ta bort");
    await deleteAll.getByRole("button", { name: "Ta bort allt" }).click();
    await page.getByRole("heading", { name: "Börja med gästlistan" }).waitFor();
    expect(await storedHouseholds(page, siteId)).toEqual([]);
    expectNoPageErrors(page);
  });
});
