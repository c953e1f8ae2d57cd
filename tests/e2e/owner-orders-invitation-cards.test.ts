import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { cardBody } from "../support/print";
import { expectAccessible, expectNoPageErrors, openPage, screenshot } from "./support/browser";
import { payWithSandboxCard } from "./support/addressPurchase";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();

const ADDRESS = { Förnamn: "Anna", Efternamn: "Berg", Adress: "Storgatan 1", Postnummer: "111 22", Ort: "Stockholm", "E-post": "anna@example.se", "Telefon (börja med +46)": "+46 70 123 45 67" };

/**
 * The spec's price rule (spec 3, section 9), worked out here rather than by the app: per card
 * 15 kr, premium envelopes 5 kr, rounded corners 2 kr, times the quantity, plus the shipping;
 * the VAT shown is a fifth of the total.
 */
const CARDS = 50;
const SHIPPING = 95;
const TOTAL = CARDS * (15 + 5 + 2) + SHIPPING;
const VAT = TOTAL / 5;

/** Whole kronor as the order screens write prices (Swedish grouping, the currency after), matched whatever spaces group the thousands. */
const price = (kronor: number) => new RegExp(`^${String(kronor).replace(/\B(?=(\d{3})+$)/g, "\\s")}\\skr$`);

/** An owner with a saved card (rounded corners, names Anna & Erik), on the checkout. */
async function openCheckout(page: Page) {
  const { siteId } = await registerThroughApi(page, journey.server.url);
  const response = await page.request.post(`${journey.server.url}/api/prints/`, { data: { ...cardBody("GENESIS", "Anna & Erik"), site: siteId } });
  expect(response.status()).toBe(200);
  const { id: printId } = (await response.json()) as { id: string };
  await page.goto(`${journey.server.url}/redigera/${siteId}/inbjudningar/${printId}/bestall`);
  await page.getByRole("heading", { name: "Beställ inbjudningskort", level: 1 }).waitFor();
  return { siteId, printId };
}

async function fillAddress(page: Page, values: Record<string, string> = ADDRESS) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

