import ExcelJS from "exceljs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Household } from "../../src/domain/guestList/types";
import { sites } from "../../src/server/db/schema";
import { expectAccessible, expectNoPageErrors, openPage, screenshot } from "./support/browser";
import { EACH_WIDTH, setUpJourneys } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();

const WINDOW = { fullPage: false };
/** Intl writes a no-break space between thousands and before "kr". */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

const giftList = {
  language: "sv",
  availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }],
  siteModules: [
    { id: "header-1", siteModuleType: "Header", title: { sv: "Åsa & Örjan" } },
    {
      id: "gifts-1",
      siteModuleType: "GiftRegistry",
      title: { sv: "Önskelista" },
      payeeNumber: "0701234567",
      giftRegistry: [
        { id: "trip", kind: "fund", title: { sv: "Bröllopsresan" }, goal: 30_000 },
        { id: "sofa", title: { sv: "Soffan" }, price: 12_000, shared: true, quantity: 1 },
        { id: "vase", title: { sv: "Vas" }, quantity: 1 },
        { id: "coffee", title: { sv: "Kaffebryggaren" }, quantity: 1 },
      ],
    },
  ],
};

let published = 0;

/**
 * A published site with a fund, a shared thing and a thing; the Bergs (with a mail) on the
 * guest list; Anna Berg's pledge through their personal link, Sam's in English, a
 * reservation of the vase with Lisa's name, and Anna's reservation of the coffee maker through
 * the link: all made as guests make them, through the API.
 */
