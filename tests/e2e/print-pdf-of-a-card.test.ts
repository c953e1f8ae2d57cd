import { eq } from "drizzle-orm";
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFStream } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { defaultContent } from "../../src/domain/print/defaultContent";
import type { SiteImage } from "../../src/domain/site/common";
import { orders, prints } from "../../src/server/db/schema";
import { mm } from "../../src/server/features/printing/printBoxes";
import type { PrintManifest } from "../../src/server/providers/printPartner/printPartner";
import { registerOwner, type Agent } from "../support/app";
import { orderCard } from "../support/cardOrder";
import { imageForm, photo } from "../support/photo";
import { cardBody, createCard } from "../support/print";
import { startE2eServer, type E2eServer } from "./support/server";

const run = promisify(execFile);
const SCREENSHOTS = path.resolve("test-results/screenshots");
const PHOTO = { width: 2400, height: 3000 };

let server: E2eServer;
beforeAll(async () => {
  server = await startE2eServer();
});
afterAll(() => server.close());

/** An owner's photo card, made through the API: a portrait photo on the front, the QR code on the back. */
async function photoCard(layout: "PHOTO_CLEAN" | "TEXT_ON_PHOTO" = "PHOTO_CLEAN") {
  const owner = await registerOwner(server.app);
  const upload = await owner.client.request({ method: "POST", url: `/api/sites/${owner.siteId}/upload-image`, payload: imageForm(await photo(PHOTO.width, PHOTO.height, "jpeg"), "vi-två.jpg") });
  if (upload.statusCode !== 200) throw new Error(`upload failed: ${upload.body}`);
  const image = upload.json() as SiteImage;
  const content = defaultContent(layout, { names: "Anna & Erik", dateAndLocation: "12 juni 2027, Skeppsholmen, Stockholm", image, host: null, url: null, language: "sv" });
  const printId = await createCard(owner.client, owner.siteId, { ...cardBody(layout), content });
  return { ...owner, printId };
}

/** The owner pays the order with the sandbox's test card, as the payment dialog does. */
async function payByCard(client: Agent, orderId: string) {
  const started = await client.post(`/api/orders/${orderId}/payment/stripe`);
  if (started.statusCode !== 200) throw new Error(`payment not started: ${started.body}`);
  const { client_secret: clientSecret, reference } = started.json() as { client_secret: string; reference: string };
  const confirmed = await client.post("/api/sandbox/stripe/confirm", { clientSecret, cardNumber: "4242 4242 4242 4242" });
  if (confirmed.statusCode !== 200) throw new Error(`payment not confirmed: ${confirmed.body}`);
  expect((await client.get(`/api/orders/${orderId}/payment/stripe/${reference}`)).json()).toEqual({ paymentConfirmed: true });
}

const box = (rectangle: { x: number; y: number; width: number; height: number }) => [rectangle.x, rectangle.y, rectangle.width, rectangle.height];
const dict = (document: PDFDocument) => document.context.enumerateIndirectObjects().map(([, object]) => (object instanceof PDFStream ? object.dict : object));
const ofType = (document: PDFDocument, key: "Type" | "Subtype", value: string) =>
  dict(document).filter((object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of(key)) === PDFName.of(value));

