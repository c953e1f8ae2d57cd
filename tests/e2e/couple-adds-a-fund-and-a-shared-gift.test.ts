import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoPageErrors, openPage, screenshot } from "./support/browser";
import { EACH_WIDTH, OWNER_WIDTH, setUpJourneys } from "./support/journey";
import { registerThroughApi } from "./support/owner";

/** A site in one language whose gift list has one thing, a vase. */
const giftListIn = (language: "sv" | "da") => ({
  language,
  availableLanguages: [{ languageCode: language }],
  siteModules: [{ id: "g", siteModuleType: "GiftRegistry", title: { sv: "Önskelista", da: "Ønskeliste" }, giftRegistry: [{ id: "vase", title: { sv: "Vas", da: "Vase" }, quantity: 1 }] }],
});

type SavedGifts = { siteModules: { payeeNumber: string | null; giftRegistry: { title: { sv?: string }; kind: string; price: number | null; shared: boolean; goal: number | null; showProgress: boolean }[] }[] };

async function siteWithAGiftList(page: Page, url: string, language: "sv" | "da") {
  const { siteId } = await registerThroughApi(page, url);
  expect((await page.request.put(`${url}/api/sites/${siteId}`, { data: giftListIn(language) })).status()).toBe(200);
  return siteId;
}

async function openGiftList(page: Page, tools: string, edit: string, dialogName: string) {
  await page.getByRole("toolbar", { name: tools }).getByRole("button", { name: edit }).click();
  const dialog = page.getByRole("dialog", { name: dialogName });
  await dialog.waitFor();
  return dialog;
}

