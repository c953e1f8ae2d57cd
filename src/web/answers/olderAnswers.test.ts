import { describe, expect, it } from "vitest";
import type { AnswerEntry, OlderAnswer } from "../../domain/answers";
import { attendanceSummary } from "../../domain/attendance";
import type { FormElement } from "../../domain/site/forms";
import { convertLegacySite } from "../../modules/legacy/convert";
import { legacySiteDocument } from "../../modules/legacy/document";
import type { SiteModule } from "../../modules/siteModule";
import { answerForms } from "./answerForms";
import { answerRows, exportRows, questionColumns, rowName, sortRows } from "./answerTable";
import { convertedFormsWithAnswers, legacyFormModules, olderAnswerEntries } from "./olderAnswers";
import { questionSummaries } from "./questionSummary";

const legacy = legacySiteDocument.parse({
  usesSiteModules: false,
  theme: "theme7",
  language: "sv",
  modules: [
    { id: "text", module: "Text", properties: [{ key: "title", value: "Välkomna" }] },
    {
      id: "rsvp",
      module: "RSVP3",
      properties: [
        { key: "title", value: "OSA" },
        { key: "customTextFieldsAbove", value: [{ id: "textField-allergies", label: "Allergier" }] },
        { key: "customMultipleRadioGroups", value: [{ id: "RadioGroup-bus", label: "Åker du buss?", options: [{ id: "RadioGroupOption-yes", label: "Ja" }, { id: "RadioGroupOption-no", label: "Nej" }] }] },
      ],
    },
    { id: "speech", module: "Speech2", properties: [{ key: "title", value: "Anmälan av tal" }, { key: "customTextFields", value: [{ id: "textField-length", label: "Hur många minuter?", mandatory: true }] }] },
  ],
});

let next = 0;
function older(firstName: string, options: { coming?: "yes" | "no" | null; bus?: string; date?: string; source?: string; allergies?: string } = {}): OlderAnswer {
  next += 1;
  return {
    _id: `older-${next}`,
    registered: { date: options.date ?? `2027-05-0${next % 9 || 1}T10:00:00.000Z`, ip: "127.0.0.1" },
    customValues:
      options.coming === null
        ? [{ id: "textField-length", label: "Hur många minuter?", type: "TextField", value: "5" }]
        : [
            { id: "textField-allergies", label: "Allergier", type: "TextField", value: options.allergies ?? "" },
            { id: "RadioGroup-bus", label: "Åker du buss?", type: "RadioGroup", value: options.bus ?? "Nej" },
          ],
    firstName,
    lastName: "Andersson",
    phone: "070-123 45 67",
    mail: "",
    weddingYesOrNo: options.coming === undefined ? "yes" : options.coming,
    source: options.source ?? (options.coming === null ? "site-form-speech" : "site-form-rsvp"),
    groupId: `group-${next}`,
  };
}

const table = (entries: AnswerEntry[], elements: FormElement[]) => {
  const columns = questionColumns(entries, elements, "sv");
  return { columns, rows: answerRows(entries, columns, "sv") };
};
const rsvpElements = (modules: SiteModule[]) => answerForms(modules, { rsvp: [], form: [] }, "sv").find((form) => form.id === "rsvp")!.elements;

