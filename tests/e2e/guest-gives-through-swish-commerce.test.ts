import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { giftContributions, sites } from "../../src/server/db/schema";
import { DESKTOP, PHONE, expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { setUpJourneys } from "./support/journey";
import { registerThroughApi } from "./support/owner";
import type { E2eServer } from "./support/server";

/**
 * A deployment whose money gifts go to its own Swish Commerce number (decision 100): the guest
 * gives their Swish number, approves in the (sandbox) Swish app, and Swish's answer, not the
 * guest's word, tells the page and the owner's list that the gift is received.
 */
const WINDOW = { fullPage: false };

const giftList = {
  language: "sv",
  availableLanguages: [{ languageCode: "sv" }],
  siteModules: [
    { id: "header-1", siteModuleType: "Header", title: { sv: "Föreningens jubileum" } },
    {
      id: "gifts-1",
      siteModuleType: "GiftRegistry",
      title: { sv: "Insamling" },
      payeeNumber: null,
      giftRegistry: [
        { id: "fund", kind: "fund", title: { sv: "Till Barncancerfonden" }, goal: 20_000 },
        { id: "bench", title: { sv: "En parkbänk" }, price: 6_000, shared: true, quantity: 1 },
      ],
    },
  ],
};

let published = 0;
async function publishedSite(page: Page, server: E2eServer) {
  const { siteId } = await registerThroughApi(page, server.url);
  expect((await page.request.put(`${server.url}/api/sites/${siteId}`, { data: giftList })).status()).toBe(200);
  const host = `handel-${++published}-${Date.now()}.localhost`;
  await server.database.db.update(sites).set({ host, active: true, activeDate: new Date() }).where(eq(sites.id, siteId));
  return { siteId, host };
}

describe("guests give through the organisation's Swish Commerce number", () => {
  const journey = setUpJourneys({ SWISH_COMMERCE_GIFTS: "true" });

  it("the editor needs no number; a guest pays from their own Swish number and the gift shows received once Swish says so", { timeout: 120_000 }, async () => {
    const page = await openPage(journey.browser, { ...PHONE, alsoAt: DESKTOP }, { touch: true });
    const { siteId, host } = await publishedSite(page, journey.server);

    // The editor: no number to fill in, no warning, but where the money goes.
    await page.goto(`${journey.server.url}/redigera/${siteId}/`);
    await page.getByRole("toolbar", { name: "Verktyg för Insamling" }).getByRole("button", { name: "Redigera" }).click();
    const editor = page.getByRole("dialog", { name: "Önskelista" });
    await editor.getByText("Gåvorna betalas med Swish till 123 467 93 04, och Swish bekräftar varje betalning. Inget eget nummer behövs.").waitFor();
    expect(await editor.getByRole("textbox", { name: "Swish-nummer" }).count()).toBe(0);
    expect(await editor.getByText("Gästerna ser ingen Swish-knapp").count()).toBe(0);
    await editor.getByText("Gåvorna betalas med Swish").scrollIntoViewIfNeeded();
    await screenshot(page, "gift-editor-swish-commerce", WINDOW);

    await openGuestPage(page, journey.server.siteUrl(host));
    const list = page.getByRole("region", { name: "Insamling" });
    await list.getByRole("button", { name: "Visa önskelista" }).click();
    const fund = list.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Till Barncancerfonden" }) });
    await fund.getByRole("button", { name: "Ge med Swish" }).click();
    const dialog = page.getByRole("dialog", { name: "Till Barncancerfonden" });
    await dialog.getByRole("radio", { name: "1 000 kr" }).check();
    await dialog.getByRole("textbox", { name: "Ditt namn" }).fill("Åsa Öberg");
    await dialog.getByRole("textbox", { name: "Hälsning" }).fill("Grattis på 50-årsdagen!");
    await dialog.getByRole("button", { name: "Fortsätt" }).click();

    // Swish refuses a number it cannot take, at the field.
    const number = dialog.getByRole("textbox", { name: "Ditt Swish-nummer" });
    await number.fill("0701");
    await dialog.getByRole("button", { name: "Betala med Swish" }).click();
    await dialog.getByText("Swish-numret är ogiltigt. Kontrollera numret och försök igen.").waitFor();
    await dialog.getByText("123 467 93 04").waitFor();
    await expectAccessible(page, "Swish Commerce payment, a refused number");
    await screenshot(page, "guest-gives-through-swish-commerce-number", WINDOW);

    await number.fill("070-123 45 67");
    await dialog.getByRole("button", { name: "Betala med Swish" }).click();
    await dialog.getByText("Öppna Swish-appen och godkänn betalningen på 1 000 kr.").waitFor();
    await screenshot(page, "guest-gives-through-swish-commerce-waiting", WINDOW);
    const [contribution] = await journey.server.database.db.select().from(giftContributions).where(eq(giftContributions.siteId, siteId));
    expect(contribution).toMatchObject({ amountKronor: 1000, giverName: "Åsa Öberg", receivedAt: null });

    // The sandbox's stand-in for the Swish app on the guest's phone.
    const [app] = await Promise.all([page.context().waitForEvent("page"), dialog.getByRole("link", { name: "Öppna test-appen för Swish" }).click()]);
    await app.getByRole("button", { name: "Betala" }).click();
    await app.getByRole("status").waitFor();
    await app.close();

    await dialog.getByText("Tack, Åsa Öberg! Betalningen är mottagen.").waitFor({ timeout: 20_000 });
    await dialog.getByText("Swish har bekräftat din gåva.").waitFor();
    await expectAccessible(page, "Swish Commerce payment received");
    await screenshot(page, "guest-gives-through-swish-commerce-paid", WINDOW);
    await dialog.getByRole("button", { name: "Klar" }).click();
    await fund.getByText("1 000 kr av 20 000 kr").waitFor();
    const [received] = await journey.server.database.db.select().from(giftContributions).where(eq(giftContributions.siteId, siteId));
    expect(received!.receivedAt).toBeInstanceOf(Date);

    // The owner's list shows it received without a tick of theirs.
    await page.goto(`${journey.server.url}/redigera/${siteId}/visa-osa/`);
    await page.getByRole("navigation", { name: "Visa som" }).getByRole("link", { name: "Gåvor", exact: true }).click();
    await page.getByRole("checkbox", { name: /Mottagen: Till Barncancerfonden från Åsa Öberg/ }).first().waitFor();
    expect(await page.getByRole("checkbox", { name: /Mottagen: Till Barncancerfonden från Åsa Öberg/ }).first().isChecked()).toBe(true);
    expectNoPageErrors(page);
  });
});
