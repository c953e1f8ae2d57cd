import { describe, expect, it } from "vitest";
import { attendanceSummary } from "../../domain/attendance";
import { visibleAnswers, type FormAnswers } from "../../domain/site/forms";
import { questionColumns } from "./answerTable";
import { DEMO_FORM_ELEMENTS, demoEntries } from "./demoAnswers";
import { filterSummaries, questionSummaries } from "./questionSummary";

const NOW = new Date("2026-06-15T12:00:00Z");
const entries = demoEntries("sv", "OSA", NOW);
const columns = questionColumns(entries, DEMO_FORM_ELEMENTS, "sv");
const summaries = questionSummaries(entries, columns, "sv");
const summary = (id: string) => summaries.find((each) => each.column.id === id)!;

describe("the example answers", () => {
  it("are the spec's 21, newest first, before now, in sends of one to three guests", () => {
    expect(entries).toHaveLength(21);
    const times = entries.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.max(...times)).toBeLessThan(NOW.getTime());
    const sends = new Map<string, number>();
    for (const entry of entries) sends.set(entry.groupIdentifier, (sends.get(entry.groupIdentifier) ?? 0) + 1);
    expect(Math.max(...sends.values())).toBe(3);
    expect(new Set(entries.map((entry) => entry._id)).size).toBe(21);
  });

  it("classify under the yes/no rule, and the bus question (Ja tack / Nej tack) never decides", () => {
    expect(attendanceSummary(entries)).toEqual({ coming: 15, notComing: 6, unknown: 0, guests: 21 });
  });

  it("answer only what a guest would have been shown: allergies and the bus only for those coming", () => {
    for (const entry of entries) {
      const given: FormAnswers = Object.fromEntries(entry.formElements.map((answer) => [answer.formElement.id, { value: answer.value, selectedOption: answer.selectedOption?.id }]));
      const shown = visibleAnswers(DEMO_FORM_ELEMENTS, given);
      for (const answer of entry.formElements) {
        if (!(answer.formElement.id in shown)) expect(answer.value).toBe("");
      }
    }
  });

  it("have their free texts in the owner's language", () => {
    const english = demoEntries("en", "RSVP", NOW);
    expect(JSON.stringify(english)).toContain("Lactose intolerant");
    expect(JSON.stringify(entries)).toContain("Laktosintolerant");
  });
});

describe("the questions view", () => {
  it("counts each option and lists the text answers, newest first", () => {
    expect(summary("attending").options.map((option) => [option.text, option.count])).toEqual([
      ["Ja självklart!", 15],
      ["Nej tyvärr", 6],
    ]);
    expect(summary("bus")).toMatchObject({ asked: 21, answered: 15 });
    expect(summary("allergies").texts.length).toBeGreaterThan(3);
    expect(summary("name").texts.slice(0, 2).map((answer) => answer.text)).toEqual(["Anna Berg", "Johan Berg"]);
  });

  it("filters: a matching question shows whole, otherwise only the matching text answers", () => {
    expect(filterSummaries(summaries, "  ").length).toBe(summaries.length);
    expect(filterSummaries(summaries, "allergi").map((each) => each.column.id)).toEqual(["allergies"]);
    const holm = filterSummaries(summaries, "holm");
    expect(holm.map((each) => each.column.id)).toEqual(["name"]);
    expect(holm[0]!.texts.map((answer) => answer.text)).toEqual(["Mats Holm", "Lena Holm", "Elsa Holm"]);
    // An option's text keeps the question with all its counts.
    expect(filterSummaries(summaries, "nej tack").map((each) => each.column.id)).toEqual(["bus"]);
    expect(filterSummaries(summaries, "zzz")).toEqual([]);
  });
});
