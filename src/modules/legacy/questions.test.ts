import { describe, expect, it } from "vitest";
import { answer } from "../form/answers";
import { customValues, rsvp3Elements, speech2Elements } from "./questions";
import { rsvp3Properties, speech2Properties } from "./rsvpProperties";

const bus = { id: "RadioGroup-bus", label: "Åker du buss?", options: [{ id: "RadioGroupOption-yes", label: "Ja" }, { id: "RadioGroupOption-no", label: "Nej" }] };
const properties = (condition: unknown) =>
  rsvp3Properties.parse({
    customTextFieldsAbove: [{ id: "textField-allergies", label: "Allergier", mandatory: false }],
    customMultipleRadioGroups: [bus],
    customMultipleRadioGroupsBelow: [{ id: "RadioGroup-way", label: "Vilken resa?", options: [{ id: "RadioGroupOption-both", label: "Båda" }] }],
    customTextFieldsBelow: [{ id: "textField-stop", label: "Var kliver du på?", mandatory: true }],
    conditionShowTextFieldsBelow: condition,
  });

describe("the legacy RSVP's questions", () => {
  const elements = rsvp3Elements(properties({ question: "RadioGroup-bus", answer: "RadioGroupOption-yes" }), "sv");

  it("are the newer form's elements in the guest's order, radio groups required, text fields by their flag", () => {
    expect(elements.map((element) => [element.id, element.formElementType, element.required, element.label])).toEqual([
      ["textField-allergies", "ShortText", false, { sv: "Allergier" }],
      ["RadioGroup-bus", "SingleSelect", true, { sv: "Åker du buss?" }],
      ["RadioGroup-way", "SingleSelect", true, { sv: "Vilken resa?" }],
      ["textField-stop", "ShortText", true, { sv: "Var kliver du på?" }],
    ]);
  });

  it("send the shown questions with a radio group's chosen label; the lower block only when the condition is met", () => {
    let given = answer(elements, {}, "textField-allergies", { value: " nötter " });
    given = answer(elements, given, "RadioGroup-bus", { selectedOption: "RadioGroupOption-yes" });
    given = answer(elements, given, "RadioGroup-way", { selectedOption: "RadioGroupOption-both" });
    given = answer(elements, given, "textField-stop", { value: "Leksand" });
    expect(customValues(elements, given, "sv")).toEqual([
      { id: "textField-allergies", value: "nötter", type: "TextField", label: "Allergier" },
      { id: "RadioGroup-bus", value: "Ja", type: "RadioGroup", label: "Åker du buss?" },
      { id: "RadioGroup-way", value: "Båda", type: "RadioGroup", label: "Vilken resa?" },
      { id: "textField-stop", value: "Leksand", type: "TextField", label: "Var kliver du på?" },
    ]);
    // Answering "Nej" hides the lower block and clears what was given in it.
    given = answer(elements, given, "RadioGroup-bus", { selectedOption: "RadioGroupOption-no" });
    expect(given["RadioGroup-way"]).toBeUndefined();
    expect(customValues(elements, given, "sv").map((value) => [value.id, value.value])).toEqual([
      ["textField-allergies", "nötter"],
      ["RadioGroup-bus", "Nej"],
    ]);
  });

  it("show the lower block always when the condition names a question or answer that no longer exists, or there is none", () => {
    for (const condition of [null, { question: "RadioGroup-gone", answer: "RadioGroupOption-yes" }, { question: "RadioGroup-bus", answer: "RadioGroupOption-gone" }]) {
      const unconditioned = rsvp3Elements(properties(condition), "sv");
      expect(customValues(unconditioned, {}, "sv").map((value) => value.id)).toEqual(["textField-allergies", "RadioGroup-bus", "RadioGroup-way", "textField-stop"]);
    }
  });

  it("take the first option with the condition answer's label as the condition (labels within a group are the older product's rule)", () => {
    const twice = properties({ question: "RadioGroup-bus", answer: "RadioGroupOption-yes2" });
    twice.customMultipleRadioGroups[0]!.options.push({ id: "RadioGroupOption-yes2", label: "Ja" });
    const conditioned = rsvp3Elements(twice, "sv");
    expect(conditioned.find((element) => element.id === "textField-stop")!.showConditions).toEqual([{ formElementId: "RadioGroup-bus", formElementOptionIds: ["RadioGroupOption-yes"] }]);
  });
});

describe("the legacy speech form's questions", () => {
  it("are its text fields, required when mandatory", () => {
    const elements = speech2Elements(speech2Properties.parse({ customTextFields: [{ id: "textField-length", label: "Hur länge?", mandatory: true }] }), "sv");
    expect(customValues(elements, answer(elements, {}, "textField-length", { value: "5" }), "sv")).toEqual([{ id: "textField-length", value: "5", type: "TextField", label: "Hur länge?" }]);
    expect(elements[0]!.required).toBe(true);
  });
});
