import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatDate } from "../../src/domain/dates";
import { productPrice } from "../../src/domain/payments/products";
import { nextExpiry } from "../../src/domain/publication";
import { sites } from "../../src/server/db/schema";
import { expectAccessible, expectNoPageErrors, openPage, screenshot } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();
const { months } = productPrice("wedding", "se", "extend_subdomain");

/** An owner whose site was published a while ago and whose period ends in `daysLeft` days (ended, when negative). */
async function publishedOwner(page: Page, name: string, daysLeft = 5) {
  const owner = await registerThroughApi(page, journey.server.url);
  const expiry = new Date(Date.now() + daysLeft * 24 * 3600 * 1000);
  await journey.server.database.db
    .update(sites)
    .set({ host: `${name}.localhost`, subdomain: `${name}.localhost`, active: true, activeDate: new Date("2025-06-01T10:00:00Z"), activeExpireDate: expiry })
    .where(eq(sites.id, owner.siteId));
  return { ...owner, expiry, newExpiry: formatDate(nextExpiry(expiry, new Date(), months)) };
}

/** From the account page to the payment dialog, checking the prolong dialog's preview on the way. */
async function openPayment(page: Page, siteId: string, newExpiry: string, shots?: string, extendLink = "Förläng") {
  await page.goto(`${journey.server.url}/redigera/${siteId}/konto/`);
  const publication = page.getByRole("region", { name: "Publicering" });
  await publication.getByRole("link", { name: extendLink, exact: true }).click();
  await page.waitForURL(`${journey.server.url}/redigera/${siteId}/konto/forlang`);
  const extend = page.getByRole("dialog", { name: "Förläng publiceringen" });
  expect(await extend.textContent()).toContain(newExpiry);
  if (shots) {
    await expectAccessible(page, "prolong dialog");
    await screenshot(page, `${shots}-prolong-dialog`, { fullPage: false });
  }
  await extend.getByRole("button", { name: "Fortsätt till betalning" }).click();
  const payment = page.getByRole("dialog", { name: "Betalning" });
  expect(await payment.textContent()).toContain("599:-");
  expect(await payment.textContent()).toContain(`${months} månader`);
  return payment;
}

async function payByCard(payment: ReturnType<Page["getByRole"]>, cardNumber: string) {
  await payment.getByLabel("Kortnummer").fill(cardNumber);
  await payment.getByLabel("Giltigt till (MM/ÅÅ)").fill("12/34");
  await payment.getByLabel("CVC").fill("123");
  await payment.getByRole("button", { name: "Betala 599:-" }).click();
}

/** The confirmation page: thanks, the new expiry, and the receipt of this payment. */
async function expectConfirmation(page: Page, siteId: string, newExpiry: string, method: string) {
  await page.waitForURL(new RegExp(`/redigera/${siteId}/konto/forlang/subdoman/bekraftelse/[^/]+$`), { timeout: 30_000 });
  await page.getByRole("heading", { name: "Tack för ditt köp!" }).waitFor();
  await page.getByText(`Din sida är publicerad till ${newExpiry}.`).waitFor();
  const receipt = page.getByRole("region", { name: "Kvitto" });
  await receipt.getByText("Förlängd publicering").waitFor();
  const text = (await receipt.textContent())!.replace(/\s/g, " ");
  expect(text).toContain("599,00 kr");
  expect(text).toContain("119,80 kr");
  expect(text).toContain("479,20 kr");
  expect(text).toContain(method);
  expect(text).toContain(decodeURIComponent(page.url().split("/").at(-1)!));
}

async function storedExpiry(siteId: string) {
  const [site] = await journey.server.database.db.select({ expiry: sites.activeExpireDate }).from(sites).where(eq(sites.id, siteId));
  return formatDate(site!.expiry);
}

