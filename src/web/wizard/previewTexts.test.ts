import { describe, expect, it } from "vitest";
import { previewTexts } from "./previewTexts";

const sample = { title: "Anna & Johan", line: "Vi ses den 14 juni" };
const empty = { name1: "", name2: "", location: "", dateStart: "" };

describe("the wizard's miniature of the page's top", () => {
  it("shows the sample until names, date or place are told", () => {
    expect(previewTexts(empty, "sv", sample)).toEqual(sample);
  });

  it("shows the couple's names, and the date and place as they are told", () => {
    expect(previewTexts({ ...empty, name1: "Sara ", name2: "Jonas" }, "sv", sample).title).toBe("Sara & Jonas");
    expect(previewTexts({ ...empty, name1: "Sara" }, "sv", sample).title).toBe("Sara");
    expect(previewTexts({ ...empty, dateStart: "2026-06-13T15:00", location: "Rosendals trädgård" }, "sv", sample).line).toBe("13 juni 2026 · Rosendals trädgård");
    expect(previewTexts({ ...empty, location: "Rosendals trädgård" }, "en", sample).line).toBe("Rosendals trädgård");
  });
});
