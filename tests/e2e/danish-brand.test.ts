import { describe, expect, it } from "vitest";
import { defaultContent } from "../../src/domain/print/defaultContent";
import { cardBody } from "../support/print";
import { expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys({ MARKET: "dk" }, { seedDemo: true });

const ADDRESS = { Fornavn: "Sofie", Efternavn: "Madsen", Adresse: "Vesterbrogade 1", Postnummer: "1620", By: "København V", "E-mail": "sofie@example.dk" };
/** A whole number of kroner written the Danish way, the currency after it. */
const kroner = /^\d+\skr\.$/;

describe.each(OWNER_WIDTH)("the wedding brand in the Danish market on %s", (_name, viewport) => {
  it("shows its Danish name and Danish texts on the login page without being asked", async () => {
    const page = await openPage(journey.browser, viewport);
    await page.goto(`${journey.server.url}/logga-in`);
    await page.getByRole("heading", { name: "Log ind", level: 1 }).waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("da");
    expect(await page.title()).toMatch(/ · Bryllupssiden$/);
    expect(await page.getByText("Bryllupssiden", { exact: true }).first().isVisible()).toBe(true);
    expect(await page.content()).not.toContain("Bröllopssidan");
    await expectAccessible(page, "Danish login page");
    await screenshot(page, "login-dk");
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("orders cards with a Danish phone number, every price in kroner", async () => {
    const page = await openPage(journey.browser, viewport);
    const { siteId } = await registerThroughApi(page, journey.server.url);
    const facts = { names: "Sofie & Mads", dateAndLocation: "12. juni 2027, Skodsborg", image: null, host: null, url: null, language: "da" };
    const made = await page.request.post(`${journey.server.url}/api/prints/`, { data: { ...cardBody("GENESIS"), content: defaultContent("GENESIS", facts), site: siteId } });
    const { id: printId } = (await made.json()) as { id: string };
    await page.goto(`${journey.server.url}/redigera/${siteId}/inbjudningar/${printId}/bestall`);
    await page.getByRole("heading", { name: "Bestil invitationskort", level: 1 }).waitFor();
    const summary = page.getByRole("complementary", { name: "Din bestilling" });
    const amount = (label: string | RegExp) => summary.getByRole("row", { name: label }).getByRole("cell").textContent();
    expect(await amount("I alt")).toMatch(kroner);
    expect(await amount(/Heraf moms/)).toMatch(/^\d+(,\d\d)?\skr\.$/);

    for (const [label, value] of Object.entries(ADDRESS)) await page.getByLabel(label, { exact: true }).fill(value);
    const phone = page.getByLabel("Telefon (start med +45)", { exact: true });
    await phone.fill("ring til mig");
    await page.getByRole("button", { name: "Næste" }).click();
    expect(await phone.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe("Skriv et telefonnummer med cifre, for eksempel +45 20 12 34 56.");
    await expectAccessible(page, "Danish checkout");
    await screenshot(page, "card-checkout-dk");

    await phone.fill("+45 20 12 34 56");
    await page.getByRole("button", { name: "Næste" }).click();
    const cheapest = page.getByRole("radio", { name: /^PostNord Varubrev 95\skr\. / });
    await cheapest.waitFor();
    expect(await cheapest.isChecked()).toBe(true);
    expect(await amount("Fragt")).toMatch(kroner);
    expect(await amount("I alt")).toMatch(kroner);
    await page.getByRole("button", { name: "Bestil og betal" }).click();
    const dialog = page.getByRole("dialog", { name: "Betaling" });
    await dialog.getByText(kroner).waitFor();
    await dialog.getByRole("button", { name: "Kort", exact: true }).click();
    await dialog.getByRole("button", { name: /^Betal \d+\skr\.$/ }).waitFor();
    await expectAccessible(page, "Danish order payment dialog");
    await screenshot(page, "card-checkout-payment-dk", { fullPage: false });
    expect(await page.content()).not.toMatch(/\d:-/);
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("shows a Danish demo site", async () => {
    const page = await openPage(journey.browser, viewport);
    await openGuestPage(page, journey.server.siteUrl(journey.server.demo!.host));
    await page.getByRole("heading", { name: "Sofie & Mads" }).first().waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("da");
    await page.getByRole("heading", { name: "Sted og tid" }).waitFor();
    const html = await page.content();
    expect(html).toContain("Skodsborg Strandhotel");
    expect(html).not.toMatch(/Saltsjöbaden|Välkommen|Önskelista/);
    await expectAccessible(page, "Danish demo site");
    await screenshot(page, "demo-site-dk", { fullPage: false });
    expectNoPageErrors(page);
    await page.context().close();
  });
});