/** Axe, then a picture of the whole page from its top (the header and the summary stick while scrolling). */
async function look(page: Page, name: string) {
  await expectAccessible(page, name);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

const summary = (page: Page) => page.getByRole("complementary", { name: "Din beställning" });
const summaryAmount = (page: Page, label: string | RegExp) => summary(page).getByRole("row", { name: label }).getByRole("cell");

describe.each(OWNER_WIDTH)("on %s", (_name, viewport) => {
  it("an owner orders 50 cards with premium envelopes, pays with the sandbox card and gets the receipt", async () => {
    const page = await openPage(journey.browser, viewport);
    const { siteId } = await openCheckout(page);

    // The defaults: 10 cards, the card's rounded corners with their price, the warning.
    expect(await page.getByLabel("Antal kort").inputValue()).toBe("10");
    await page.getByText("Rundade hörn", { exact: true }).waitFor();
    await page.getByText("Beställningen kan inte ångras efter betalning.").waitFor();
    await page.getByText("Anna & Erik").first().waitFor();
    await look(page, "card-checkout");

    await page.getByLabel("Antal kort").selectOption("50");
    await page.getByRole("radio", { name: /Premiumkuvert/ }).check();
    await summary(page).getByRole("row", { name: /Premiumkuvert \(5 kr\/st\)/ }).waitFor();
    expect(await summaryAmount(page, "Antal kort (15 kr/st)").textContent()).toMatch(price(CARDS * 15));

    // Nästa with an empty form goes nowhere; the schema's words say why.
    await page.getByRole("button", { name: "Nästa" }).click();
    expect(await page.getByLabel("Förnamn").evaluate((input: HTMLInputElement) => input.validationMessage)).toBe("Fyll i fältet.");
    await fillAddress(page);
    await page.getByRole("button", { name: "Nästa" }).click();

    // Locked: the address as a summary, the methods with the cheapest chosen and its estimate.
    await page.getByRole("button", { name: "Ändra adress" }).waitFor();
    expect(await page.getByLabel("Förnamn").count()).toBe(0);
    const cheapest = page.getByRole("radio", { name: /PostNord Varubrev/ });
    await cheapest.waitFor();
    expect(await cheapest.isChecked()).toBe(true);
    await page.getByRole("radio", { name: /^PostNord 129\skr Hämtas hos ombud/ }).waitFor();
    await page.getByRole("radio", { name: /DHL Express/ }).waitFor();
    expect(await cheapest.locator("xpath=..").textContent()).toMatch(/^PostNord Varubrev95\skrLevereras till adressenBeräknad leveranstid 2–4 dagar$/);
    await page.getByText("Beräknad leveranstid 1 dag").waitFor();
    await page.getByText("Leveranstiden är en uppskattning och kan inte garanteras.").waitFor();
    expect(await summaryAmount(page, "Frakt").textContent()).toMatch(price(SHIPPING));
    expect(await summaryAmount(page, "Totalt").textContent()).toMatch(price(TOTAL));
    expect(await summaryAmount(page, /Varav moms/).textContent()).toMatch(price(VAT));
    await look(page, "card-checkout-methods");

    // Other envelopes after the methods loaded ask the carrier again, with the chosen values.
    const asked = page.waitForRequest((request) => request.url().endsWith("/api/orders/shipmentMethods/") && request.postDataJSON().envelopes === "standard");
    await page.getByRole("radio", { name: /Standardkuvert/ }).check();
    expect((await asked).postDataJSON()).toMatchObject({ quantity: CARDS, envelopes: "standard" });
    await page.getByRole("radio", { name: /Premiumkuvert/ }).check();
    await page.getByRole("button", { name: "Beställ och betala" }).and(page.locator(":enabled")).waitFor();
    expect(await summaryAmount(page, "Totalt").textContent()).toMatch(price(TOTAL));

    // Changing the address brings back the form with everything typed.
    await page.getByRole("button", { name: "Ändra adress" }).click();
    expect(await page.getByLabel("Adress", { exact: true }).inputValue()).toBe("Storgatan 1");
    await page.getByLabel("Adress", { exact: true }).fill("Lillgatan 2");
    expect(await summaryAmount(page, "Frakt").textContent()).toMatch(price(SHIPPING));
    await page.getByText("Frakten räknas om när du har valt leveranssätt.").waitFor();
    await look(page, "card-checkout-address-change");
    await page.getByRole("button", { name: "Nästa" }).click();
    await page.getByText("Lillgatan 2").waitFor();
    await cheapest.waitFor();

    await page.getByRole("button", { name: "Beställ och betala" }).click();
    const dialog = page.getByRole("dialog", { name: "Betalning" });
    await dialog.getByText(`${CARDS} kort`).waitFor();
    expect(await dialog.getByText(price(TOTAL)).count()).toBe(1);
    await expectAccessible(page, "order payment dialog");
    await screenshot(page, "card-checkout-payment", { fullPage: false });
    await payWithSandboxCard(page);

    await page.waitForURL(new RegExp(`/redigera/${siteId}/inbjudningar/bekraftelse/[0-9a-f-]{36}$`), { timeout: 30_000 });
    await page.getByRole("heading", { name: "Tack för din beställning!" }).waitFor();
    await page.getByText(`Vi trycker dina ${CARDS} kort och skickar dem till Anna Berg.`).waitFor();
    const receipt = page.getByRole("region", { name: "Kvitto" });
    const orderId = page.url().split("/").at(-1)!;
    await receipt.getByText(orderId).waitFor();
    await receipt.getByText("Kort", { exact: true }).waitFor();
    expect(await receipt.getByRole("row", { name: "Totalt" }).getByRole("cell").textContent()).toMatch(price(TOTAL));
    expect(await receipt.getByRole("row", { name: /Varav moms/ }).getByRole("cell").textContent()).toMatch(price(VAT));
    const delivery = page.getByRole("region", { name: "Leverans" });
    await delivery.getByText("Lillgatan 2").waitFor();
    await delivery.getByText("PostNord Varubrev").waitFor();
    await look(page, "card-order-confirmation");
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("an order left unpaid says so on its confirmation page, and is paid there", async () => {
    const page = await openPage(journey.browser, viewport);
    const { siteId, printId } = await openCheckout(page);
    const shippingAddress = { firstName: "Anna", lastName: "Berg", addressLine1: "Storgatan 1", postCode: "111 22", city: "Stockholm", email: "anna@example.se", phone: "+46701234567" };
    const made = await page.request.post(`${journey.server.url}/api/orders/`, {
      data: { print: printId, site: siteId, quantity: 10, envelopes: "none", shipmentMethodUid: "sandbox-postnord-letter", shipmentMethodName: "PostNord Varubrev", shippingAddress },
    });
    expect(made.status()).toBe(200);
    const { id: orderId } = (await made.json()) as { id: string };
    // Ten cards with rounded corners and the cheapest shipping: 10 × (15 + 2) + 95 kr.
    const total = 10 * (15 + 2) + SHIPPING;

    await page.goto(`${journey.server.url}/redigera/${siteId}/inbjudningar/bekraftelse/${orderId}`);
    await page.getByRole("heading", { name: "Beställningen är inte betald" }).waitFor();
    await page.getByText("Beställningen kan inte ångras efter betalning.").waitFor();
    expect(await page.getByRole("region", { name: "Kvitto" }).getByText("Betalsätt").count()).toBe(0);
    await look(page, "card-order-unpaid");

    await page.getByRole("button", { name: new RegExp(`^Betala ${total}\\skr$`) }).click();
    await payWithSandboxCard(page);
    await page.getByRole("heading", { name: "Tack för din beställning!" }).waitFor({ timeout: 30_000 });
    await page.getByRole("region", { name: "Kvitto" }).getByText("Kort", { exact: true }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("a failing carrier shows the error box, and the owner's address is kept to correct it", async () => {
    const page = await openPage(journey.browser, viewport);
    await openCheckout(page);
    // The sandbox carrier fails for postcode 000 00.
    await fillAddress(page, { ...ADDRESS, Postnummer: "000 00" });
    await page.getByRole("button", { name: "Nästa" }).click();
    const error = page.getByRole("alert").filter({ hasText: "Misslyckades att hämta leveransalternativ" });
    await error.waitFor();
    await error.getByText("Kontrollera adressen och postnumret, eller försök igen om en stund.").waitFor();
    expect(await page.getByRole("button", { name: "Beställ och betala" }).isDisabled()).toBe(true);
    await look(page, "card-checkout-carrier-failure");

    await page.getByRole("button", { name: "Ändra adress" }).click();
    expect(await page.getByLabel("E-post").inputValue()).toBe("anna@example.se");
    await page.getByLabel("Postnummer").fill("111 22");
    await page.getByRole("button", { name: "Nästa" }).click();
    await page.getByRole("radio", { name: /PostNord Varubrev/ }).waitFor();
    expect(await error.count()).toBe(0);
    expect(await page.getByRole("button", { name: "Beställ och betala" }).isEnabled()).toBe(true);
    expectNoPageErrors(page);
    await page.context().close();
  });
});
