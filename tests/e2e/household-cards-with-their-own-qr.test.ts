import { eq } from "drizzle-orm";
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import jsQR from "jsqr";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { personalLinkUrl } from "../../src/domain/guestList/personalLink";
import type { Household } from "../../src/domain/guestList/types";
import { orders, sites } from "../../src/server/db/schema";
import { cardBody } from "../support/print";
import { payWithSandboxCard } from "./support/addressPurchase";
import { expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { GUEST_WIDTH, OWNER_WIDTH, setUpJourneys } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const run = promisify(execFile);
const journey = setUpJourneys();
const SCREENSHOTS = path.resolve("test-results/screenshots");
const ADDRESS = { Förnamn: "Anna", Efternamn: "Berg", Adress: "Storgatan 1", Postnummer: "111 22", Ort: "Stockholm", "E-post": "anna@example.se", "Telefon (börja med +46)": "+46 70 123 45 67" };
const DOCUMENT = {
  language: "sv",
  siteModules: [
    { id: "header-1", siteModuleType: "Header", title: { sv: "Anna & Erik" } },
    { id: "rsvp-1", siteModuleType: "Rsvp", title: { sv: "OSA" }, form: { formElements: [{ id: "name", formElementType: "ShortText", label: { sv: "Namn" }, required: true }] } },
  ],
};

let published = 0;
/** A published site with a guest list: Åkesson with an address, Öberg without one. */
async function siteWithHouseholds(page: Page) {
  const base = journey.server.url;
  const { siteId } = await registerThroughApi(page, base);
  expect((await page.request.put(`${base}/api/sites/${siteId}`, { data: DOCUMENT })).status()).toBe(200);
  const host = `hushallskort-${++published}-${Date.now()}.localhost`;
  await journey.server.database.db.update(sites).set({ host, active: true, activeDate: new Date() }).where(eq(sites.id, siteId));
  const add = async (data: object) => (await (await page.request.post(`${base}/api/sites/${siteId}/guest-list/households`, { data: { language: "sv", ...data } })).json()) as Household;
  const households = [
    await add({ name: "Familjen Åkesson", address: "Ängsvägen 2\n903 25 Umeå", addressCountry: "SE", guests: [{ name: "Åsa Åkesson" }] }),
    await add({ name: "Familjen Öberg", guests: [{ name: "Örjan Öberg" }] }),
  ];
  return { siteId, host, households };
}

const summaryAmount = (page: Page, label: string) => page.getByRole("complementary", { name: "Din beställning" }).getByRole("row", { name: label }).getByRole("cell");

/** The QR code read off a PNG of a print page. */
async function qrOn(file: string): Promise<string | undefined> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

describe.each(OWNER_WIDTH)("on %s", (_name, viewport) => {
  it("the couple orders one card per household: each printed card has the household's name and a QR code to its own page", { timeout: 180_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const { siteId, host, households } = await siteWithHouseholds(page);
    const made = await page.request.post(`${journey.server.url}/api/prints/`, { data: { ...cardBody("GENESIS", "Anna & Erik"), site: siteId } });
    const { id: printId } = (await made.json()) as { id: string };
    await page.goto(`${journey.server.url}/redigera/${siteId}/inbjudningar/${printId}/bestall`);
    await page.getByRole("heading", { name: "Beställ inbjudningskort", level: 1 }).waitFor();

    await page.getByLabel("Ett kort per hushåll, med hushållets namn och egen QR-kod").check();
    expect(await page.getByLabel("Antal kort").inputValue()).toBe("2");
    // Two cards with rounded corners: 2 × (15 + 2) kr.
    await vi.waitFor(async () => expect(await summaryAmount(page, "Antal kort (15 kr/st)").textContent()).toMatch(/^30\skr$/));
    const csv = page.getByRole("link", { name: "Excel (CSV)" });
    expect(await csv.getAttribute("href")).toBe(`/api/sites/${siteId}/guest-list/addresses.csv`);
    expect(await page.getByRole("link", { name: "Adressetiketter (PDF, A4 3 × 8)" }).getAttribute("href")).toBe(`/api/sites/${siteId}/guest-list/address-labels.pdf`);
    const download = await page.request.get(`${journey.server.url}/api/sites/${siteId}/guest-list/addresses.csv`);
    expect(await download.text()).toContain('"Familjen Öberg";"";"";"";"";"";"Adress saknas"');

    for (const [label, value] of Object.entries(ADDRESS)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole("button", { name: "Nästa" }).click();
    await page.getByRole("radio", { name: /PostNord Varubrev/ }).waitFor();
    await page.getByRole("button", { name: "Beställ och betala" }).and(page.locator(":enabled")).waitFor();
    await expectAccessible(page, "per-household checkout");
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "household-cards-checkout");

    await page.getByRole("button", { name: "Beställ och betala" }).click();
    await page.getByRole("dialog", { name: "Betalning" }).getByText("2 kort").waitFor();
    await payWithSandboxCard(page);
    await page.waitForURL(new RegExp(`/redigera/${siteId}/inbjudningar/bekraftelse/[0-9a-f-]{36}$`), { timeout: 30_000 });
    await page.getByText("Vi trycker dina 2 kort och skickar dem till Anna Berg.").waitFor();
    await expectAccessible(page, "per-household order confirmation");
    await screenshot(page, "household-cards-confirmation");
    const orderId = page.url().split("/").at(-1)!;
    await vi.waitFor(async () => expect((await journey.server.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status).toBe("sentToPrint"), {
      timeout: 90_000,
      interval: 500,
    });

    // The print file: front and back per household, in the list's order; each back names the household and carries its own link.
    const file = path.join(journey.server.deps.config.dataDir, "print-orders", orderId, "card.pdf");
    expect((await run("pdfinfo", [file])).stdout).toMatch(/Pages:\s+4\n/);
    const prefix = path.join(SCREENSHOTS, `household-cards-pdf-${viewport.width}`);
    await fs.mkdir(SCREENSHOTS, { recursive: true });
    await run("pdftoppm", ["-r", "200", "-png", file, prefix]);
    for (const [index, household] of households.entries()) {
      const back = index * 2 + 2;
      expect((await run("pdftotext", ["-f", String(back), "-l", String(back), file, "-"])).stdout).toContain(household.name);
      expect(await qrOn(`${prefix}-${back}.png`)).toBe(personalLinkUrl(host, household.linkToken, journey.server.deps.config.siteOrigin));
    }
    // The labels go with the cards: Åkesson's on a 3 × 8 sheet, and Öberg named as missing on the page after it.
    const labels = path.join(journey.server.deps.config.dataDir, "print-orders", orderId, "address-labels.pdf");
    expect((await run("pdfinfo", [labels])).stdout).toMatch(/Pages:\s+2\n/);
    const labelText = (await run("pdftotext", [labels, "-"])).stdout;
    expect(labelText).toContain("Familjen Åkesson\nÄngsvägen 2\n903 25 Umeå");
    expect(labelText).toMatch(/\fHushåll utan postadress\s+Familjen Öberg\s*$/);
    expectNoPageErrors(page);
    await page.context().close();
  });
});

describe.each(GUEST_WIDTH)("a guest on %s", (_name, viewport) => {
  it("gives the household's postal address once on its personal page, after answering", { timeout: 90_000 }, async () => {
    const owner = await openPage(journey.browser, viewport);
    const { siteId, host, households } = await siteWithHouseholds(owner);
    const oberg = households[1]!;
    const guest = await openPage(journey.browser, viewport);
    await openGuestPage(guest, `${journey.server.siteUrl(host)}/inbjudan/${oberg.linkToken}`, { waitUntil: "networkidle" });
    const rsvp = guest.getByRole("region", { name: "OSA" });
    await rsvp.getByRole("group", { name: "Örjan Öberg" }).getByLabel("Kommer", { exact: true }).check();
    await rsvp.getByRole("button", { name: "Skicka svar" }).click();

    const question = guest.getByRole("region", { name: "Er postadress" });
    await question.waitFor();
    expect(await question.getByLabel("Land").inputValue()).toBe("SE");
    await question.getByLabel("Gatuadress").fill("Östra Ågatan 5");
    await question.getByLabel("Postnummer").fill("753 22");
    await question.getByLabel("Ort").fill("Uppsala");
    await expectAccessible(guest, "address question");
    await screenshot(guest, "household-address-question");
    await question.getByRole("button", { name: "Spara adressen" }).click();
    await guest.getByText("Tack! Adressen är sparad.").waitFor();

    const stored = (await (await owner.request.get(`${journey.server.url}/api/sites/${siteId}/guest-list`)).json()) as { households: Household[] };
    expect(stored.households.find((household) => household.id === oberg.id)).toMatchObject({ address: "Östra Ågatan 5\n753 22 Uppsala", addressCountry: "SE" });

    // Back through the link: the answer shows, and the address is not asked again.
    await openGuestPage(guest, `${journey.server.siteUrl(host)}/inbjudan/${oberg.linkToken}`, { waitUntil: "networkidle" });
    await rsvp.getByRole("button", { name: "Ändra svaret" }).waitFor();
    expect(await guest.getByRole("region", { name: "Er postadress" }).count()).toBe(0);
    expectNoPageErrors(guest);
    await guest.context().close();
    await owner.context().close();
  });
});
