import { describe, expect, it } from "vitest";
import { shownRsvpQuestions, showsLowerBlock } from "./answerRules";
import { rsvp3Properties } from "./rsvpProperties";

const properties = (condition: { question: string; answer: string } | null) =>
  rsvp3Properties.parse({
    customTextFieldsAbove: [{ id: "textField-name" }],
    customMultipleRadioGroups: [{ id: "RadioGroup-bus", label: "Åker du buss?", options: [{ id: "RadioGroupOption-yes", label: "Ja" }, { id: "RadioGroupOption-no", label: "Nej" }] }],
    customMultipleRadioGroupsBelow: [{ id: "RadioGroup-way", options: [{ id: "RadioGroupOption-both", label: "Båda" }] }],
    customTextFieldsBelow: [{ id: "textField-stop", mandatory: true }],
    conditionShowTextFieldsBelow: condition,
  });
const answered = (bus?: string) => new Map(bus === undefined ? [] : [["RadioGroup-bus", bus]]);

describe("the legacy RSVP's lower block", () => {
  it("shows when the answer to the condition question is the condition answer's label", () => {
    const conditioned = properties({ question: "RadioGroup-bus", answer: "RadioGroupOption-yes" });
    expect(showsLowerBlock(conditioned, answered("Ja"))).toBe(true);
    expect(showsLowerBlock(conditioned, answered("Nej"))).toBe(false);
    expect(showsLowerBlock(conditioned, answered("RadioGroupOption-yes")), "the option's id is not its label").toBe(false);
    expect(showsLowerBlock(conditioned, answered())).toBe(false);
    expect(shownRsvpQuestions(conditioned, answered("Nej")).map((question) => question.field.id)).toEqual(["textField-name", "RadioGroup-bus"]);
    expect(shownRsvpQuestions(conditioned, answered("Ja")).map((question) => question.field.id)).toEqual(["textField-name", "RadioGroup-bus", "RadioGroup-way", "textField-stop"]);
  });

  it("always shows without a condition, or when its question or answer no longer exists", () => {
    expect(showsLowerBlock(properties(null), answered())).toBe(true);
    expect(showsLowerBlock(properties({ question: "RadioGroup-gone", answer: "RadioGroupOption-yes" }), answered("Nej"))).toBe(true);
    expect(showsLowerBlock(properties({ question: "RadioGroup-bus", answer: "RadioGroupOption-gone" }), answered("Nej"))).toBe(true);
  });
});
