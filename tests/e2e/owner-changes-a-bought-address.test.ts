import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sites } from "../../src/server/db/schema";
import { buildPage } from "./support/addressPurchase";
import { expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();
const YEAR = 365 * 24 * 3600 * 1000;

describe.each(OWNER_WIDTH)("on %s", (_name, viewport) => {
  it("a published owner changes the subdomain for free and uses a domain registration already paid for", async () => {
    const page = await openPage(journey.browser, viewport);
    const url = journey.server.url;
    const { siteId } = await registerThroughApi(page, url);
    await buildPage(page, url, siteId, "Hej alla gäster");
    // As after a subdomain purchase and a paid, unused own-domain registration.
    await journey.server.database.db
      .update(sites)
      .set({ active: true, activeDate: new Date(), activeExpireDate: new Date(Date.now() + YEAR), customDomainRegistrationsAvailable: 1 })
      .where(eq(sites.id, siteId));

    await page.goto(`${url}/redigera/${siteId}/valj-adress`);
    await page.getByText("Redan köpt – byt utan kostnad").waitFor();
    await page.getByText("Ingår – du har redan betalat för en domän").waitFor();
    await page.getByRole("link", { name: "Välj adress hos oss" }).click();
    const label = `gratis-byte-${viewport.width}`;
    await page.getByLabel("Adress", { exact: true }).fill(label);
    await page.getByRole("button", { name: "Sök" }).click();
    await page.getByRole("button", { name: "Använd adressen" }).click();

    await page.waitForURL(`${url}/redigera/${siteId}/valj-adress/subdoman/bekraftelse/`);
    await page.getByRole("link", { name: `${label}.localhost` }).waitFor();
    await expectAccessible(page, "free subdomain confirmation");
    await screenshot(page, "address-free-subdomain-confirmation");
    const guest = await openPage(journey.browser, viewport);
    await openGuestPage(guest, `${journey.server.siteUrl(`${label}.localhost`)}/`);
    await guest.getByRole("heading", { name: "Hej alla gäster" }).waitFor();
    await guest.context().close();

    // The current address needs no search.
    await page.goto(`${url}/redigera/${siteId}/valj-adress/subdoman/`);
    await page.getByLabel("Adress", { exact: true }).fill(label);
    expect(await page.getByRole("button", { name: "Sök" }).count()).toBe(0);

    // A paid registration: nothing to pay, registered at once.
    await page.goto(`${url}/redigera/${siteId}/valj-adress/doman/`);
    const domain = `gratis-byte-${viewport.width}.nu`;
    await page.getByLabel("Domännamn").fill(domain);
    await page.getByLabel("Toppdomän").selectOption(".nu");
    await page.getByRole("button", { name: "Sök" }).click();
    await page.getByRole("button", { name: `Registrera ${domain}` }).click();
    await page.waitForURL(`${url}/redigera/${siteId}/valj-adress/doman/bekraftelse/`);
    await page.getByRole("link", { name: domain }).waitFor();
    expectNoPageErrors(page);
    await page.context().close();
  });
});
