import { describe, expect, it } from "vitest";
import type { AnswerElement } from "./answers";
import { attendanceSummary, guestAttendance, optionAttendance } from "./attendance";

const question = (id: string) => ({ id, formElementType: "SingleSelect" as const, label: { sv: id }, required: true, options: [], showConditions: [] });
const chose = (id: string, text: Record<string, string>): AnswerElement => ({ formElement: question(id), value: Object.values(text)[0]!, selectedOption: { id: `${id}-option`, text } });
const wrote = (id: string, value: string): AnswerElement => ({ formElement: { ...question(id), formElementType: "ShortText" }, value, selectedOption: null });
const guest = (...formElements: AnswerElement[]) => ({ formElements });

describe("the RSVP yes/no rule", () => {
  it("takes exactly the spec's texts, trimmed and in any case", () => {
    for (const yes of ["Ja", "Ja!", "Ja självklart!", "Yes", "Yes!", " ja ", "JA SJÄLVKLART!", "yes!"]) expect(optionAttendance({ sv: yes })).toBe("coming");
    for (const no of ["Nej", "Nej tyvärr", "Nej jag kan tyvärr inte komma", "No", "NEJ TYVÄRR", " no "]) expect(optionAttendance({ sv: no })).toBe("notComing");
  });

  it("does not guess: near misses and other wordings classify as nothing", () => {
    for (const other of ["Ja, gärna!", "Tyvärr inte", "Ja tack", "Nej, tyvärr", "Yes please", "Nope", "Jaa", ""]) expect(optionAttendance({ sv: other })).toBeNull();
  });

  it("reads every language of the option, so an English answer classifies by its Swedish text", () => {
    expect(optionAttendance({ en: "Absolutely", sv: "Ja självklart!" })).toBe("coming");
    expect(optionAttendance({ da: "Nej desværre", sv: "Nej tyvärr" })).toBe("notComing");
    expect(optionAttendance({ de: "Leider nicht", fr: "Non" })).toBeNull();
  });

  it("classifies a guest by the first question whose chosen option classifies; a later bus question does not overrule it", () => {
    expect(guestAttendance(guest(wrote("name", "Anna"), chose("attending", { sv: "Ja självklart!" }), chose("bus", { sv: "Nej" })))).toBe("coming");
    expect(guestAttendance(guest(wrote("name", "Nej"), chose("attending", { en: "No" })))).toBe("notComing");
    expect(guestAttendance(guest(wrote("name", "Bo"), chose("attending", { sv: "Kanske" })))).toBe("unknown");
    expect(guestAttendance(guest(wrote("name", "Bo")))).toBe("unknown");
  });

  it("counts coming, not coming and unknown guests, and every guest", () => {
    const entries = [
      guest(chose("attending", { sv: "Ja" })),
      guest(chose("attending", { sv: "Ja!" })),
      guest(chose("attending", { sv: "Nej tyvärr" })),
      guest(wrote("name", "Okänd")),
    ];
    expect(attendanceSummary(entries)).toEqual({ coming: 2, notComing: 1, unknown: 1, guests: 4 });
    expect(attendanceSummary([])).toEqual({ coming: 0, notComing: 0, unknown: 0, guests: 0 });
  });
});
