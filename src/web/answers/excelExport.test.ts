import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { answersWorkbook } from "./excelExport";

describe("the Excel export", () => {
  it("is a real workbook: the header row, then one row per guest with unanswered cells empty, on a sheet named after the form", async () => {
    const file = await answersWorkbook({
      sheetName: "Anmäl tal: [tal/sång]?",
      header: ["Namn", "Kommer du?", "Datum"],
      rows: [
        ["Anna Berg", "Ja självklart!", "2026-05-03 12:00"],
        ["Peter Ek", "", "2026-05-01 09:30"],
      ],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe("Anmäl tal tal sång");
    const values = sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    expect(values).toEqual([
      ["Namn", "Kommer du?", "Datum"],
      ["Anna Berg", "Ja självklart!", "2026-05-03 12:00"],
      ["Peter Ek", undefined, "2026-05-01 09:30"],
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
  });
});

describe("the Excel export with the guest list", () => {
  it("writes one sheet per table in order, renaming a sheet whose name is taken", async () => {
    const file = await answersWorkbook(
      { sheetName: "Gästlista", header: ["Namn"], rows: [["Anna Berg"]] },
      { sheetName: "Gästlista", header: ["Hushåll", "Gäst"], rows: [["Familjen Berg", "Anna Berg"]] },
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Gästlista", "Gästlista 2"]);
    expect(workbook.worksheets[1]!.getRow(2).values).toEqual([undefined, "Familjen Berg", "Anna Berg"]);
  });
});
