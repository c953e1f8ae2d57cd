import { describe, expect, it } from "vitest";
import type { LegacyRadioGroup } from "../rsvpProperties";
import { isLowerConditionMissing, lowerConditionDraft, storedLowerCondition, withConditionQuestion } from "./condition";

const bus: LegacyRadioGroup = { id: "RadioGroupBus", label: "Åker du buss?", options: [{ id: "RadioGroupOptionYes", label: "Ja" }, { id: "RadioGroupOptionNo", label: "Nej" }] };
const food: LegacyRadioGroup = { id: "RadioGroupFood", label: "Äter du kött?", options: [{ id: "RadioGroupOptionMeat", label: "Ja" }] };
const groups = [bus, food];

describe("the lower block's condition", () => {
  it("is stored only when the toggle is on and both a question and an answer are chosen", () => {
    expect(storedLowerCondition({ on: true, question: bus.id, answer: "RadioGroupOptionYes" })).toEqual({ question: bus.id, answer: "RadioGroupOptionYes" });
    expect(storedLowerCondition({ on: true, question: bus.id, answer: null })).toBeNull();
    expect(storedLowerCondition({ on: true, question: null, answer: null })).toBeNull();
    expect(storedLowerCondition({ on: false, question: bus.id, answer: "RadioGroupOptionYes" })).toBeNull();
  });

  it("clears the answer when the owner chooses another question, and keeps it when the same one is chosen again", () => {
    const draft = { on: true, question: bus.id, answer: "RadioGroupOptionYes" };
    expect(withConditionQuestion(draft, food.id)).toEqual({ on: true, question: food.id, answer: null });
    expect(withConditionQuestion(draft, bus.id)).toEqual(draft);
  });

  it("opens a stored condition as it was, and one without a condition switched off", () => {
    expect(lowerConditionDraft({ customMultipleRadioGroups: groups, conditionShowTextFieldsBelow: { question: bus.id, answer: "RadioGroupOptionNo" } })).toEqual({
      on: true,
      question: bus.id,
      answer: "RadioGroupOptionNo",
    });
    expect(lowerConditionDraft({ customMultipleRadioGroups: groups, conditionShowTextFieldsBelow: null })).toEqual({ on: false, question: null, answer: null });
  });

  it("leaves a question or answer that no longer exists unchosen", () => {
    expect(lowerConditionDraft({ customMultipleRadioGroups: groups, conditionShowTextFieldsBelow: { question: "RadioGroupGone", answer: "RadioGroupOptionYes" } })).toEqual({
      on: true,
      question: null,
      answer: null,
    });
    expect(lowerConditionDraft({ customMultipleRadioGroups: groups, conditionShowTextFieldsBelow: { question: bus.id, answer: "RadioGroupOptionGone" } })).toEqual({
      on: true,
      question: bus.id,
      answer: null,
    });
  });

  it("is missing when its question or answer no longer exists among the upper radio groups", () => {
    expect(isLowerConditionMissing({ customMultipleRadioGroups: groups, conditionShowTextFieldsBelow: { question: bus.id, answer: "RadioGroupOptionYes" } })).toBe(false);
    expect(isLowerConditionMissing({ customMultipleRadioGroups: groups, conditionShowTextFieldsBelow: null })).toBe(false);
    expect(isLowerConditionMissing({ customMultipleRadioGroups: [food], conditionShowTextFieldsBelow: { question: bus.id, answer: "RadioGroupOptionYes" } })).toBe(true);
    expect(isLowerConditionMissing({ customMultipleRadioGroups: groups, conditionShowTextFieldsBelow: { question: bus.id, answer: "RadioGroupOptionMeat" } })).toBe(true);
  });
});
