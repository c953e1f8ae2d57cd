import { describe, expect, it } from "vitest";
import { householdsFromRows } from "../../src/domain/guestList/importHouseholds";
import { importText } from "../../src/domain/guestList/importTexts";
import { GUESTS_PER_HOUSEHOLD } from "../../src/domain/guestList/limits";

const CEREMONY = "3f1c2a9e-8d4b-4c1a-9f0e-1a2b3c4d5e6f";
const DINNER = "7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d";
const options = {
  languages: ["sv", "en"],
  events: [
    { id: CEREMONY, name: { sv: "Vigsel", en: "Ceremony" } },
    { id: DINNER, name: { sv: "Middag", en: "Dinner" } },
  ],
};
const names = (result: ReturnType<typeof householdsFromRows>) => result.households.map((household) => [household.name, household.guests.map((guest) => guest.name)]);

describe("households from a guest list's rows", () => {
  it("groups by the household column, and names a household from it", () => {
    const result = householdsFromRows(
      [
        ["Namn", "Hushåll", "E-post"],
        ["Anna Berg", "Bergs", "anna@example.se"],
        ["Ek Olsson", "Olssons", "anna@example.se"],
        ["Per Berg", "bergs", ""],
      ],
      options,
    );
    expect(names(result)).toEqual([
      ["Bergs", ["Anna Berg", "Per Berg"]],
      ["Olssons", ["Ek Olsson"]],
    ]);
    expect(result.households[1]!.mail).toBe("anna@example.se");
  });

  it("without a household, groups rows sharing an e-mail address or an address, else one household per row", () => {
    const result = householdsFromRows(
      [
        ["Förnamn", "Efternamn", "E-post", "Adress", "Postnummer", "Ort"],
        ["Anna", "Berg", "Berg@Example.se", "", "", ""],
        ["Per", "Berg", "berg@example.se", "Ån 2", "222 22", "Lund"],
        ["Sixten", "Berg", "", "ån 2", "22222", "LUND"],
        ["Olle", "Ek", "", "Ån 2", "222 22", "Malmö"],
        ["Kim", "Sand", "", "", "", ""],
        ["Alex", "Lo", "", "", "", ""],
      ],
      options,
    );
    expect(names(result)).toEqual([
      ["Familjen Berg", ["Anna Berg", "Per Berg", "Sixten Berg"]],
      ["Olle Ek", ["Olle Ek"]],
      ["Kim Sand", ["Kim Sand"]],
      ["Alex Lo", ["Alex Lo"]],
    ]);
    expect(result.problems).toEqual([
      { row: 3, code: "mergedSameMail", value: 2, skipped: false },
      { row: 4, code: "mergedSameAddress", value: 2, skipped: false },
    ]);
  });

  it("joins two households when a later row shares the e-mail address of one and the address of the other", () => {
    const result = householdsFromRows(
      [
        ["Namn", "E-post", "Adress"],
        ["Bo Ek", "", "Ån 2"],
        ["Kim Sand", "", ""],
        ["Lo Sund", "lo@example.se", ""],
        ["Mo Lind", "lo@example.se", "Ån 2"],
      ],
      options,
    );
    expect(names(result)).toEqual([
      ["Bo Ek, Lo Sund och Mo Lind", ["Bo Ek", "Lo Sund", "Mo Lind"]],
      ["Kim Sand", ["Kim Sand"]],
    ]);
    expect(result.households[0]!.mail).toBe("lo@example.se");
  });

  it("joins the guests' names in the household's language when they do not share a last name", () => {
    const result = householdsFromRows(
      [
        ["Name", "Household", "Language"],
        ["Sam Ek", "", "English"],
        ["Sam Ek", "", ""],
        ["Bo Ek", "x", ""],
        ["Lo Sund", "x", "en"],
        ["Ida Ström", "y", ""],
        ["Kai Lund", "y", ""],
        ["Tor Berg", "y", "sv"],
      ],
      { languages: ["sv", "en"] },
    );
    expect(result.households.map((household) => [household.name, household.language])).toEqual([
      ["Sam Ek", "en"],
      ["Sam Ek", "sv"],
      ["x", "en"],
      ["y", "sv"],
    ]);
    const unnamed = householdsFromRows([["Name", "E-mail", "Language"], ["Sam Ek", "a@b.se", "en"], ["Lo Sund", "a@b.se", ""], ["Kai Lund", "a@b.se", ""]], options);
    expect(unnamed.households.map((household) => household.name)).toEqual(["Sam Ek, Lo Sund and Kai Lund"]);
  });

  it("leaves out rows without a name, keeps one with a bad e-mail address without it, with their row numbers, and notes duplicates", () => {
    const result = householdsFromRows(
      [
        ["Gästlista"],
        [],
        ["Namn", "E-post", "Hushåll"],
        ["Anna Berg", "anna@example.se", "Bergs"],
        ["", "per@example.se", "Bergs"],
        ["Per Berg", "per@", "Bergs"],
        [],
        ["anna berg", "", "Bergs"],
        ["Anna Berg", "", "Andra Berg"],
        ["Per Berg", "per@example.se", "Bergs"],
      ],
      options,
    );
    expect(names(result)).toEqual([
      ["Bergs", ["Anna Berg", "Per Berg"]],
      ["Andra Berg", ["Anna Berg"]],
    ]);
    expect(result.households[0]!.mail).toBe("anna@example.se");
    expect(result.problems).toEqual([
      { row: 5, code: "noName", skipped: true },
      { row: 6, code: "badMail", value: "per@", skipped: false },
      { row: 8, code: "duplicateGuest", value: "anna berg", skipped: true },
      { row: 9, code: "sameNameElsewhere", value: "Anna Berg", skipped: false },
      { row: 10, code: "duplicateGuest", value: "Per Berg", skipped: true },
    ]);
  });

  it("reads children, groups as tags, notes, phone, and invitations from columns named after the site's events", () => {
    const result = householdsFromRows(
      [
        ["NAMN", "barn", "Grupp", "Anteckning", "Telefon", "vigsel", "Dinner", "Bord", "Adress"],
        ["Anna Berg", "nej", "Brudens, Vänner", "Vegan", "070-1", "x", "", "3", "Ån 2"],
        ["Lilla Berg", "Ja", "Vänner; Barn", "", "", "X", "ja", "3", "Ån 2"],
        ["Lo Berg", "kanske", "", "Vegan", "", "", "1", "", "Ån 2"],
      ],
      options,
    );
    expect(result.ignoredColumns).toEqual(["Bord"]);
    expect(result.households).toEqual([
      {
        name: "Familjen Berg",
        mail: null,
        phone: "070-1",
        address: "Ån 2",
        addressCountry: null,
        language: "sv",
        note: "Vegan",
        tags: ["Brudens", "Vänner", "Barn"],
        guests: [
          { name: "Anna Berg", child: false },
          { name: "Lilla Berg", child: true },
          { name: "Lo Berg", child: false },
        ],
        eventIds: [CEREMONY, DINNER],
      },
    ]);
    expect(result.problems).toEqual([
      { row: 3, code: "mergedSameAddress", value: 2, skipped: false },
      { row: 4, code: "unclearYesNo", value: "kanske", skipped: false },
      { row: 4, code: "mergedSameAddress", value: 2, skipped: false },
    ]);
  });

  it("keeps a household within its bound of guests and reports the rows past it", () => {
    const rows = [["Namn", "Hushåll"], ...Array.from({ length: GUESTS_PER_HOUSEHOLD + 2 }, (_, index) => [`Gäst ${index + 1}`, "Stora"])];
    const result = householdsFromRows(rows, options);
    expect(result.households[0]!.guests).toHaveLength(GUESTS_PER_HOUSEHOLD);
    expect(result.problems.map((problem) => [problem.row, problem.code])).toEqual([
      [GUESTS_PER_HOUSEHOLD + 2, "householdFull"],
      [GUESTS_PER_HOUSEHOLD + 3, "householdFull"],
    ]);
  });

  it("reports a language the site does not have and uses the site's first", () => {
    const result = householdsFromRows([["Namn", "Språk"], ["Anna Berg", "Tyska"]], options);
    expect(result.households[0]!.language).toBe("sv");
    expect(result.problems).toEqual([{ row: 2, code: "unknownLanguage", value: "Tyska", skipped: false }]);
  });
  it("never merges households whose names differ only by an accent, and shows every merge among the notes", () => {
    const result = householdsFromRows(
      [
        ["Namn", "Hushåll", "E-post", "Vigsel", "Middag"],
        ["Per Jonsson", "Familjen Jonsson", "per@jonsson.se", "x", ""],
        ["Eva Jonsson", "Familjen Jonsson", "", "x", ""],
        ["Lars Jönsson", "Familjen Jönsson", "lars@jonsson.se", "x", "x"],
        ["Kia Jönsson", "familjen  jönsson", "", "x", "x"],
        ["Bo Ek", "", "bo@ek.se", "x", ""],
        ["Lo Ek", "", "BO@ek.se", "x", ""],
      ],
      options,
    );
    expect(result.households.map((household) => [household.name, household.mail, household.guests.length, household.eventIds])).toEqual([
      ["Familjen Jonsson", "per@jonsson.se", 2, [CEREMONY]],
      ["Familjen Jönsson", "lars@jonsson.se", 2, [CEREMONY, DINNER]],
      ["Familjen Ek", "bo@ek.se", 2, [CEREMONY]],
    ]);
    expect(result.problems).toEqual([
      { row: 5, code: "mergedSpelling", value: 4, skipped: false },
      { row: 7, code: "mergedSameMail", value: 6, skipped: false },
    ]);
    expect(importText("mergedSameMail", "sv", 6)).toBe("Samma e-postadress som rad 6: gästen läggs i samma hushåll.");
  });

  it("keeps the postal address, and keeps a guest whose e-mail address is mistyped, without it", () => {
    const result = householdsFromRows(
      [
        ["Namn", "E-post", "Adress", "Postnummer", "Ort"],
        ["Anna Berg", "anna@example", "Storgatan 1", "111 22", "Stockholm"],
        ["Per Berg", "", "Storgatan 1", "111 22", "Stockholm"],
        ["Kim Sand", "kim@example.se", "", "", "Lund"],
      ],
      options,
    );
    expect(result.households.map((household) => [household.name, household.mail, household.address, household.guests.length])).toEqual([
      ["Familjen Berg", null, "Storgatan 1\n111 22 Stockholm", 2],
      ["Kim Sand", "kim@example.se", "Lund", 1],
    ]);
    expect(result.problems).toEqual([
      { row: 2, code: "badMail", value: "anna@example", skipped: false },
      { row: 3, code: "mergedSameAddress", value: 2, skipped: false },
    ]);
    expect(importText("badMail", "sv", "anna@example")).toBe("”anna@example” är ingen e-postadress; gästen läggs till utan e-post.");
  });
});
