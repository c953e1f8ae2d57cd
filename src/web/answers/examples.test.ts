import { describe, expect, it } from "vitest";
import type { ExportTable } from "./excelExport";
import { exportedSheets, showsExamples } from "./examples";

const none = { exampleForm: false, kind: "rsvp" as const, formEntries: 0, allAnswers: 0, householdsAnswered: false };

describe("the example answers", () => {
  it("stand in only while the site has no answers of any kind", () => {
    expect(showsExamples(none)).toBe(true);
    expect(showsExamples({ ...none, exampleForm: true, kind: "form" })).toBe(true);
    // Households answered through their personal links: their answers, not 21 invented ones.
    expect(showsExamples({ ...none, householdsAnswered: true })).toBe(false);
    expect(showsExamples({ ...none, exampleForm: true, householdsAnswered: true })).toBe(false);
    // A Form module's sends are answers too, even when the RSVP form has none.
    expect(showsExamples({ ...none, allAnswers: 3 })).toBe(false);
    expect(showsExamples({ ...none, kind: "form" })).toBe(false);
  });

  it("are never exported: the file holds the real answers and the guest list only", () => {
    const answers: ExportTable = { sheetName: "OSA", header: ["Namn"], rows: [["Anna"]] };
    const guests: ExportTable = { sheetName: "Gästlista", header: ["Hushåll"], rows: [["Familjen Berg"]] };
    expect(exportedSheets({ demo: true, answers, guestList: guests })).toEqual([guests]);
    expect(exportedSheets({ demo: true, answers })).toEqual([]);
    expect(exportedSheets({ demo: false, answers, guestList: guests })).toEqual([answers, guests]);
    expect(exportedSheets({ demo: false, answers })).toEqual([answers]);
  });
});
