import { eq } from "drizzle-orm";
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { prints } from "../../src/server/db/schema";
import { expectAccessible, expectNoPageErrors, openPage, screenshot } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";
import { cardBody } from "../support/print";

const run = promisify(execFile);
const journey = setUpJourneys();
const WINDOW = { fullPage: false };
const SCREENSHOTS = path.resolve("test-results/screenshots");
const QR_TEXT = "Skanna QR-koden";
const WEBSITE_INFO = "På vår webbplats finns allt om dagen";

const card = (page: Page) => page.locator(".card-editor__card .print-card");

/** Where a box's vertical middle lies on the card, as a share of the card's height (0.5 is the middle). */
async function middleOf(cardBox: Locator, first: Locator, last: Locator) {
  const [outer, top, bottom] = await Promise.all([cardBox.boundingBox(), first.boundingBox(), last.boundingBox()]);
  return ((top!.y + bottom!.y + bottom!.height) / 2 - outer!.y) / outer!.height;
}

describe("a card whose QR code is hidden", () => {
  it.each(OWNER_WIDTH)("on a %s: hiding the QR code takes its text away and the back closes up, in edit mode and in preview", { timeout: 180_000 }, async (name, viewport) => {
    const page = await openPage(journey.browser, viewport);
    const url = journey.server.url;
    const { siteId } = await registerThroughApi(page, url);
    const created = await page.request.post(`${url}/api/prints/`, { data: { ...cardBody("GENESIS"), site: siteId } });
    const { id } = (await created.json()) as { id: string };
    await page.goto(`${url}/redigera/${siteId}/inbjudningar/${id}`);
    await page.getByRole("button", { name: "Baksida" }).click();
    await card(page).getByText(QR_TEXT).waitFor();

    await page.getByRole("button", { name: "Dölj QR-kod" }).click();
    const addBack = card(page).getByRole("button", { name: "Lägg till QR-kod" });
    await addBack.waitFor();
    expect(await card(page).getByText(QR_TEXT).count()).toBe(0);
    await expectAccessible(page, "card back without QR, edit mode");
    await screenshot(page, `card-back-qr-hidden-edit-${name}`, WINDOW);

    await page.getByRole("button", { name: "Förhandsgranska" }).click();
    await addBack.waitFor({ state: "detached" });
    expect(await card(page).getByText(QR_TEXT).count()).toBe(0);
    // No empty place is left under the address: the title and the text sit in the card's middle.
    const title = card(page).getByText("Mer information och OSA");
    const info = card(page).getByText(WEBSITE_INFO);
    expect(await middleOf(card(page), title, info)).toBeCloseTo(0.5, 1);
    await expectAccessible(page, "card back without QR, preview");
    await screenshot(page, `card-back-qr-hidden-preview-${name}`, WINDOW);

    // Added back, the code and its text return.
    await page.getByRole("button", { name: "Redigera", exact: true }).click();
    await addBack.click();
    await card(page).getByText(QR_TEXT).waitFor();
    await card(page).getByRole("img", { name: /QR-kod/ }).waitFor();
    expectNoPageErrors(page);
  });

  it("is printed without the QR code's text, the back's texts in the middle of the sheet", { timeout: 120_000 }, async () => {
    const page = await openPage(journey.browser);
    const url = journey.server.url;
    const { siteId } = await registerThroughApi(page, url);
    const body = cardBody("GENESIS");
    const content = body.content.map((item) => (item.contentType === "qr" ? { ...item, hidden: true } : item));
    const created = await page.request.post(`${url}/api/prints/`, { data: { ...body, content, site: siteId } });
    const { id } = (await created.json()) as { id: string };
    const [row] = await journey.server.database.db.select().from(prints).where(eq(prints.id, id));

    await fs.mkdir(SCREENSHOTS, { recursive: true });
    const file = path.join(SCREENSHOTS, "print-pdf-qr-hidden.pdf");
    await fs.writeFile(file, await journey.server.deps.printRenderer.render({ printId: id, serverAccessKey: row!.serverAccessKey }));
    await run("pdftoppm", ["-r", "100", "-f", "2", "-l", "2", "-png", file, path.join(SCREENSHOTS, "print-pdf-qr-hidden")]);
    const back = (await run("pdftotext", ["-f", "2", "-l", "2", "-layout", file, "-"])).stdout;
    expect(back).toContain("Mer information och OSA");
    expect(back).not.toContain(QR_TEXT);

    // Each word's box on the back: from the title's first word to the address text's last, centred on the sheet.
    const boxes = (await run("pdftotext", ["-f", "2", "-l", "2", "-bbox", file, "-"])).stdout;
    await fs.rm(file);
    const height = Number(/<page width="[\d.]+" height="([\d.]+)"/.exec(boxes)![1]);
    const word = (text: string) => {
      const match = new RegExp(`<word xMin="[\\d.]+" yMin="([\\d.]+)" xMax="[\\d.]+" yMax="([\\d.]+)">${text}</word>`).exec(boxes);
      return { yMin: Number(match![1]), yMax: Number(match![2]) };
    };
    const [first, last] = [word("Mer"), word("kommer\\.")];
    expect((first.yMin + last.yMax) / 2 / height).toBeCloseTo(0.5, 1);
  });
});
