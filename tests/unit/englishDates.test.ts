import { describe, expect, it } from "vitest";
import { formatStartsAt } from "../../src/web/editor/guestList/events/eventTimes";
import { previewTexts } from "../../src/web/wizard/previewTexts";

// English dates day first, as guests and couples of a Swedish or Danish occasion read them.
describe("English dates in the owner's app", () => {
  it("names an event's day before its month", () => {
    expect(formatStartsAt("2027-06-12T12:00:00.000Z", "en")).toMatch(/^Saturday,? 12 June 2027/);
  });

  it("writes the wizard's preview date day first", () => {
    const sample = { title: "", line: "" };
    expect(previewTexts({ name1: "Linnea", name2: "Oskar", location: "Ölands kyrka", dateStart: "2027-06-12T14:00" }, "en", sample).line).toBe("12 June 2027 · Ölands kyrka");
  });
});
