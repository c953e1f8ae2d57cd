import { describe, expect, it } from "vitest";
import { formElement, isElementRequired, isElementVisible, visibleAnswers, type FormElement } from "../../src/domain/site/forms";
import { checkAnswers } from "../../src/domain/site/submissions";
import { answer, toSent } from "../../src/modules/form/answers";

const el = (input: Parameters<typeof formElement.parse>[0]): FormElement => formElement.parse(input);

const coming = el({ id: "coming", formElementType: "SingleSelect", label: { sv: "Kommer du?" }, options: [{ id: "yes", text: { sv: "Ja" } }, { id: "no", text: { sv: "Nej" } }] });
const food = el({
  id: "food",
  formElementType: "SingleSelect",
  label: { sv: "Mat" },
  options: [{ id: "meat", text: { sv: "Kött" } }, { id: "veg", text: { sv: "Vegetariskt" } }],
  showConditions: [{ formElementId: "coming", formElementOptionIds: ["yes"] }],
});
const allergy = el({
  id: "allergy",
  formElementType: "ShortText",
  label: { sv: "Allergier" },
  required: true,
  showConditions: [{ formElementId: "food", formElementOptionIds: ["veg", "meat"] }],
});
const name = el({ id: "name", formElementType: "ShortText", label: { sv: "Namn" } });
const form = [name, coming, food, allergy];

describe("isElementVisible", () => {
  it("shows an element without a condition", () => {
    expect(isElementVisible(name, {})).toBe(true);
  });
  it("shows a conditioned element only when the first listed option of the first condition is selected", () => {
    expect(isElementVisible(food, {})).toBe(false);
    expect(isElementVisible(food, { coming: { selectedOption: "no" } })).toBe(false);
    expect(isElementVisible(food, { coming: { selectedOption: "yes" } })).toBe(true);
    expect(isElementVisible(allergy, { food: { selectedOption: "meat" } })).toBe(false);
    expect(isElementVisible(allergy, { food: { selectedOption: "veg" } })).toBe(true);
  });
  it("hides an element whose condition lists no option", () => {
    const odd = el({ id: "odd", formElementType: "ShortText", showConditions: [{ formElementId: "coming", formElementOptionIds: [] }] });
    expect(isElementVisible(odd, { coming: { selectedOption: "yes" } })).toBe(false);
  });
});

describe("isElementRequired", () => {
  it("always requires a SingleSelect and a ShortText only by its flag", () => {
    expect(isElementRequired(coming)).toBe(true);
    expect(isElementRequired(name)).toBe(false);
    expect(isElementRequired(allergy)).toBe(true);
  });
});

describe("visibleAnswers", () => {
  it("drops the answers of hidden elements, through chains of conditions", () => {
    const given = { coming: { selectedOption: "no" }, food: { selectedOption: "veg" }, allergy: { value: "nötter" } };
    expect(visibleAnswers(form, given)).toEqual({ name: {}, coming: { selectedOption: "no" } });
  });
  it("keeps answers while their conditions hold", () => {
    const given = { coming: { selectedOption: "yes" }, food: { selectedOption: "veg" }, allergy: { value: "nötter" } };
    expect(visibleAnswers(form, given)).toEqual({ name: {}, ...given });
  });
});

describe("the guest form's answers", () => {
  it("clears answers that become hidden when the guest changes an answer", () => {
    let answers = answer(form, {}, "coming", { selectedOption: "yes" });
    answers = answer(form, answers, "food", { selectedOption: "veg" });
    answers = answer(form, answers, "allergy", { value: "nötter" });
    answers = answer(form, answers, "coming", { selectedOption: "no" });
    expect(answers.food).toBeUndefined();
    expect(answers.allergy).toBeUndefined();
  });
  it("sends every element, hidden ones empty, and a chosen option with its text", () => {
    const sent = toSent(form, { name: { value: "Anna" }, coming: { selectedOption: "no" }, food: { selectedOption: "veg" } }, "sv");
    expect(sent.map(({ formElement, value, selectedOption }) => [formElement.id, value, selectedOption])).toEqual([
      ["name", "Anna", null],
      ["coming", "Nej", "no"],
      ["food", "", null],
      ["allergy", "", null],
    ]);
  });
});

describe("checkAnswers", () => {
  const sent = (id: string, value: string | null, selectedOption: string | null = null) => ({ formElement: { id }, value, selectedOption });
  it("accepts complete answers and stores hidden elements empty", () => {
    const result = checkAnswers(form, [sent("name", "Anna"), sent("coming", "whatever", "no"), sent("food", "Kött", "meat"), sent("allergy", "nötter")], "sv");
    expect(result.problems).toEqual([]);
    expect(result.answers.map((a) => [a.formElement.id, a.value, a.selectedOption])).toEqual([
      ["name", "Anna", null],
      ["coming", "Nej", "no"],
      ["food", "", null],
      ["allergy", "", null],
    ]);
  });
  it("names missing required answers, unknown elements and unknown options", () => {
    const result = checkAnswers(form, [sent("coming", "", "yes"), sent("food", "", "fish"), sent("ghost", "boo")], "sv");
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { kind: "unknownElement", elementId: "ghost" },
        { kind: "unknownOption", elementId: "food" },
        { kind: "missingAnswer", elementId: "food" },
      ]),
    );
  });
  it("treats a visible required element that was not sent as missing", () => {
    expect(checkAnswers(form, [sent("name", "Anna")], "sv").problems).toEqual([{ kind: "missingAnswer", elementId: "coming" }]);
  });
});
