import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { GuestFileError, IMPORT_CELLS_MAX, IMPORT_COLUMNS_MAX, IMPORT_ROWS_MAX, readGuestFile } from "../../src/domain/guestList/importFile";
import { householdsFromRows } from "../../src/domain/guestList/importHouseholds";

/** Guest-list files as owners' programs save them, read from their bytes as an upload would be (a text as UTF-8). */
async function importFile(fileName: string, content: Uint8Array | string) {
  const rows = await readGuestFile(typeof content === "string" ? new TextEncoder().encode(content) : content, fileName);
  return householdsFromRows(rows, { languages: ["sv", "en"] });
}

async function refusal(fileName: string, content: Uint8Array | string): Promise<string> {
  const error = await importFile(fileName, content).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(GuestFileError);
  return (error as GuestFileError).text("sv");
}

const SWEDISH_LIST = ["Namn;E-post;Hushåll;Barn", "Åsa Öberg;asa@example.se;Öbergs;nej", "Lille Öberg;;Öbergs;ja", "Märta Ek;marta@example.se;;"];

describe("reading a guest-list file", () => {
  it("reads UTF-8 with a BOM and semicolons, as Swedish Excel saves CSV UTF-8", async () => {
    const result = await importFile("gäster.csv", "\uFEFF" + SWEDISH_LIST.join("\r\n") + "\r\n");
    expect(result.problems).toEqual([]);
    expect(result.households.map((household) => [household.name, household.mail, household.guests])).toEqual([
      ["Öbergs", "asa@example.se", [{ name: "Åsa Öberg", child: false }, { name: "Lille Öberg", child: true }]],
      ["Märta Ek", "marta@example.se", [{ name: "Märta Ek", child: false }]],
    ]);
  });

  it("reads Windows-1252, as older Excel saves CSV, with its own letters such as the en dash", async () => {
    const text = ["Namn;E-post;Hushåll;Barn;Anteckning", "Åsa Öberg;asa@example.se;Öbergs;nej;Vegetarian # glutenfri", "Lille Öberg;;Öbergs;ja;", "Örjan Åkesson;;;;"].join("\r\n");
    const bytes = Buffer.from(text, "latin1").map((byte) => (byte === 0x23 ? 0x96 : byte));
    const result = await importFile("gaster.csv", bytes);
    expect(result.problems).toEqual([]);
    expect(result.households.map((household) => [household.name, household.guests.map((guest) => guest.name), household.note])).toEqual([
      ["Öbergs", ["Åsa Öberg", "Lille Öberg"], "Vegetarian – glutenfri"],
      ["Örjan Åkesson", ["Örjan Åkesson"], ""],
    ]);
  });

  it("reads commas and quoted fields with separators, quotes and line breaks inside", async () => {
    const csv = ['Name,Email,Address,Note', '"Berg, Anna",anna@example.com,"Storgatan 1, Lund","Says ""hi"""', 'Per Berg,,"Storgatan 1, Lund","two', 'lines"', 'Eva Lind,,,'].join("\n");
    const result = await importFile("guests.csv", csv);
    expect(result.households.map((household) => [household.name, household.guests.map((guest) => guest.name), household.note])).toEqual([
      ["Berg, Anna och Per Berg", ["Berg, Anna", "Per Berg"], 'Says "hi"\ntwo\nlines'],
      ["Eva Lind", ["Eva Lind"], ""],
    ]);
    expect(result.problems).toEqual([{ row: 3, code: "mergedSameAddress", value: 2, skipped: false }]);
  });

  it("reads Excel's Unicode text: UTF-16 with tabs", async () => {
    const text = ["Namn\tTelefon\tSpråk", "Zoë Ångström\t070-1\tEngelska", ""].join("\r\n");
    const result = await importFile("gäster.txt", Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]));
    expect(result.households).toEqual([expect.objectContaining({ name: "Zoë Ångström", phone: "070-1", language: "en" })]);
    expect(result.problems).toEqual([]);
  });

  it("reads the first sheet of an .xlsx file, with the row numbers Excel shows", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Gäster");
    sheet.addRow(["Bröllopet 2027"]);
    sheet.addRow(["Förnamn", "Efternamn", "E-post", "Telefon", "Grupp"]);
    sheet.addRow(["Karin", "Sund", { text: "karin@example.se", hyperlink: "mailto:karin@example.se" }, "070-123 45 67", "Kusiner, Brudens"]);
    sheet.addRow(["Olle", "Sund", "karin@example.se", "", "Kusiner"]);
    sheet.addRow(["", "", "nobody@example.se"]);
    sheet.addRow(["Lisa", "Holm", "lisa@"]);
    workbook.addWorksheet("Annat").addRow(["Namn"]);
    const result = await importFile("lista.xlsx", new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(result.households).toEqual([
      expect.objectContaining({
        name: "Familjen Sund",
        mail: "karin@example.se",
        phone: "070-123 45 67",
        tags: ["Kusiner", "Brudens"],
        guests: [{ name: "Karin Sund", child: false }, { name: "Olle Sund", child: false }],
      }),
      expect.objectContaining({ name: "Lisa Holm", mail: null }),
    ]);
    expect(result.problems).toEqual([
      { row: 4, code: "mergedSameMail", value: 3, skipped: false },
      { row: 5, code: "noName", skipped: true },
      { row: 6, code: "badMail", value: "lisa@", skipped: false },
    ]);
  });

  it("reads the first 100 columns of an Excel row: a cell far to the right does not make every row that wide", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Gäster");
    sheet.addRow(["Namn", "Barn"]);
    for (let index = 0; index < 200; index++) sheet.addRow([`Gäst ${index}`, "nej"]).getCell(16_384).value = "x";
    const rows = await readGuestFile(new Uint8Array(await workbook.xlsx.writeBuffer()), "bred.xlsx");
    expect(rows).toHaveLength(201);
    expect(rows[1]).toEqual(["Gäst 0", "nej"]);
    expect(Math.max(...rows.map((row) => row.length))).toBeLessThanOrEqual(IMPORT_COLUMNS_MAX);
  });

  it("refuses an empty file, a binary file, an old .xls and other kinds of file", async () => {
    expect(await refusal("tom.csv", "")).toBe("Filen är tom.");
    expect(await refusal("tom.csv", "\uFEFF\r\n;;\r\n")).toBe("Filen är tom.");
    expect(await refusal("bild.csv", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 0xff, 0x00]))).toMatch(/kan inte läsas/);
    expect(await refusal("gammal.xls", new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toMatch(/Äldre Excel-filer/);
    expect(await refusal("lista.pdf", "%PDF-1.7")).toMatch(/Spara listan som Excel/);
    expect(await refusal("trasig.xlsx", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toMatch(/kan inte läsas/);
  });

  it("refuses a file with more rows than the bound, and one larger than 2 MB", async () => {
    const rows = ["Namn", ...Array.from({ length: IMPORT_ROWS_MAX }, (_, index) => `Gäst ${index}`)];
    expect(await refusal("stor.csv", rows.join("\n"))).toBe(`Filen har fler än ${IMPORT_ROWS_MAX} rader.`);
    expect((await importFile("lagom.csv", rows.slice(0, IMPORT_ROWS_MAX).join("\n"))).households).toHaveLength(IMPORT_ROWS_MAX - 1);
    expect(await refusal("tung.csv", "Namn\n" + "x".repeat(2 * 1024 * 1024))).toBe("Filen är större än 2 MB.");
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Gäster");
    sheet.getCell("A1").value = "Namn";
    sheet.getCell(`A${IMPORT_ROWS_MAX + 1}`).value = "Långt ner";
    expect(await refusal("lang.xlsx", new Uint8Array(await workbook.xlsx.writeBuffer()))).toBe(`Filen har fler än ${IMPORT_ROWS_MAX} rader.`);
  });

  it("refuses a CSV row wider than the column bound, a quoted separator not counting, and more cells than their bound", async () => {
    const header = ["Namn", ...Array.from({ length: IMPORT_COLUMNS_MAX - 1 }, (_, index) => `Kolumn ${index}`)];
    const wide = `Filen har fler än ${IMPORT_COLUMNS_MAX} kolumner. Spara bara gästlistan i en ny fil och försök igen.`;
    expect(await refusal("bred.csv", [[...header, "En för mycket"].join(";"), "Anna Berg"].join("\n"))).toBe(wide);
    expect(await refusal("bred.csv", ["Namn;E-post", `Anna Berg${";".repeat(IMPORT_COLUMNS_MAX)}`].join("\n"))).toBe(wide);
    const quoted = await importFile("lagom.csv", [header.join(";"), `Anna Berg;"${";".repeat(IMPORT_COLUMNS_MAX)}"`].join("\n"));
    expect(quoted.households).toHaveLength(1);

    const columns = IMPORT_CELLS_MAX / IMPORT_ROWS_MAX;
    const rows = (width: number) => Array.from({ length: IMPORT_ROWS_MAX }, (_, index) => [index === 0 ? "Namn" : `Gäst ${index}`, ...Array<string>(width - 1).fill("x")].join(";"));
    expect(await refusal("celler.csv", rows(columns + 1).join("\n"))).toBe(`Filen har fler än ${IMPORT_CELLS_MAX} celler (rader gånger kolumner). Spara bara gästlistan i en ny fil och försök igen.`);
    expect((await importFile("celler.csv", rows(columns).join("\n"))).households).toHaveLength(IMPORT_ROWS_MAX - 1);
  });

  it("reports a file without a name column instead of guessing", async () => {
    const result = await importFile("fel.csv", "Produkt;Pris\nKaffe;25\n");
    expect(result.households).toEqual([]);
    expect(result.problems).toEqual([{ row: 1, code: "noNameColumn", value: "Produkt, Pris", skipped: true }]);
  });

  it("reports a CSV file whose quotes never close", async () => {
    expect(await refusal("citat.csv", 'Namn;Anteckning\nAnna;"ok\nPer;"slut')).toMatch(/CSV-filen kan inte läsas från rad/);
  });
  it("names the file's row where a stray quote opens, not the last row", async () => {
    const lines = ["Namn;E-post", ...Array.from({ length: 600 }, (_, index) => (index === 8 ? '"Anna Berg;anna@example.se' : `Gäst ${index + 2};g${index + 2}@example.se`))];
    expect(await refusal("citat.csv", `${lines.join("\n")}\n`)).toBe("CSV-filen kan inte läsas från rad 10: kontrollera citattecknen.");
  });
});
