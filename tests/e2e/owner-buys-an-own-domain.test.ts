import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoPageErrors, openPage, screenshot } from "./support/browser";
import { buildPage, payWithSandboxCard } from "./support/addressPurchase";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const HOSTING = { HOSTING_IP: "203.0.113.10", HOSTING_CNAME: "sidor.example.se" };
const journey = setUpJourneys(HOSTING);

/** What the owner's registrar publishes for their domain, as the server's DNS look-ups see it. */
const published = { a: ["198.51.100.7"], www: [HOSTING.HOSTING_CNAME] };

describe.each(OWNER_WIDTH)("on %s", (_name, viewport) => {
  it("an owner searches own domains through every state and buys one, which is registered and becomes the address", async () => {
    const page = await openPage(journey.browser, viewport);
    const url = journey.server.url;
    const { siteId } = await registerThroughApi(page, url);
    await buildPage(page, url, siteId, "Vårt bröllop");

    await page.goto(`${url}/redigera/${siteId}/valj-adress`);
    await page.getByRole("link", { name: "Välj egen domän" }).click();
    await page.waitForURL(`${url}/redigera/${siteId}/valj-adress/doman/`);
    const name = page.getByLabel("Domännamn");
    const search = page.getByRole("button", { name: "Sök" });
    // State 0: no search before a name is entered.
    expect(await search.count()).toBe(0);

    // State 2, then 3: the sandbox registrar says names with "upptagen" are taken.
    await name.fill(`Upptagen ${viewport.width}`);
    expect(await name.inputValue()).toBe(`upptagen-${viewport.width}`);
    await search.click();
    await page.getByText(`upptagen-${viewport.width}.se är tyvärr upptagen.`).waitFor();
    await page.getByRole("button", { name: "Äger du redan domänen? Använd den hos en annan registrar" }).click();
    await page.getByRole("heading", { name: "Använd din domän hos en annan registrar" }).waitFor();
    await page.getByRole("button", { name: "Köp för 1 199:-" }).waitFor();
    await expectAccessible(page, "domain at another registrar");
    await screenshot(page, "address-domain-other-registrar");

    // An edit goes back to state 0.
    await page.getByLabel("Toppdomän").selectOption(".com");
    expect(await page.getByText("är tyvärr upptagen").count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Använd din domän hos en annan registrar" }).count()).toBe(0);

    // State 1, then the purchase: pay, wait, register, set the host, confirm.
    const domain = `anna-och-erik-${viewport.width}-${Date.now()}.com`;
    await name.fill(domain);
    expect(await name.inputValue()).toBe(domain.replace(/\.com$/, ""));
    await search.click();
    await page.getByText(`${domain} är ledig!`).waitFor();
    await expectAccessible(page, "domain available");
    await screenshot(page, "address-domain-available");
    await page.getByRole("button", { name: "Köp för 1 199:-" }).click();
    await payWithSandboxCard(page);
    await page.getByRole("status").getByText(`Nu registrerar vi ${domain}.`, { exact: false }).waitFor();

    await page.waitForURL(new RegExp(`/redigera/${siteId}/valj-adress/doman/bekraftelse/[^/]+$`), { timeout: 45_000 });
    await page.getByRole("link", { name: domain }).waitFor();
    await expectAccessible(page, "domain confirmation");
    await screenshot(page, "address-domain-confirmation");
    const site = (await (await page.request.get(`${url}/api/sites/${siteId}`)).json()) as { host: string; customDomainActive: boolean };
    expect(site).toMatchObject({ host: domain, customDomainActive: true });
    expectNoPageErrors(page);
    await page.context().close();
  }, 90_000);

  it("an owner uses a domain held at another registrar and is shown the DNS records to enter and whether they point right", async () => {
    const page = await openPage(journey.browser, viewport);
    const url = journey.server.url;
    const { siteId } = await registerThroughApi(page, url);
    const domain = `upptagen-annan-${viewport.width}.se`;
    published.a = ["198.51.100.7"];
    Object.assign(journey.server.deps, { dns: { aRecords: async () => published.a, cnames: async () => published.www, txtRecords: async () => [] } });

    await page.goto(`${url}/redigera/${siteId}/valj-adress/doman/`);
    await page.getByLabel("Domännamn").fill(domain);
    await page.getByRole("button", { name: "Sök" }).click();
    await page.getByRole("button", { name: "Äger du redan domänen? Använd den hos en annan registrar" }).click();
    await page.getByRole("button", { name: "Köp för 1 199:-" }).click();
    await payWithSandboxCard(page);

    await page.waitForURL(new RegExp(`/redigera/${siteId}/valj-adress/doman-annan-registrar/bekraftelse/[^/]+$`), { timeout: 30_000 });
    await page.getByRole("heading", { name: "Koppla din domän", level: 1 }).waitFor();
    await page.getByText(`www.${domain}`).waitFor();
    // The values to enter are the server's: the hosting address and alias.
    await page.getByText(HOSTING.HOSTING_IP).waitFor();
    await page.getByText(HOSTING.HOSTING_CNAME).waitFor();
    await page.getByRole("button", { name: "Kontrollera nu" }).click();
    // The A record still points at the old host; www is right already.
    await page.getByText("Hittade: 198.51.100.7").waitFor();
    await page.getByText("Posterna pekar inte rätt än.", { exact: false }).waitFor();
    expect(await page.getByText("Pekar inte hit än").count()).toBe(1);
    expect(await page.getByText("Pekar rätt").count()).toBe(1);
    await expectAccessible(page, "dns instructions");
    await screenshot(page, "address-dns-instructions");

    published.a = [HOSTING.HOSTING_IP];
    await page.getByRole("button", { name: "Kontrollera nu" }).click();
    await page.getByText(`Allt ser rätt ut! Din sida svarar på ${domain}.`).waitFor();
    expect(await page.getByText("Pekar rätt").count()).toBe(2);
    expectNoPageErrors(page);
    await page.context().close();
  }, 90_000);
});
