import { describe, expect, it } from "vitest";
import {
  chooseConditionQuestion,
  conditionDraft,
  conditionQuestions,
  isConditionBroken,
  missingLanguages,
  newFormElement,
  newFormOption,
  removeOption,
  storedConditions,
  yesNoOptions,
  type ConditionDraft,
} from "./formEditing";
import type { FormElement } from "./forms";

const yes = newFormOption("yes", { sv: "Ja", en: "Yes" });
const no = newFormOption("no", { sv: "Nej", en: "No" });
const coming = newFormElement("SingleSelect", "coming", { sv: "Kommer du?", en: "Coming?" }, [yes, no]);
const name = newFormElement("ShortText", "name", { sv: "Namn", en: "Name" });
const when = (element: FormElement, questionId: string, answerId: string): FormElement => ({
  ...element,
  showConditions: [{ formElementId: questionId, formElementOptionIds: [answerId] }],
});

describe("newFormElement", () => {
  it("makes a ShortText optional and without answers", () => {
    expect(newFormElement("ShortText", "a", { sv: "Namn" }, [yes])).toEqual({ id: "a", formElementType: "ShortText", label: { sv: "Namn" }, required: false, options: [], showConditions: [] });
  });
  it("makes a SingleSelect required with the answers given", () => {
    const element = newFormElement("SingleSelect", "b", { sv: "Fråga" }, [yes, no]);
    expect(element.required).toBe(true);
    expect(element.options).toEqual([yes, no]);
  });
});

describe("yesNoOptions", () => {
  it("starts a multiple choice question with yes and no in every site language", () => {
    expect(yesNoOptions(["sv", "en", "fi"], ["y", "n"])).toEqual([
      { id: "y", text: { sv: "Ja", en: "Yes", fi: "Yes" } },
      { id: "n", text: { sv: "Nej tyvärr", en: "No", fi: "No" } },
    ]);
  });
});

describe("removeOption", () => {
  it("removes an answer but never the last one", () => {
    expect(removeOption(coming, "no").options).toEqual([yes]);
    const single = removeOption(coming, "no");
    expect(removeOption(single, "yes")).toBe(single);
  });
});

describe("show condition editing", () => {
  it("stores nothing until the toggle is on and both a question and an answer are chosen", () => {
    let draft: ConditionDraft = { on: true, questionId: null, answerId: null };
    expect(storedConditions(draft)).toEqual([]);
    draft = chooseConditionQuestion(draft, "coming");
    expect(storedConditions(draft)).toEqual([]);
    draft = { ...draft, answerId: "yes" };
    expect(storedConditions(draft)).toEqual([{ formElementId: "coming", formElementOptionIds: ["yes"] }]);
    expect(storedConditions({ ...draft, on: false })).toEqual([]);
  });
  it("clears the answer when another question is chosen, and keeps it when the same one is", () => {
    const draft = { on: true, questionId: "coming", answerId: "yes" };
    expect(chooseConditionQuestion(draft, "other")).toEqual({ on: true, questionId: "other", answerId: null });
    expect(chooseConditionQuestion(draft, "coming")).toEqual(draft);
  });
  it("reads a stored condition back as a complete draft", () => {
    expect(conditionDraft(when(name, "coming", "no"))).toEqual({ on: true, questionId: "coming", answerId: "no" });
    expect(conditionDraft(name)).toEqual({ on: false, questionId: null, answerId: null });
  });
  it("offers SingleSelect questions other than the element itself and those that depend on it", () => {
    const food = when(newFormElement("SingleSelect", "food", { sv: "Mat" }, [yes]), "coming", "yes");
    const drink = when(newFormElement("SingleSelect", "drink", { sv: "Dryck" }, [yes]), "food", "yes");
    const elements = [name, coming, food, drink];
    expect(conditionQuestions(elements, "name").map((entry) => entry.id)).toEqual(["coming", "food", "drink"]);
    expect(conditionQuestions(elements, "coming").map((entry) => entry.id)).toEqual([]);
    expect(conditionQuestions(elements, "food").map((entry) => entry.id)).toEqual(["coming"]);
  });
});

describe("isConditionBroken", () => {
  it("is false without a condition or with one whose question and answer exist", () => {
    expect(isConditionBroken([name, coming], name)).toBe(false);
    const food = when(name, "coming", "yes");
    expect(isConditionBroken([food, coming], food)).toBe(false);
  });
  it("is true when the question was deleted", () => {
    const food = when(name, "coming", "yes");
    expect(isConditionBroken([food], food)).toBe(true);
  });
  it("is true when the answer was deleted from the question", () => {
    const food = when(name, "coming", "no");
    expect(isConditionBroken([food, removeOption(coming, "no")], food)).toBe(true);
  });
  it("is true when the condition names a question that is not a SingleSelect", () => {
    const other = newFormElement("ShortText", "coming", { sv: "x" });
    const food = when(name, "coming", "yes");
    expect(isConditionBroken([food, other], food)).toBe(true);
  });
});

describe("missingLanguages", () => {
  it("lists the languages where the question or any answer lacks text", () => {
    const partly = { ...coming, options: [yes, newFormOption("maybe", { sv: "Kanske", en: " " })] };
    expect(missingLanguages(partly, ["sv", "en", "da"])).toEqual(["en", "da"]);
    expect(missingLanguages(coming, ["sv", "en"])).toEqual([]);
    expect(missingLanguages({ ...name, label: { en: "Name" } }, ["sv", "en"])).toEqual(["sv"]);
  });
});
