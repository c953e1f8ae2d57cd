import { PDFDocument, rgb } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { mm, setPrintBoxes } from "./printBoxes";

/** A PDF as Chromium writes the card: pages 0.5 pt larger than 111 × 154 mm, every box the same. */
async function chromiumLike(pages: number) {
  const document = await PDFDocument.create();
  for (let index = 0; index < pages; index++) {
    const page = document.addPage([315.12, 437.04]);
    page.drawRectangle({ x: 0, y: 0, width: 315.12, height: 437.04, color: rgb(0.1, 0.2, 0.3) });
  }
  return document.save();
}

const box = (rectangle: { x: number; y: number; width: number; height: number }) => [rectangle.x, rectangle.y, rectangle.width, rectangle.height];

describe("the print boxes", () => {
  it("sets media, crop and bleed to 111 × 154 mm and the trim 3 mm inside, on both sides", async () => {
    const fixed = await PDFDocument.load(await setPrintBoxes(await chromiumLike(2)));
    for (const page of fixed.getPages()) {
      expect(box(page.getMediaBox())).toEqual([0, 0, mm(111), mm(154)]);
      expect(box(page.getCropBox())).toEqual([0, 0, mm(111), mm(154)]);
      expect(box(page.getBleedBox())).toEqual([0, 0, mm(111), mm(154)]);
      expect(box(page.getTrimBox())).toEqual([mm(3), mm(3), mm(105), mm(148)]);
    }
  });

  it("refuses a file that is not the card's two sides", async () => {
    await expect(setPrintBoxes(await chromiumLike(1))).rejects.toThrow("The print file should have 2 pages; it has 1");
    await expect(setPrintBoxes(await chromiumLike(3))).rejects.toThrow("The print file should have 2 pages; it has 3");
  });
});
