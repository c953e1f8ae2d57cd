import { describe, expect, it } from "vitest";
import { LEGACY_RADIO_GROUP_LABEL, LEGACY_TEXT_FIELD_LABEL, legacyRadioGroup, legacyTextField } from "../rsvpProperties";
import { labelAfterBlur, newRadioGroup, newTextField, withNewOption, withoutOption } from "./questionLists";

describe("the legacy question lists", () => {
  it("gives a new text field the spec's id prefix and label, not mandatory", () => {
    const field = newTextField();
    expect(field.id).toMatch(/^textField./);
    expect(legacyTextField.parse(field)).toEqual({ id: field.id, label: LEGACY_TEXT_FIELD_LABEL, mandatory: false });
  });

  it("starts a new radio group with the answers Ja and Nej", () => {
    const group = legacyRadioGroup.parse(newRadioGroup());
    expect(group.id).toMatch(/^RadioGroup./);
    expect(group.label).toBe(LEGACY_RADIO_GROUP_LABEL);
    expect(group.options.map((option) => option.label)).toEqual(["Ja", "Nej"]);
    expect(group.options.every((option) => option.id.startsWith("RadioGroupOption"))).toBe(true);
  });

  it("never gives two new questions or answers the same id", () => {
    const groups = Array.from({ length: 50 }, () => withNewOption(newRadioGroup()));
    const ids = [...groups.flatMap((group) => [group.id, ...group.options.map((option) => option.id)]), ...Array.from({ length: 50 }, () => newTextField().id)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("adds a new answer labelled Nytt svar at the end", () => {
    const group = withNewOption(newRadioGroup());
    expect(group.options.map((option) => option.label)).toEqual(["Ja", "Nej", "Nytt svar"]);
  });

  it("removes an answer but keeps the last one", () => {
    const group = newRadioGroup();
    const one = withoutOption(group, group.options[0]!.id);
    expect(one.options.map((option) => option.label)).toEqual(["Nej"]);
    expect(withoutOption(one, one.options[0]!.id)).toEqual(one);
  });

  it("puts an emptied label back to the one the field had when entered", () => {
    expect(labelAfterBlur("  ", "Åker du buss?")).toBe("Åker du buss?");
    expect(labelAfterBlur("Åker du tåg?", "Åker du buss?")).toBe("Åker du tåg?");
  });
});