describe("a Swedish couple's money gifts", () => {
  const journey = setUpJourneys();

  describe.each(EACH_WIDTH)("on %s", (_name, viewport) => {
    it("adds a fund with a goal and a shared gift with a price, is told the Swish number is missing, and keeps it all after saving", { timeout: 180_000 }, async () => {
      const page = await openPage(journey.browser, viewport);
      const url = journey.server.url;
      const siteId = await siteWithAGiftList(page, url, "sv");
      await page.goto(`${url}/redigera/${siteId}/`);
      let dialog = await openGiftList(page, "Verktyg för Önskelista", "Redigera", "Önskelista");
      const warning = dialog.getByText("Gästerna ser ingen Swish-knapp förrän ni fyllt i ert Swish-nummer.");
      expect(await warning.count()).toBe(0);

      // A fund: no link, reserving or price; a goal that keeps what was typed until it is whole kronor.
      await dialog.getByRole("button", { name: "Lägg till ny rad i önskelista" }).click();
      await dialog.getByRole("textbox", { name: "Rubrik" }).fill("Bröllopsresan");
      await dialog.getByRole("radio", { name: "Pengafond" }).check();
      expect(await dialog.getByRole("textbox", { name: "Länk" }).count()).toBe(0);
      expect(await dialog.getByRole("checkbox", { name: "Kan reservera" }).count()).toBe(0);
      expect(await dialog.getByRole("textbox", { name: "Pris (kr)" }).count()).toBe(0);
      const goal = dialog.getByRole("textbox", { name: "Mål (kr)" });
      await goal.fill("30000,50");
      await dialog.getByText("Ange hela kronor, från 1 till 100 000. Beloppet sparas inte förrän det är giltigt.").waitFor();
      expect(await goal.inputValue()).toBe("30000,50");
      await expectAccessible(page, "fund with an invalid goal");
      await goal.fill("30 000");
      await dialog.getByText("Lämna tomt för en fond utan mål.").waitFor();
      expect(await dialog.getByRole("checkbox", { name: "Visa gästerna hur mycket som har getts" }).isChecked()).toBe(true);
      await screenshot(page, "gift-editor-fund", { fullPage: false });
      await dialog.getByRole("button", { name: "Tillbaka till listan" }).click();
      await warning.waitFor();

      // A shared gift: sharing is offered once it has a price, and goes with the price.
      await dialog.getByRole("button", { name: "Lägg till ny rad i önskelista" }).click();
      await dialog.getByRole("textbox", { name: "Rubrik" }).fill("Espressomaskin");
      const shared = dialog.getByRole("checkbox", { name: "Gästerna kan gå ihop om den" });
      expect(await shared.count()).toBe(0);
      const price = dialog.getByRole("textbox", { name: "Pris (kr)" });
      await price.fill("4500");
      await shared.check();
      await price.fill("");
      await shared.waitFor({ state: "detached" });
      await price.fill("4500");
      expect(await shared.isChecked()).toBe(false);
      await shared.check();
      await expectAccessible(page, "shared gift");
      await screenshot(page, "gift-editor-shared-gift", { fullPage: false });
      await dialog.getByRole("button", { name: "Tillbaka till listan" }).click();

      const rows = dialog.getByRole("listitem");
      await rows.filter({ hasText: "Bröllopsresan" }).getByText(/^Pengafond · mål 30\s000 kr$/).waitFor();
      await rows.filter({ hasText: "Espressomaskin" }).getByText(/^Antal: 1 · 4\s500 kr, gästerna går ihop$/).waitFor();
      await warning.waitFor();
      await expectAccessible(page, "gift list with the missing Swish number");
      await screenshot(page, "gift-list-swish-number-missing", { fullPage: false });

      // The Swish number: refused with a message until Swish takes it, then written as people write it.
      const number = dialog.getByRole("textbox", { name: "Swish-nummer" });
      await number.fill("12345");
      await number.press("Tab");
      await dialog.getByText("Det här är inte ett mobilnummer som Swish tar emot betalningar till. Numret sparas inte förrän det är giltigt.").waitFor();
      expect(await warning.isVisible()).toBe(true);
      await expectAccessible(page, "invalid Swish number");
      await screenshot(page, "gift-list-swish-number-invalid", { fullPage: false });
      await number.fill("070 123 45 67");
      await warning.waitFor({ state: "detached" });
      await number.press("Tab");
      expect(await number.inputValue()).toBe("070-123 45 67");
      await dialog.getByText("Mobilnumret som pengarna går till. Gästerna ser det i Swish.").waitFor();

      await dialog.getByRole("button", { name: "Stäng" }).click();
      await page.getByRole("button", { name: "Spara" }).click();
      await expect.poll(() => page.locator(".editor-bar__status").textContent()).toBe("Allt är sparat");
      const stored = (await (await page.request.get(`${url}/api/sites/${siteId}`)).json()) as SavedGifts;
      const list = stored.siteModules[0]!;
      expect(list.payeeNumber).toBe("0701234567");
      expect(list.giftRegistry.map(({ title, kind, price, shared, goal, showProgress }) => ({ title: title.sv, kind, price, shared, goal, showProgress }))).toEqual([
        { title: "Vas", kind: "thing", price: null, shared: false, goal: null, showProgress: true },
        { title: "Bröllopsresan", kind: "fund", price: null, shared: false, goal: 30_000, showProgress: true },
        { title: "Espressomaskin", kind: "thing", price: 4500, shared: true, goal: null, showProgress: true },
      ]);

      // The editor opened again shows what was saved.
      await page.reload();
      dialog = await openGiftList(page, "Verktyg för Önskelista", "Redigera", "Önskelista");
      expect(await dialog.getByRole("textbox", { name: "Swish-nummer" }).inputValue()).toBe("070-123 45 67");
      await dialog.getByText(/^Pengafond · mål 30\s000 kr$/).waitFor();
      await dialog.getByText(/^Antal: 1 · 4\s500 kr, gästerna går ihop$/).waitFor();
      expect(await warning.count()).toBe(0);
      await dialog.getByRole("button", { name: "Redigera Bröllopsresan" }).click();
      expect(await dialog.getByRole("radio", { name: "Pengafond" }).isChecked()).toBe(true);
      expect(await dialog.getByRole("textbox", { name: "Mål (kr)" }).inputValue()).toBe("30000");
      expectNoPageErrors(page);
      await page.context().close();
    });
  });
});

describe.each(OWNER_WIDTH)("a Danish couple's money gifts on %s", (_name, viewport) => {
  const journey = setUpJourneys({ MARKET: "dk" });

  it("asks for the MobilePay number, in Danish", { timeout: 120_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const url = journey.server.url;
    const siteId = await siteWithAGiftList(page, url, "da");
    await page.goto(`${url}/redigera/${siteId}/`);
    const dialog = await openGiftList(page, "Værktøjer til Ønskeliste", "Rediger", "Ønskeliste");
    await dialog.getByRole("button", { name: "Rediger Vase" }).click();
    await dialog.getByRole("radio", { name: "Pengefond" }).check();
    await dialog.getByRole("button", { name: "Tilbage til listen" }).click();
    const warning = dialog.getByText("Gæsterne ser ingen MobilePay-knap, før I har udfyldt jeres MobilePay-nummer.");
    await warning.waitFor();
    await dialog.getByText(/^Pengefond$/).waitFor();
    const number = dialog.getByRole("textbox", { name: "MobilePay-nummer" });
    await number.fill("+45 20123456");
    await warning.waitFor({ state: "detached" });
    await number.press("Tab");
    expect(await number.inputValue()).toBe("20 12 34 56");
    expect(await dialog.textContent()).not.toMatch(/Swish|Önsk|Pengafond/);
    await expectAccessible(page, "Danish gift list");
    await screenshot(page, "gift-list-mobilepay-number-dk", { fullPage: false });
    expectNoPageErrors(page);
    await page.context().close();
  });
});
