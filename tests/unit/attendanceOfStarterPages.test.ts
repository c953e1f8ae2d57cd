import { describe, expect, it } from "vitest";
import { guestAttendance, optionAttendance } from "../../src/domain/attendance";
import { BRANDS } from "../../src/domain/brands";
import { starterDocument } from "../../src/modules/starter/documents";
import { siteDocument } from "../../src/modules/siteDocument";
import { IMAGES, moduleOf, NOW } from "./starterFixtures";

/** Issue 10: the starter pages' attending answers are what the overview counts as coming and not coming. */
describe("the starter pages under the app's own yes/no rule", () => {
  for (const brand of BRANDS) {
    for (const language of ["sv", "da"]) {
      it(`${brand} (${language}): the first choice of the RSVP is coming or not, and no later choice overrules it`, () => {
        const rsvp = moduleOf(siteDocument.parse(starterDocument(brand, IMAGES, NOW, language)), "Rsvp");
        const [attending, ...later] = rsvp.form.formElements.filter((element) => element.formElementType === "SingleSelect");
        expect(attending!.options.map((option) => optionAttendance(option.text))).toEqual(["coming", "notComing"]);
        // A guest who answers every later question with its first option still counts by the attending answer.
        const answer = (element: typeof attending, index: number) => ({ formElement: element!, value: "", selectedOption: element!.options[index]! });
        for (const [index, expected] of [[0, "coming"], [1, "notComing"]] as const) {
          expect(guestAttendance({ formElements: [answer(attending, index), ...later.map((element) => answer(element, 0))] })).toBe(expected);
        }
      });
    }
  }
});
