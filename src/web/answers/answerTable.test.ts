import { describe, expect, it } from "vitest";
import type { AnswerElement, AnswerEntry } from "../../domain/answers";
import type { FormElement } from "../../domain/site/forms";
import { answerRows, exportRows, questionColumns, rowName, sortRows, type SortOrder } from "./answerTable";

const name: FormElement = { id: "name", formElementType: "ShortText", label: { sv: "Namn", en: "Name" }, required: true, options: [], showConditions: [] };
const attending: FormElement = {
  id: "attending",
  formElementType: "SingleSelect",
  label: { sv: "Kommer du?", en: "Coming?" },
  required: true,
  options: [
    { id: "yes", text: { sv: "Ja självklart!", en: "Yes!" } },
    { id: "no", text: { sv: "Nej tyvärr", en: "No" } },
  ],
  showConditions: [],
};
const guests: FormElement = { id: "guests", formElementType: "ShortText", label: { sv: "Antal barn" }, required: false, options: [], showConditions: [] };

const wrote = (element: FormElement, value: string): AnswerElement => ({ formElement: element, value, selectedOption: null });
const chose = (optionId: string, language: "sv" | "en"): AnswerElement => {
  const option = attending.options.find((each) => each.id === optionId)!;
  return { formElement: attending, value: option.text[language]!, selectedOption: option };
};
let next = 0;
const entry = (createdAt: string, language: string, ...formElements: AnswerElement[]): AnswerEntry => ({
  _id: `answer-${++next}`,
  createdAt,
  language,
  groupIdentifier: `group-${next}`,
  formId: "rsvp",
  formTitle: "OSA",
  formElements,
});

const entries = [
  entry("2026-05-03T10:00:00.000Z", "en", wrote(name, "Bea"), chose("yes", "en"), wrote(guests, "10")),
  entry("2026-05-01T10:00:00.000Z", "sv", wrote(name, "Åke"), chose("no", "sv"), wrote(guests, "")),
  entry("2026-05-02T10:00:00.000Z", "sv", wrote(name, "adam"), chose("yes", "sv"), wrote(guests, "9")),
];

describe("the answers table", () => {
  it("has a column per question, in the form's order, labelled as last asked; deleted questions follow", () => {
    const renamed = { ...name, label: { sv: "Ditt namn" } };
    const later = entry("2026-06-01T10:00:00.000Z", "sv", wrote(renamed, "Cilla"), chose("yes", "sv"));
    const columns = questionColumns([...entries, later], [attending, name], "sv");
    expect(columns.map((column) => [column.id, column.label])).toEqual([
      ["attending", "Kommer du?"],
      ["name", "Ditt namn"],
      ["guests", "Antal barn"],
    ]);
  });

  it("shows a chosen option in the owner's language whatever language the guest answered in", () => {
    const columns = questionColumns(entries, [name, attending, guests], "sv");
    expect(answerRows(entries, columns, "sv").map((row) => row.cells)).toEqual([
      ["Bea", "Ja självklart!", "10"],
      ["Åke", "Nej tyvärr", ""],
      ["adam", "Ja självklart!", "9"],
    ]);
    expect(answerRows(entries, columns, "en")[1]!.cells[1]).toBe("No");
  });

  it("sorts by date either way, and by a question's text in the language's collation with numbers as numbers", () => {
    const columns = questionColumns(entries, [name, attending, guests], "sv");
    const rows = answerRows(entries, columns, "sv");
    const names = (order: SortOrder) => sortRows(rows, columns, order, "sv").map((row) => row.cells[0]);
    expect(names({ key: { by: "date" }, direction: "descending" })).toEqual(["Bea", "adam", "Åke"]);
    expect(names({ key: { by: "date" }, direction: "ascending" })).toEqual(["Åke", "adam", "Bea"]);
    // Swedish puts Å after the Latin letters; case does not matter.
    expect(names({ key: { by: "question", id: "name" }, direction: "ascending" })).toEqual(["adam", "Bea", "Åke"]);
    expect(names({ key: { by: "question", id: "name" }, direction: "descending" })).toEqual(["Åke", "Bea", "adam"]);
    // 9 before 10; the empty answer last in both directions.
    expect(names({ key: { by: "question", id: "guests" }, direction: "ascending" })).toEqual(["adam", "Bea", "Åke"]);
    expect(names({ key: { by: "question", id: "guests" }, direction: "descending" })).toEqual(["Bea", "adam", "Åke"]);
    expect(names({ key: { by: "language" }, direction: "ascending" })).toEqual(["Bea", "adam", "Åke"]);
  });

  it("names a row by its first text answer, and exports the answers with the date last", () => {
    const columns = questionColumns(entries, [attending, name], "sv");
    const rows = answerRows(entries, columns, "sv");
    expect(rowName(rows[0]!, columns)).toBe("Bea");
    expect(exportRows(rows.slice(1, 2))).toEqual([["Nej tyvärr", "Åke", "", "2026-05-01 12:00"]]);
  });

  it("sorts 2,000 rows by a question quickly enough to feel immediate", () => {
    const many = Array.from({ length: 2000 }, (_, index) =>
      entry(new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(), "sv", wrote(name, `Gäst ${(index * 7919) % 2000}`), chose(index % 3 ? "yes" : "no", "sv")),
    );
    const columns = questionColumns(many, [name, attending], "sv");
    const started = performance.now();
    const rows = answerRows(many, columns, "sv");
    const sorted = sortRows(rows, columns, { key: { by: "question", id: "name" }, direction: "ascending" }, "sv");
    expect(performance.now() - started).toBeLessThan(500);
    expect(sorted.slice(0, 3).map((row) => row.cells[0])).toEqual(["Gäst 0", "Gäst 1", "Gäst 2"]);
  });
});
