import { describe, expect, it } from "vitest";
import { countdownDateProblem, legacyCountdownValue } from "./countdownInput";

describe("countdownDateProblem", () => {
  it("accepts a date and time from 1900-01-01 00:00 to 2099-01-01 00:00", () => {
    expect(countdownDateProblem("2026-06-13T15:00")).toBeNull();
    expect(countdownDateProblem("1900-01-01T00:00")).toBeNull();
    expect(countdownDateProblem("2099-01-01T00:00")).toBeNull();
  });

  it("refuses dates outside that range", () => {
    expect(countdownDateProblem("1899-12-31T23:59")).toBe("outOfRange");
    expect(countdownDateProblem("2099-01-01T00:01")).toBe("outOfRange");
    expect(countdownDateProblem("2150-05-01T12:00")).toBe("outOfRange");
  });

  it("asks for both parts when the field is empty or half filled", () => {
    expect(countdownDateProblem("")).toBe("incomplete");
    expect(countdownDateProblem("2026-06-13")).toBe("incomplete");
    expect(countdownDateProblem("20260-06-13T15:00")).toBe("incomplete");
  });
});

describe("legacyCountdownValue", () => {
  it("reads the trimmed date and time as one value", () => {
    expect(legacyCountdownValue(" 2027-06-12 ", "15:00 ")).toEqual({ value: "2027-06-12T15:00" });
  });

  it("names the format for anything else, and the range for a year outside it", () => {
    for (const [date, time] of [["2027-6-12", "15:00"], ["12/6 2027", "15:00"], ["2027-06-12", "15"], ["2027-06-12", "3 pm"], ["", ""]]) {
      expect(legacyCountdownValue(date!, time!), `${date} ${time}`).toEqual({ problem: "format" });
    }
    expect(legacyCountdownValue("2150-01-01", "15:00")).toEqual({ problem: "outOfRange" });
  });
});