describe.each(OWNER_WIDTH)("on %s", (_name, viewport) => {
  it("an owner extends the publication with the sandbox card and gets the confirmation with the receipt", { timeout: 120_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const owner = await publishedOwner(page, `kort${viewport.width}`);
    const payment = await openPayment(page, owner.siteId, owner.newExpiry, "extend");
    await expectAccessible(page, "payment dialog");
    await screenshot(page, "payment-dialog", { fullPage: false });

    await payment.getByRole("button", { name: "Kort" }).click();
    await payment.getByText("Testläge: använd 4242 4242 4242 4242").waitFor();
    await expectAccessible(page, "sandbox card form");
    await screenshot(page, "payment-sandbox-card", { fullPage: false });
    await payByCard(payment, "4242 4242 4242 4242");

    await expectConfirmation(page, owner.siteId, owner.newExpiry, "Kort");
    await expectAccessible(page, "confirmation page");
    await screenshot(page, "extend-confirmation");
    expect(await storedExpiry(owner.siteId)).toBe(owner.newExpiry);

    await page.getByRole("link", { name: "Tillbaka till kontot" }).click();
    expect(await page.getByRole("region", { name: "Publicering" }).textContent()).toContain(owner.newExpiry);
    await expectAccessible(page, "account page");
    await screenshot(page, "account-after-extension");
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("an ended publication is said and offered first; a declined card says so in the dialog, and another card on the same payment succeeds", { timeout: 120_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const name = `nekad${viewport.width}`;
    const owner = await publishedOwner(page, name, -10);
    const guest = await openPage(journey.browser, viewport);
    expect((await guest.goto(journey.server.siteUrl(`${name}.localhost`)))?.status()).toBe(404);
    await guest.getByRole("heading", { name: "Sidan är inte publicerad" }).waitFor();
    await guest.getByText("Den här sidan är inte publicerad längre.").waitFor();
    expect(await guest.getByRole("link", { name: "Är det här din sida? Logga in" }).getAttribute("href")).toBe(`${journey.server.url}/logga-in`);
    await expectAccessible(guest, "guest page of an ended publication");
    await screenshot(guest, "guest-site-not-published");

    await page.goto(`${journey.server.url}/redigera/${owner.siteId}/konto/`);
    await page.getByText(`Publiceringen gick ut ${formatDate(owner.expiry)}. Gästerna kan inte se sidan förrän du förlänger den.`).waitFor();
    await expectAccessible(page, "account page, publication ended");
    await screenshot(page, "account-publication-ended");
    const payment = await openPayment(page, owner.siteId, owner.newExpiry, undefined, "Förläng nu");
    await payment.getByRole("button", { name: "Kort" }).click();
    await payByCard(payment, "4000 0000 0000 0002");

    const declined = payment.getByRole("alert");
    await declined.waitFor();
    expect((await declined.textContent())!.trim()).not.toBe("");
    await expectAccessible(page, "declined card");
    await screenshot(page, "payment-card-declined", { fullPage: false });
    expect(await storedExpiry(owner.siteId)).toBe(formatDate(owner.expiry));

    await payByCard(payment, "4242 4242 4242 4242");
    await expectConfirmation(page, owner.siteId, owner.newExpiry, "Kort");
    expect(await storedExpiry(owner.siteId)).toBe(owner.newExpiry);

    // The guest who found the page closed sees it again once it is extended.
    expect((await guest.reload())?.status()).toBe(200);
    expect(await guest.getByRole("heading", { name: "Sidan är inte publicerad" }).count()).toBe(0);
    expectNoPageErrors(page);
    await page.context().close();
    await guest.context().close();
  });

  it("an owner pays with Swish: a payment declined in the app says so, Försök igen keeps the number, and the next is approved", { timeout: 120_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const owner = await publishedOwner(page, `swish${viewport.width}`);
    const payment = await openPayment(page, owner.siteId, owner.newExpiry);
    await payment.getByRole("button", { name: "Swish" }).click();

    // The number is required, with the spec's own message.
    const number = payment.getByLabel("Ditt Swish-nummer");
    await payment.getByRole("button", { name: "Betala 599:- med Swish" }).click();
    expect(await number.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe("Du måste uppge ditt swish-nummer.");
    await number.fill("070-123 45 67");
    await expectAccessible(page, "Swish number");
    await payment.getByRole("button", { name: "Betala 599:- med Swish" }).click();

    // The payer declines in the app: the dialog says it was declined there, not refused by a bank.
    const [declining] = await Promise.all([page.context().waitForEvent("page"), payment.getByRole("link", { name: "Öppna Swish (testläge)" }).click()]);
    await declining.getByRole("button", { name: "Avböj" }).click();
    await declining.getByText("Svaret är skickat.").waitFor();
    await declining.close();
    await payment.getByRole("alert").getByText("Betalningen avböjdes i Swish-appen. Inga pengar har dragits.").waitFor();
    expect(await payment.getByText("Ditt köp nekades.").count()).toBe(0);
    await expectAccessible(page, "Swish declined");
    await screenshot(page, "payment-swish-declined", { fullPage: false });
    await payment.getByRole("button", { name: "Försök igen" }).click();
    expect(await number.inputValue()).toBe("070-123 45 67");
    await payment.getByRole("button", { name: "Betala 599:- med Swish" }).click();

    await payment.getByText("Det kan ta upp till 15 sekunder innan betalningen syns i appen.").waitFor();
    // Waiting: only Swish is offered.
    expect(await payment.getByRole("button", { name: "Välj ett annat betalsätt" }).count()).toBe(0);
    await expectAccessible(page, "Swish waiting");
    await screenshot(page, "payment-swish-waiting", { fullPage: false });

    const [app] = await Promise.all([page.context().waitForEvent("page"), payment.getByRole("link", { name: "Öppna Swish (testläge)" }).click()]);
    await app.setViewportSize(viewport);
    await app.getByRole("heading", { name: "Swish (testläge)" }).waitFor();
    expect(await app.textContent("main")).toContain("599:-");
    await expectAccessible(app, "test Swish app");
    await screenshot(app, "swish-test-app");
    await app.getByRole("button", { name: "Betala", exact: true }).click();
    await app.getByText("Svaret är skickat.").waitFor();
    await app.close();

    await expectConfirmation(page, owner.siteId, owner.newExpiry, "Swish");
    expect(await storedExpiry(owner.siteId)).toBe(owner.newExpiry);
    expectNoPageErrors(page);
    await page.context().close();
  });
});
