import { describe, expect, it } from "vitest";
import { dateAndTime, startsAtOf } from "./eventTimes";

describe("an event's date and time fields", () => {
  it("give back the instant they were made from, and nothing without a date", () => {
    const startsAt = startsAtOf("2027-06-12", "14:30")!;
    expect(dateAndTime(startsAt)).toEqual({ date: "2027-06-12", time: "14:30" });
    expect(startsAtOf("", "14:30")).toBeNull();
    expect(dateAndTime(null)).toEqual({ date: "", time: "" });
  });
});
