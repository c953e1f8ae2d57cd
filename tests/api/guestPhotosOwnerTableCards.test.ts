import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import jsQR from "jsqr";
import { PDFDocument, PDFName } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OwnerPhotoList } from "../../src/domain/guestPhotos/types";
import { sites } from "../../src/server/db/schema";
import { mm } from "../../src/server/features/printing/printBoxes";
import { TABLE_CARD_LEFT_MM, TABLE_CARD_SHEET, TABLE_CARD_TOP_MM } from "../../src/server/features/guestPhotos/tableCardsHtml";
import { createTestApp, registerOwner, type TestApp } from "../support/app";
import { dressSite, drawPages, fontDescriptors, isEmbedded, pdfText, seatingPrintRenderer } from "../support/seatingPrints";

const run = promisify(execFile);
const renderer = seatingPrintRenderer();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ overrides: { printRenderer: renderer } });
});
afterAll(async () => {
  await t.close();
  await renderer.close();
});

const DPI = 200;

/** The QR code of the first card on the PDF's first page, as a phone's camera reads it. */
async function firstCardQr(body: Uint8Array): Promise<string | undefined> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "table-cards-"));
  try {
    await fs.writeFile(path.join(folder, "cards.pdf"), body);
    await run("pdftoppm", ["-r", String(DPI), "-f", "1", "-l", "1", "-png", path.join(folder, "cards.pdf"), path.join(folder, "page")]);
    const [page] = (await fs.readdir(folder)).filter((name) => name.endsWith(".png"));
    const px = (millimetres: number) => Math.round((millimetres / 25.4) * DPI);
    const card = { left: px(TABLE_CARD_LEFT_MM), top: px(TABLE_CARD_TOP_MM), width: px(TABLE_CARD_SHEET.cardWidthMm), height: px(TABLE_CARD_SHEET.cardHeightMm) };
    const { data, info } = await sharp(path.join(folder, page!)).extract(card).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

const cardsOf = async (owner: Awaited<ReturnType<typeof registerOwner>>, query = "") => {
  const response = await owner.client.get(`/api/sites/${owner.siteId}/guest-photos/table-cards.pdf${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

describe("the table cards for the guests' photos", () => {
  it("are A4 sheets of four cards in the site's design whose QR code leads to the upload address", async () => {
    const owner = await registerOwner(t.app);
    await dressSite(t.database.db, owner.siteId, "Åsa & Örjan");
    await t.database.db.update(sites).set({ host: "asa-och-orjan.localhost" }).where(eq(sites.id, owner.siteId));
    const { uploadUrl } = (await owner.client.get(`/api/sites/${owner.siteId}/guest-photos`)).json() as OwnerPhotoList;

    const response = await cardsOf(owner, "?count=6");
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="bordskort-gastbilder-Asa-Orjan.pdf"; filename*=UTF-8''${encodeURIComponent("bordskort-gastbilder-Åsa-&-Örjan.pdf")}`);
    const body = response.rawPayload;
    await drawPages(body, "guest-photos-table-cards", 100);
    const pdf = await PDFDocument.load(body);
    expect(pdf.getPageCount()).toBe(2);
    for (const page of pdf.getPages()) expect([Math.round(page.getWidth()), Math.round(page.getHeight())]).toEqual([Math.round(mm(210)), Math.round(mm(297))]);
    // The site's heading font, embedded.
    const fonts = fontDescriptors(pdf);
    expect(fonts.filter((font) => !isEmbedded(font))).toEqual([]);
    expect(fonts.map((font) => String(font.get(PDFName.of("FontName")))).join(" ")).toMatch(/GreatVibes/);
    const text = await pdfText(body);
    // A script font's words reach the text without their spaces.
    expect(text.replace(/\s+/g, "").match(/Deladinabilder/g)).toHaveLength(6);
    expect(text).toContain("Skanna koden med mobilens kamera");
    expect(text).toContain("asa-och-orjan.localhost");
    expect(await firstCardQr(body)).toBe(uploadUrl);
  });

  it("speak a Danish site's language", async () => {
    const owner = await registerOwner(t.app);
    await dressSite(t.database.db, owner.siteId, "Märta & Søren", "da");
    const text = await pdfText((await cardsOf(owner)).rawPayload);
    expect(text.replace(/\s+/g, "").match(/Deldinebilleder/g)).toHaveLength(4);
    expect(text).toContain("Scan koden med telefonens kamera");
    expect(text).not.toContain("Skanna");
  });

  it("refuse a count out of bounds with 422", async () => {
    const owner = await registerOwner(t.app);
    for (const count of ["0", "101", "many"]) expect((await owner.client.get(`/api/sites/${owner.siteId}/guest-photos/table-cards.pdf?count=${count}`)).statusCode).toBe(422);
  });
});
