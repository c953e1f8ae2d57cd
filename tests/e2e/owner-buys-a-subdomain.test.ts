import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { buildPage, payWithSandboxCard, payWithSandboxSwish } from "./support/addressPurchase";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();

/** From the editor to an available subdomain, ready to buy. */
async function searchSubdomain(page: Page, siteId: string, typed: string, label: string, { look = false } = {}) {
  const url = journey.server.url;
  await page.goto(`${url}/redigera/${siteId}/`);
  await page.getByRole("link", { name: "Välj adress" }).first().click();
  await page.waitForURL(`${url}/redigera/${siteId}/valj-adress`);
  await page.getByText("599:- för 18 månader").waitFor();
  if (look) {
    await expectAccessible(page, "address choice");
    await screenshot(page, "address-choice");
  }
  await page.getByRole("link", { name: "Välj adress hos oss" }).click();
  await page.waitForURL(`${url}/redigera/${siteId}/valj-adress/subdoman/`);

  const field = page.getByLabel("Adress", { exact: true });
  // Reserved names are never available.
  await field.fill("www");
  await page.getByRole("button", { name: "Sök" }).click();
  await page.getByText("www.localhost är tyvärr upptagen. Prova ett annat namn.").waitFor();

  await field.fill(typed);
  expect(await field.inputValue()).toBe(label);
  // The old answer is gone as soon as the name changes.
  expect(await page.getByText("är tyvärr upptagen").count()).toBe(0);
  await page.getByRole("button", { name: "Sök" }).click();
  await page.getByText(`${label}.localhost är ledig!`).waitFor();
}

async function expectConfirmedAndPublic(page: Page, siteId: string, label: string, title: string) {
  await page.waitForURL(new RegExp(`/redigera/${siteId}/valj-adress/subdoman/bekraftelse/[^/]+$`), { timeout: 30_000 });
  const link = page.getByRole("link", { name: `${label}.localhost` });
  await link.waitFor();
  expect(await link.getAttribute("href")).toBe(journey.server.siteUrl(`${label}.localhost`) + "/");
  await page.getByText("599,00").first().waitFor();
  await expectAccessible(page, "subdomain confirmation");

  const guest = await openPage(journey.browser, page.viewportSize() ?? undefined);
  await openGuestPage(guest, `${journey.server.siteUrl(`${label}.localhost`)}/`);
  await guest.getByRole("heading", { name: title }).waitFor();
  expectNoPageErrors(guest);
  await guest.context().close();
}

describe.each(OWNER_WIDTH)("on %s", (_name, viewport) => {
  it("a new owner buys a subdomain with the sandbox card and guests open the page on it", async () => {
    const page = await openPage(journey.browser, viewport);
    const { siteId } = await registerThroughApi(page, journey.server.url);
    const title = "Välkomna till vårt bröllop";
    await buildPage(page, journey.server.url, siteId, title);
    const label = `anna-erik-kort-${viewport.width}`;

    await searchSubdomain(page, siteId, `Anna & Erik  Kort ${viewport.width}`, label, { look: true });
    await expectAccessible(page, "subdomain search");
    await screenshot(page, "address-subdomain-available");
    await page.getByRole("button", { name: "Köp för 599:-" }).click();
    await payWithSandboxCard(page);

    await expectConfirmedAndPublic(page, siteId, label, title);
    await screenshot(page, "address-subdomain-confirmation");
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("a new owner buys a subdomain with Swish in the sandbox Swish app", async () => {
    const page = await openPage(journey.browser, viewport);
    const { siteId } = await registerThroughApi(page, journey.server.url);
    const title = "Välkomna på fest";
    await buildPage(page, journey.server.url, siteId, title);
    const label = `anna-erik-swish-${viewport.width}`;

    await searchSubdomain(page, siteId, label, label);
    await page.getByRole("button", { name: "Köp för 599:-" }).click();
    await payWithSandboxSwish(page);

    await expectConfirmedAndPublic(page, siteId, label, title);
    expectNoPageErrors(page);
    await page.context().close();
  });
});
