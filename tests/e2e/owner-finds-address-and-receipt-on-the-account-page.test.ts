import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoPageErrors, openPage, screenshot } from "./support/browser";
import { buildPage, payWithSandboxCard } from "./support/addressPurchase";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();

describe.each(OWNER_WIDTH)("on %s", (_name, viewport) => {
  it("a published couple finds the address and the receipt on the account page", { timeout: 120_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const { url } = journey.server;
    const { siteId } = await registerThroughApi(page, url);
    await buildPage(page, url, siteId, "Linnea och Oskar");
    const label = `linnea-oskar-${viewport.width}`;
    const host = `${label}.localhost`;
    const siteUrl = `${journey.server.siteUrl(host)}/`;

    // Publishing: buy the subdomain.
    await page.goto(`${url}/redigera/${siteId}/valj-adress/subdoman/`);
    await page.getByLabel("Adress", { exact: true }).fill(label);
    await page.getByRole("button", { name: "Sök" }).click();
    await page.getByText(`${host} är ledig!`).waitFor();
    await page.getByRole("button", { name: /^Köp för/ }).click();
    await payWithSandboxCard(page);

    // The success page is for sharing: the address to copy and its QR code.
    await page.waitForURL(new RegExp(`/redigera/${siteId}/valj-adress/subdoman/bekraftelse/[^/]+$`), { timeout: 30_000 });
    const reference = decodeURIComponent(page.url().split("/").at(-1)!);
    // The search field's label is also "Adress": wait for the confirmation to replace it.
    await page.getByRole("button", { name: "Kopiera adressen" }).waitFor();
    expect(await page.getByLabel("Adress", { exact: true }).inputValue()).toBe(siteUrl);
    await page.getByRole("img", { name: `QR-kod till ${host}` }).waitFor();
    expect(await page.getByRole("img", { name: `QR-kod till ${host}` }).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await page.getByRole("button", { name: "Kopiera adressen" }).click();
    await page.getByRole("status").filter({ hasText: /Adressen är kopierad\.|Det gick inte att kopiera/ }).waitFor();
    await expectAccessible(page, "publish confirmation");
    await screenshot(page, "publish-confirmation-share");

    // The editor links to the published site.
    await page.goto(`${url}/redigera/${siteId}/`);
    const view = page.getByRole("link", { name: "Visa sidan" });
    await view.waitFor();
    expect(await view.getAttribute("href")).toBe(siteUrl);
    await expectAccessible(page, "editor of a published site");
    await screenshot(page, "editor-view-the-site", { fullPage: false });

    // The account page: the address with copy and QR, and the receipt the mail promised.
    await page.goto(`${url}/redigera/${siteId}/konto/`);
    const address = page.getByRole("region", { name: "Din sidas adress" });
    expect(await address.getByRole("link", { name: host }).getAttribute("href")).toBe(siteUrl);
    expect(await address.getByLabel("Adress", { exact: true }).inputValue()).toBe(siteUrl);
    await address.getByRole("img", { name: `QR-kod till ${host}` }).waitFor();
    await address.getByRole("link", { name: "Ladda ner QR-koden" }).waitFor();
    const receipts = page.getByRole("region", { name: "Kvitton" });
    const receipt = receipts.getByRole("article", { name: /^Publicering av sidan, / });
    const text = (await receipt.textContent())!.replace(/\s/g, " ");
    expect(text).toContain(reference);
    expect(text).toContain("599,00 kr");
    expect(text).toContain("Kort");
    await expectAccessible(page, "account page with address and receipts");
    await screenshot(page, "account-address-and-receipts");
    expectNoPageErrors(page);
    await page.context().close();
  });
});