async function siteWithGifts(page: Page, mail: string) {
  const base = journey.server.url;
  const { siteId } = await registerThroughApi(page, base);
  expect((await page.request.put(`${base}/api/sites/${siteId}`, { data: giftList })).status()).toBe(200);
  await journey.server.database.db.update(sites).set({ host: `gavor-${++published}-${Date.now()}.localhost`, active: true, activeDate: new Date() }).where(eq(sites.id, siteId));
  const created = await page.request.post(`${base}/api/sites/${siteId}/guest-list/households`, {
    data: { name: "Familjen Berg", mail, language: "sv", eventIds: [], guests: [{ name: "Anna Berg" }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const berg = (await created.json()) as Household;

  const guest = async (method: "POST" | "PUT", item: string, tail: string, data: object) => {
    const response = await page.request.fetch(`${base}/api/gift-registry/${siteId}/gifts-1/${item}/${tail}`, { method, data });
    expect(response.ok(), await response.text()).toBe(true);
  };
  await guest("POST", "trip", "contributions", { amount: 3000, name: "Anna Berg", greeting: "Grattis!", language: "sv", household: berg.linkToken });
  await guest("POST", "trip", "contributions", { amount: 1500, name: "Sam Smith", greeting: "Congratulations!", language: "en" });
  await guest("POST", "sofa", "contributions", { amount: 2000, name: "Örjan Ström", language: "sv" });
  await guest("PUT", "vase", "v2", { quantity: 1, password: "vas", name: "Lisa Lund", language: "sv" });
  await guest("PUT", "coffee", "v2", { quantity: 1, password: "kaffe", name: "Anna Berg", language: "sv", household: berg.linkToken });
  return { siteId };
}

const checkbox = (page: Page, name: string) => page.getByRole("checkbox", { name, exact: true });
const shownGivers = (page: Page) => page.locator(".gift-table__wide:visible tbody th, .gift-cards:visible .gift-card__giver").allInnerTexts();

describe.each(EACH_WIDTH)("the couple's gifts on %s", (name, viewport) => {
  it("filters the gifts, ticks received one and all, thanks the household once for both its gifts, copies a thank-you and exports", { timeout: 150_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const mail = `berg-${name}@example.se`;
    const { siteId } = await siteWithGifts(page, mail);
    await page.goto(`${journey.server.url}/redigera/${siteId}/visa-osa/`);
    await page.getByRole("navigation", { name: "Visa som" }).getByRole("link", { name: "Gåvor", exact: true }).click();

    // Newest first; the household's name beside the giver's who came through the personal link.
    await expect.poll(() => shownGivers(page)).toEqual(["Anna Berg (Familjen Berg)", "Lisa Lund", "Örjan Ström", "Sam Smith", "Anna Berg (Familjen Berg)"]);
    await page.getByText("En penninggåva här är gästens eget ord: vi ser aldrig betalningen. Bocka för Mottagen när pengarna har kommit in i din Swish.").waitFor();
    const funds = page.getByRole("region", { name: "Insamlingar" });
    await expect.poll(async () => (await funds.getByRole("listitem").allInnerTexts()).map(plain)).toEqual([
      "Bröllopsresan: 4 500 kr utlovat, 0 kr mottaget av 30 000 kr",
      "Soffan: 2 000 kr utlovat, 0 kr mottaget av 12 000 kr",
    ]);
    await expectAccessible(page, "the couple's gifts");
    await screenshot(page, `couple-gifts-${name}`);

    // Inte mottagna: the three pledges, never the reserved vase. One ticked, then all the others.
    const filters = page.getByRole("group", { name: "Visa" });
    await filters.getByRole("button", { name: "Inte mottagna" }).click();
    await expect.poll(() => shownGivers(page)).toEqual(["Örjan Ström", "Sam Smith", "Anna Berg (Familjen Berg)"]);
    // Ticked, it leaves the filter at once.
    await checkbox(page, "Mottagen: Bröllopsresan från Anna Berg (Familjen Berg)").click();
    await expect.poll(() => shownGivers(page)).toEqual(["Örjan Ström", "Sam Smith"]);
    await expect.poll(async () => plain(await funds.getByRole("listitem").first().innerText())).toBe("Bröllopsresan: 4 500 kr utlovat, 3 000 kr mottaget av 30 000 kr");
    await page.getByRole("button", { name: "Markera alla som mottagna" }).click();
    await page.getByText("2 markerade som mottagna").waitFor();
    await page.getByText("Inga gåvor matchar filtret.").waitFor();
    await expect.poll(async () => (await funds.getByRole("listitem").allInnerTexts()).map(plain)).toEqual([
      "Bröllopsresan: 4 500 kr utlovat, 4 500 kr mottaget av 30 000 kr",
      "Soffan: 2 000 kr utlovat, 2 000 kr mottaget av 12 000 kr",
    ]);
    await filters.getByRole("button", { name: "Alla" }).click();

    // The couple's own template, then one thank-you to the Bergs' mail for both their gifts, filled in.
    await page.getByRole("button", { name: "Redigera tackmallar" }).click();
    const templates = page.getByRole("dialog", { name: "Tackmallar" });
    await templates.getByRole("textbox", { name: "Ämne" }).fill("Tack {name}!");
    await templates.getByRole("textbox", { name: "Text" }).fill("Tack för {gift}, vi blev så glada.");
    await expectAccessible(page, "the thank-you templates");
    await screenshot(page, `couple-gifts-templates-${name}`, WINDOW);
    await templates.getByRole("button", { name: "Spara mallarna" }).click();
    await templates.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Tacka Anna Berg (Familjen Berg) för Bröllopsresan" }).click();
    const thanks = page.getByRole("dialog", { name: "Tacka Anna Berg (Familjen Berg)" });
    await thanks.getByText(`Till ${mail}`).waitFor();
    expect(await thanks.getByRole("textbox", { name: "Ämne" }).inputValue()).toBe("Tack Anna Berg!");
    await thanks.getByText("Tackar för: Bröllopsresan (3 000 kr), Kaffebryggaren").waitFor();
    expect(plain(await thanks.getByRole("textbox", { name: "Text" }).inputValue())).toBe("Tack för Bröllopsresan och Kaffebryggaren, vi blev så glada.");
    await thanks.getByRole("textbox", { name: "Text" }).fill("Tack för resan och kaffebryggaren, Anna! Vi skickar vykort från Lofoten.");
    await expectAccessible(page, "a thank-you draft");
    await screenshot(page, `couple-gifts-thank-you-${name}`, WINDOW);
    await thanks.getByRole("button", { name: "Skicka", exact: true }).click();
    await thanks.getByText(`Tacket är skickat till ${mail}.`).waitFor();
    await thanks.getByRole("button", { name: "Stäng" }).click();
    await expect.poll(() => checkbox(page, "Tackad: Bröllopsresan från Anna Berg (Familjen Berg)").isChecked()).toBe(true);
    await expect.poll(() => checkbox(page, "Tackad: Kaffebryggaren från Anna Berg (Familjen Berg)").isChecked()).toBe(true);
    const sent = (await journey.server.outbox.list()).filter((each) => each.to === mail);
    expect(sent.map((each) => [each.subject, each.text.trim()])).toEqual([["Tack Anna Berg!", "Tack för resan och kaffebryggaren, Anna! Vi skickar vykort från Lofoten."]]);
    // The other gift is thanked too: its "Tacka" offers only to send again.
    await page.getByRole("button", { name: "Tacka Anna Berg (Familjen Berg) för Kaffebryggaren" }).click();
    await thanks.getByRole("button", { name: "Skicka igen" }).waitFor();
    await thanks.getByRole("button", { name: "Stäng" }).click();

    // Thanked already: sending again asks first.
    await page.getByRole("button", { name: "Tacka Anna Berg (Familjen Berg) för Bröllopsresan" }).click();
    await thanks.getByRole("button", { name: "Skicka igen" }).click();
    const again = page.getByRole("dialog", { name: "Skicka tacket igen?" });
    await again.getByRole("button", { name: "Avbryt" }).click();
    await thanks.getByRole("button", { name: "Stäng" }).click();

    // Lisa left no mail: the draft is copied and the reservation ticked thanked from the dialog.
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Tacka Lisa Lund för Vas" }).click();
    const copy = page.getByRole("dialog", { name: "Tacka Lisa Lund" });
    await copy.getByText("Vi har ingen e-postadress till Lisa Lund. Kopiera texten och skicka den själv.").waitFor();
    expect(await copy.getByRole("button", { name: "Skicka", exact: true }).count()).toBe(0);
    await copy.getByRole("button", { name: "Kopiera" }).click();
    await copy.getByText("Texten är kopierad. Markera som tackad?").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("Tack Lisa Lund!\n\nTack för Vas, vi blev så glada.");
    await copy.getByRole("button", { name: "Markera som tackad" }).click();
    await copy.waitFor({ state: "hidden" });
    await expect.poll(() => checkbox(page, "Tackad: Vas från Lisa Lund").isChecked()).toBe(true);
    await filters.getByRole("button", { name: "Inte tackade" }).click();
    await expect.poll(() => shownGivers(page)).toEqual(["Örjan Ström", "Sam Smith"]);
    await expectAccessible(page, "the gifts not thanked");
    await screenshot(page, `couple-gifts-not-thanked-${name}`);

    // gavor.xlsx: every gift, whatever the filter, with the list's columns.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Ladda ner gåvorna som Excel" }).click()]);
    expect(download.suggestedFilename()).toBe("gavor.xlsx");
    const file = path.join(os.tmpdir(), `gavor-${name}-${Date.now()}.xlsx`);
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const rows = workbook
      .getWorksheet("Gåvor")!
      .getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1, 5).map((cell) => (typeof cell === "string" ? plain(cell) : cell)));
    expect(rows).toEqual([
      ["Från", "Gåva", "Belopp", "Hälsning"],
      ["Anna Berg (Familjen Berg)", "Kaffebryggaren", "1 st", undefined],
      ["Lisa Lund", "Vas", "1 st", undefined],
      ["Örjan Ström", "Soffan", "2 000 kr", undefined],
      ["Sam Smith", "Bröllopsresan", "1 500 kr", "Congratulations!"],
      ["Anna Berg (Familjen Berg)", "Bröllopsresan", "3 000 kr", "Grattis!"],
    ]);
    expectNoPageErrors(page);
  });
});
