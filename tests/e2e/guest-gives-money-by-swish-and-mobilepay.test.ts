import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { giftContributions, sites } from "../../src/server/db/schema";
import { DESKTOP, PHONE, expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { setUpJourneys } from "./support/journey";
import { registerThroughApi } from "./support/owner";
import type { E2eServer } from "./support/server";

const WINDOW = { fullPage: false };

const giftList = (language: "sv" | "da", payeeNumber: string) => ({
  language,
  availableLanguages: [{ languageCode: language }],
  siteModules: [
    { id: "header-1", siteModuleType: "Header", title: { [language]: "Åsa & Örjan" } },
    {
      id: "gifts-1",
      siteModuleType: "GiftRegistry",
      title: { [language]: language === "sv" ? "Önskelista" : "Ønskeliste" },
      payeeNumber,
      giftRegistry: [
        { id: "trip", kind: "fund", title: { [language]: language === "sv" ? "Bröllopsresan" : "Bryllupsrejsen" }, description: { [language]: "<p>Till Lofoten i juni.</p>" }, goal: 30_000 },
        { id: "sofa", title: { [language]: language === "sv" ? "Soffan" : "Sofaen" }, price: 12_000, shared: true, quantity: 1 },
        { id: "vase", title: { [language]: "Vas" }, quantity: 1 },
      ],
    },
  ],
});

let published = 0;
async function publishedSite(page: Page, server: E2eServer, language: "sv" | "da", payeeNumber: string) {
  const { siteId } = await registerThroughApi(page, server.url);
  expect((await page.request.put(`${server.url}/api/sites/${siteId}`, { data: giftList(language, payeeNumber) })).status()).toBe(200);
  const host = `ge-${++published}-${Date.now()}.localhost`;
  await server.database.db.update(sites).set({ host, active: true, activeDate: new Date() }).where(eq(sites.id, siteId));
  return { siteId, host };
}

async function openGiftList(page: Page, server: E2eServer, host: string, regionName: string, startButton: string) {
  await openGuestPage(page, server.siteUrl(host));
  const list = page.getByRole("region", { name: regionName });
  await list.getByRole("button", { name: startButton }).click();
  return list;
}

const gift = (list: ReturnType<Page["getByRole"]>, title: string) => list.getByRole("listitem").filter({ has: list.page().getByRole("heading", { name: title }) });

describe("guests give money to the couple's Swish", () => {
  const journey = setUpJourneys();

  it("on a phone: the fund's button opens Swish with payee, amount and greeting filled in, and the guest's word is noted", { timeout: 90_000 }, async () => {
    const page = await openPage(journey.browser, { ...PHONE, alsoAt: DESKTOP }, { touch: true });
    const { siteId, host } = await publishedSite(page, journey.server, "sv", "0701234567");
    const list = await openGiftList(page, journey.server, host, "Önskelista", "Visa önskelista");
    const trip = gift(list, "Bröllopsresan");
    await trip.getByText("0 kr av 30 000 kr").waitFor();
    // A plain thing has no money button; the shared sofa has both.
    expect(await gift(list, "Vas").getByRole("button", { name: "Ge med Swish" }).count()).toBe(0);
    await gift(list, "Soffan").getByText("12 000 kr kvar av 12 000 kr").waitFor();
    await expectAccessible(page, "gift list with a fund and a shared gift");
    await screenshot(page, "guest-gift-list-with-money-gifts");

    await trip.getByRole("button", { name: "Ge med Swish" }).click();
    const dialog = page.getByRole("dialog", { name: "Bröllopsresan" });
    await dialog.getByRole("radio", { name: "500 kr" }).check();
    await dialog.getByRole("textbox", { name: "Ditt namn" }).fill("Åsa Öberg");
    await dialog.getByRole("textbox", { name: "Hälsning" }).fill("Grattis Anna & Erik! Kramar från Göran");
    await expectAccessible(page, "giving dialog");
    await screenshot(page, "guest-gives-to-a-fund-form", WINDOW);
    await dialog.getByRole("button", { name: "Fortsätt" }).click();

    const open = dialog.getByRole("link", { name: "Öppna Swish" });
    const href = (await open.getAttribute("href"))!;
    expect(href.startsWith("swish://payment?data=")).toBe(true);
    expect(JSON.parse(decodeURIComponent(href.slice("swish://payment?data=".length)))).toEqual({
      version: 1,
      payee: { value: "0701234567", editable: false },
      amount: { value: 500, editable: true },
      message: { value: "Åsa Öberg: Grattis Anna och Erik! Kramar från", editable: true },
    });
    // The number and amount are written out too, to type in if the app does not open.
    await dialog.getByText("070-123 45 67").waitFor();
    await dialog.getByText("Pengarna går direkt från dig till mottagaren och passerar aldrig den här sidan.").waitFor();
    await expectAccessible(page, "giving dialog, the app's link");
    await screenshot(page, "guest-gives-to-a-fund-open-swish", WINDOW);

    await dialog.getByRole("button", { name: "Jag har swishat" }).click();
    await dialog.getByText("Tack, Åsa Öberg! Din gåva är antecknad.").waitFor();
    await dialog.getByText("Vi ser aldrig själva betalningen: om den gick igenom syns den i Swish.").waitFor();
    await dialog.getByRole("button", { name: "Klar" }).click();
    await trip.getByText("500 kr av 30 000 kr").waitFor();
    const [noted] = await journey.server.database.db.select().from(giftContributions).where(eq(giftContributions.siteId, siteId));
    expect(noted).toMatchObject({ itemId: "trip", amountKronor: 500, giverName: "Åsa Öberg", greeting: "Grattis Anna & Erik! Kramar från Göran", app: "swish" });
    expectNoPageErrors(page);
  });

  it("on a computer: a QR code drawn by the site for the phone to scan, and the shared gift's price goes down", { timeout: 90_000 }, async () => {
    const page = await openPage(journey.browser, { ...DESKTOP, alsoAt: PHONE });
    const { host } = await publishedSite(page, journey.server, "sv", "070-123 45 67".replace(/\D/g, ""));
    const list = await openGiftList(page, journey.server, host, "Önskelista", "Visa önskelista");
    const sofa = gift(list, "Soffan");
    await sofa.getByRole("button", { name: "Ge med Swish" }).click();
    const dialog = page.getByRole("dialog", { name: "Soffan" });
    await dialog.getByRole("radio", { name: "Annat belopp" }).check();
    await dialog.getByRole("spinbutton", { name: "Annat belopp" }).fill("1500");
    await dialog.getByRole("textbox", { name: "Ditt namn" }).fill("Örjan Ström");
    await dialog.getByRole("button", { name: "Fortsätt" }).click();
    const qr = dialog.getByRole("img", { name: "QR: Swish, 1 500 kr" });
    await qr.waitFor();
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await dialog.getByText("Skanna koden med Swish i din telefon.").waitFor();
    await expectAccessible(page, "giving dialog, the QR code");
    await screenshot(page, "guest-gives-towards-a-shared-gift-qr", WINDOW);
    await dialog.getByRole("button", { name: "Jag har swishat" }).click();
    await dialog.getByRole("button", { name: "Klar" }).click();
    await sofa.getByText("10 500 kr kvar av 12 000 kr").waitFor();
    // Once started, the sofa can no longer be reserved whole.
    expect(await sofa.getByRole("button", { name: "Reservera" }).count()).toBe(0);
    expectNoPageErrors(page);
  });
});

describe("a guest on a Danish site gives by MobilePay", () => {
  const journey = setUpJourneys({ MARKET: "dk" });

  it("sees the number and the amount to send by hand, in Danish kroner", { timeout: 90_000 }, async () => {
    const page = await openPage(journey.browser, { ...PHONE, alsoAt: DESKTOP }, { touch: true });
    const { host } = await publishedSite(page, journey.server, "da", "20123456");
    const list = await openGiftList(page, journey.server, host, "Ønskeliste", "Vis ønskeliste");
    await gift(list, "Bryllupsrejsen").getByRole("button", { name: "Giv med MobilePay" }).click();
    const dialog = page.getByRole("dialog", { name: "Bryllupsrejsen" });
    await dialog.getByRole("radio", { name: "500 kr." }).check();
    await dialog.getByRole("textbox", { name: "Dit navn" }).fill("Søren Ærø");
    await dialog.getByRole("button", { name: "Fortsæt" }).click();
    await dialog.getByText("Åbn MobilePay og send beløbet til nummeret nedenfor.").waitFor();
    await dialog.getByText("20 12 34 56").waitFor();
    expect(await dialog.getByRole("link").count()).toBe(0);
    await expectAccessible(page, "Danish giving dialog");
    await screenshot(page, "guest-gives-by-mobilepay-dk", WINDOW);
    await dialog.getByRole("button", { name: "Jeg har sendt gaven" }).click();
    await dialog.getByText("Tak, Søren Ærø! Din gave er noteret.").waitFor();
    expectNoPageErrors(page);
  });
});