describe("a card order paid by card goes to the print shop as a PDF", () => {
  it("is both sides of the real card at 111 × 154 mm with the trim 3 mm inside, fonts embedded and the photo at full size", async () => {
    const { client, siteId, printId } = await photoCard();
    const orderId = await orderCard(client, siteId, printId);
    await payByCard(client, orderId);
    await vi.waitFor(async () => expect((await server.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status).toBe("sentToPrint"), {
      timeout: 45_000,
      interval: 250,
    });

    const folder = path.join(server.deps.config.dataDir, "print-orders", orderId);
    const file = path.join(folder, "card.pdf");
    // Both sides drawn as a print shop's proof, for a person to look at.
    await fs.mkdir(SCREENSHOTS, { recursive: true });
    const prefix = path.join(SCREENSHOTS, "print-pdf-photo-card");
    await run("pdftoppm", ["-r", "150", "-png", file, prefix]);
    const pngs = (await fs.readdir(SCREENSHOTS)).filter((name) => name.startsWith("print-pdf-photo-card-")).sort();
    expect(pngs).toEqual(["print-pdf-photo-card-1.png", "print-pdf-photo-card-2.png"]);

    const pdf = await PDFDocument.load(await fs.readFile(file));
    expect(pdf.getPageCount()).toBe(2);
    for (const page of pdf.getPages()) {
      expect(box(page.getMediaBox())).toEqual([0, 0, mm(111), mm(154)]);
      expect(box(page.getBleedBox())).toEqual([0, 0, mm(111), mm(154)]);
      expect(box(page.getTrimBox())).toEqual([mm(3), mm(3), mm(105), mm(148)]);
    }
    // Poppler reads the exact sheet size too.
    expect((await run("pdfinfo", [file])).stdout).toMatch(/Page size:\s+314\.646 x 436\.535 pts/);

    // Every font is embedded (TrueType as FontFile2, CFF as FontFile3), the card's heading font among them.
    const fonts = ofType(pdf, "Type", "FontDescriptor");
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect([PDFName.of("FontFile2"), PDFName.of("FontFile3")].some((key) => font.has(key)), String(font.get(PDFName.of("FontName")))).toBe(true);
    expect(fonts.map((font) => String(font.get(PDFName.of("FontName")))).join(" ")).toMatch(/PlayfairDisplay/);

    // The photo is the uploaded original, not a screen-sized copy: about 500 dpi across the card.
    const widths = ofType(pdf, "Subtype", "Image").map((image) => (image.get(PDFName.of("Width")) as PDFNumber).asNumber());
    expect(Math.max(...widths)).toBe(PHOTO.width);

    const manifest = JSON.parse(await fs.readFile(path.join(folder, "manifest.json"), "utf8")) as PrintManifest;
    expect(manifest).toMatchObject({ orderId, printId, quantity: 40, title: "Anna & Erik" });
  });

  it("runs a full-page photo into the bleed on every edge, so trimming leaves no white rim", async () => {
    const { printId } = await photoCard("TEXT_ON_PHOTO");
    const [card] = await server.database.db.select().from(prints).where(eq(prints.id, printId));
    const file = path.join(SCREENSHOTS, "print-pdf-text-on-photo.pdf");
    await fs.mkdir(SCREENSHOTS, { recursive: true });
    await fs.writeFile(file, await server.deps.printRenderer.render({ printId, serverAccessKey: card!.serverAccessKey }));
    const prefix = path.join(SCREENSHOTS, "print-pdf-text-on-photo");
    await run("pdftoppm", ["-r", "150", "-png", file, prefix]);
    await fs.rm(file);
    // The front at 150 dpi: the pixels just inside each edge of the sheet are the photo's (red to blue), not the paper.
    const { data, info } = await sharp(`${prefix}-1.png`).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const { width, height } = info;
    for (const [x, y] of [[1, height >> 1], [width - 3, height >> 1], [width >> 1, 1], [width >> 1, height - 2]] as const) {
      const [red, green, blue] = at(x, y);
      expect(green! + 20 < Math.max(red!, blue!), `photo at ${x},${y}: ${at(x, y).join(",")}`).toBe(true);
    }
  });

  it("is not made while the card's photo cannot be loaded: no failure notice is ever printed", async () => {
    const { siteId, printId } = await photoCard();
    const [card] = await server.database.db.select().from(prints).where(eq(prints.id, printId));
    const photoItem = (card!.document as { content: { contentType: string; fileName?: string; sizes?: { fileName: string }[] }[] }).content.find((item) => item.contentType === "image")!;
    for (const fileName of [photoItem.fileName!, ...photoItem.sizes!.map((size) => size.fileName)]) await server.deps.storage.delete(`${siteId}/${fileName}`);
    await expect(server.deps.printRenderer.render({ printId, serverAccessKey: card!.serverAccessKey })).rejects.toThrow(`1 image(s) of card ${printId} did not load`);
  });

  it("is refused for a wrong key: the print page is a 404 and nothing is rendered", async () => {
    const owner = await registerOwner(server.app);
    const printId = await createCard(owner.client, owner.siteId);
    await expect(server.deps.printRenderer.render({ printId, serverAccessKey: "not-the-key" })).rejects.toThrow(`The print page answered 404 for card ${printId}`);
  });
});
