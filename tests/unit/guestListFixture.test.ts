import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { readGuestFile } from "../../src/domain/guestList/importFile";
import { householdsFromRows } from "../../src/domain/guestList/importHouseholds";

/** The 40-guest list the browser journey imports, as CSV (Swedish Excel's semicolons, UTF-8 BOM) and as .xlsx. */
async function importFixture(fileName: string) {
  const bytes = new Uint8Array(await readFile(new URL(`../fixtures/guest-list/${fileName}`, import.meta.url)));
  return householdsFromRows(await readGuestFile(bytes, fileName), { languages: ["sv", "en"] });
}

describe("the 40-guest fixture", () => {
  it("makes the same 20 households of 40 guests from either file, with nothing left out on a site in Swedish and English", async () => {
    const csv = await importFixture("guests-40.csv");
    const xlsx = await importFixture("guests-40.xlsx");
    expect(xlsx).toEqual(csv);
    // Nothing left out; the rows merged by a shared e-mail address or address are noted.
    expect(csv.problems.filter((problem) => problem.skipped)).toEqual([]);
    expect(csv.problems.map((problem) => problem.code)).toEqual(["mergedSameMail", "mergedSameAddress", "mergedSameMail", "mergedSameAddress", "mergedSameAddress", "mergedSameMail", "mergedSameMail", "mergedSameMail", "mergedSameMail"]);
    expect(csv.ignoredColumns).toEqual([]);
    expect(csv.households.flatMap((household) => household.guests)).toHaveLength(40);
    expect(csv.households.flatMap((household) => household.guests).filter((guest) => guest.child)).toHaveLength(7);
    expect(csv.households.map((household) => household.name)).toEqual([
      "Familjen Berg",
      "Familjen Sund",
      "Mormor Greta",
      "The Millers",
      "Lina Öberg och Erik Holm",
      "Sofia Lind",
      "Familjen Ek",
      "Ida Ström och Oskar Nyström",
      "Hanna Dahl",
      "Familjen Wik",
      "Mats Lund",
      "Familjen Ali",
      "Familjen Sjöberg",
      "Familien Jensen",
      "Gustav Blom",
      "Falk och Nord",
      "Familjen Lindqvist",
      "Familjen Hult",
      "Klara Ros",
      "Viktor Strand",
    ]);
    expect(csv.households.filter((household) => household.language === "en").map((household) => household.name)).toEqual(["The Millers", "Familien Jensen"]);
  });
});