describe("older answers in the answers overview", () => {
  const modules = legacyFormModules(legacy);

  it("reads a legacy site's RSVP3 and Speech2 modules as the forms they convert to", () => {
    expect(answerForms(modules, { rsvp: [], form: [] }, "sv").map(({ id, kind, title }) => ({ id, kind, title }))).toEqual([
      { id: "rsvp", kind: "rsvp", title: "OSA" },
      { id: "speech", kind: "form", title: "Anmälan av tal" },
    ]);
  });

  it("shows an RSVP person's built-in fields, then the owner's questions, then the date, in the table and the export", () => {
    const entries = olderAnswerEntries([older("Anna", { bus: "Ja", allergies: "Nötter", date: "2027-05-01T10:00:00.000Z" })], "rsvp", modules, "sv");
    const { columns, rows } = table(entries, rsvpElements(modules));
    expect(columns.map((column) => column.label)).toEqual(["Förnamn", "Efternamn", "Kommer du?", "Telefon", "E-post", "Allergier", "Åker du buss?"]);
    expect(exportRows(rows)).toEqual([["Anna", "Andersson", "Ja", "070-123 45 67", "", "Nötter", "Ja", "2027-05-01 12:00"]]);
    expect(entries[0]).toMatchObject({ formId: "rsvp", formTitle: "OSA", language: "sv", groupIdentifier: "group-1", older: true });
    // The delete button and its question name the person in full.
    expect(rowName(rows[0]!, columns)).toBe("Anna Andersson");
  });

  it("counts attendance by Kommer du?, not by a later Ja such as the bus", () => {
    const entries = olderAnswerEntries([older("Anna"), older("Erik", { coming: "no", bus: "Ja" }), older("Lisa", { bus: "Ja" })], "rsvp", modules, "sv");
    expect(attendanceSummary(entries)).toEqual({ coming: 2, notComing: 1, unknown: 0, guests: 3 });
  });

  it("sorts by Datum and counts each radio option in Frågor, an option since renamed under its own text", () => {
    const entries = olderAnswerEntries(
      [older("Anna", { date: "2027-05-02T10:00:00.000Z" }), older("Erik", { bus: "Ja", date: "2027-05-03T10:00:00.000Z" }), older("Lisa", { bus: "Ja tack", date: "2027-05-01T10:00:00.000Z" })],
      "rsvp",
      modules,
      "sv",
    );
    const { columns, rows } = table(entries, rsvpElements(modules));
    const oldestFirst = sortRows(rows, columns, { key: { by: "date" }, direction: "ascending" }, "sv");
    expect(oldestFirst.map((row) => row.cells[0])).toEqual(["Lisa", "Anna", "Erik"]);
    const bus = questionSummaries(entries, columns, "sv").find((summary) => summary.column.id === "RadioGroup-bus")!;
    expect(bus.options.map(({ text, count }) => [text, count])).toEqual([
      ["Ja", 1],
      ["Nej", 1],
      ["Ja tack", 1],
    ]);
    const coming = questionSummaries(entries, columns, "sv").find((summary) => summary.column.id === "weddingYesOrNo")!;
    expect(coming.options.map(({ text, count }) => [text, count])).toEqual([
      ["Ja", 3],
      ["Nej", 0],
    ]);
  });

  it("shows a speech sign-up under its Form, without Kommer du?", () => {
    const entries = olderAnswerEntries([older("Sara", { coming: null })], "speech", modules, "sv");
    expect(entries[0]!.formId).toBe("speech");
    const speechElements = answerForms(modules, { rsvp: [], form: [] }, "sv").find((form) => form.id === "speech")!.elements;
    const { columns, rows } = table(entries, speechElements);
    expect(columns.map((column) => column.label)).toEqual(["Förnamn", "Efternamn", "Telefon", "E-post", "Hur många minuter?"]);
    expect(rows[0]!.cells).toEqual(["Sara", "Andersson", "070-123 45 67", "", "5"]);
  });

  it("keeps answers of a module removed since as a removed form's", () => {
    const entries = olderAnswerEntries([older("Anna", { source: "site-form-gone" })], "rsvp", modules, "sv");
    const removed = answerForms(modules, { rsvp: entries, form: [] }, "sv").find((form) => form.id === "gone");
    expect(removed).toEqual({ id: "gone", kind: "rsvp", title: "", elements: [], removed: true });
    expect(table(entries, []).columns.map((column) => column.label)).toEqual(["Förnamn", "Efternamn", "Kommer du?", "Telefon", "E-post", "Allergier", "Åker du buss?"]);
  });

  it("lists a converted site's older answers in its converted RSVP, in the same columns as the newer answers", () => {
    const converted = convertLegacySite(legacy).siteModules;
    const rsvp = converted.find((module) => module.id === "rsvp")!;
    const elements = rsvpElements(converted);
    const byId = (id: string) => elements.find((element) => element.id === id)!;
    const newer: AnswerEntry = {
      _id: "newer-1",
      createdAt: "2027-05-05T10:00:00.000Z",
      language: "sv",
      groupIdentifier: "newer-group",
      formId: rsvp.id,
      formTitle: "OSA",
      formElements: [
        { formElement: byId("firstName"), value: "Nora", selectedOption: null },
        { formElement: byId("weddingYesOrNo"), value: "Nej", selectedOption: byId("weddingYesOrNo").options[1]! },
        { formElement: byId("RadioGroup-bus"), value: "Ja", selectedOption: byId("RadioGroup-bus").options[0]! },
      ],
    };
    const entries = [newer, ...olderAnswerEntries([older("Anna"), older("Erik", { coming: "no" })], "rsvp", converted, "sv")];
    expect(entries.every((entry) => entry.formId === "rsvp")).toBe(true);
    const { columns } = table(entries, elements);
    expect(columns.map((column) => column.label)).toEqual(["Förnamn", "Efternamn", "Kommer du?", "Telefon", "E-post", "Allergier", "Åker du buss?"]);
    expect(attendanceSummary(entries)).toEqual({ coming: 1, notComing: 2, unknown: 0, guests: 3 });
    const bus = questionSummaries(entries, columns, "sv").find((summary) => summary.column.id === "RadioGroup-bus")!;
    expect(bus.options.map(({ text, count }) => [text, count])).toEqual([
      ["Ja", 1],
      ["Nej", 2],
    ]);
  });

  it("asks for older lists only for converted forms that have answers", () => {
    const converted = convertLegacySite(legacy).siteModules;
    expect(convertedFormsWithAnswers(converted, ["rsvp", "speech"])).toEqual({ rsvp: true, speech: true });
    expect(convertedFormsWithAnswers(converted, ["rsvp"])).toEqual({ rsvp: true, speech: false });
    const made = converted.map((module) => (module.siteModuleType === "Rsvp" ? { ...module, form: { formElements: [{ ...module.form.formElements[0]!, id: "name" }] } } : module));
    expect(convertedFormsWithAnswers(made, ["rsvp"])).toEqual({ rsvp: false, speech: false });
  });
});
