import { PDFDocument, StandardFonts } from "pdf-lib";
import { mm, setPrintBoxes } from "../../src/server/features/printing/printBoxes";
import type { PrintRenderer } from "../../src/server/features/printing/renderer";

/**
 * The API tests' default: they serve no pages (requests are injected), so a paid order's
 * print job fails here and is retried later, and the order stays `paid` as those tests expect.
 * The print page itself is rendered in the browser test print-pdf-of-a-card.
 */
export const noPrintPage: PrintRenderer = {
  render: async ({ printId }) => {
    throw new Error(`The API tests serve no print page (card ${printId})`);
  },
  renderSheets: async ({ name }) => {
    throw new Error(`The API tests draw no ${name} unless given a browser (seatingPrintRenderer)`);
  },
  close: async () => undefined,
};

/** A renderer that makes a two-page PDF named after the card, and fails as often as told to. */
export function standInRenderer() {
  const state = { renders: [] as string[], failures: 0 };
  const renderer: PrintRenderer = {
    async render({ printId }) {
      state.renders.push(printId);
      if (state.failures > 0) {
        state.failures--;
        throw new Error(`The print page of card ${printId} was not ready within 30000 ms`);
      }
      const document = await PDFDocument.create();
      const font = await document.embedFont(StandardFonts.Helvetica);
      for (const side of ["Framsida", "Baksida"]) document.addPage([mm(111), mm(154)]).drawText(`${side} ${printId}`, { x: 20, y: 200, size: 8, font });
      return setPrintBoxes(await document.save());
    },
    renderSheets: noPrintPage.renderSheets,
    close: async () => undefined,
  };
  return { state, renderer };
}
