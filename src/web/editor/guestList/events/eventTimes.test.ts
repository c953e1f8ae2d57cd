import { describe, expect, it } from "vitest";
import { dateAndTime, endsAtOf, formatEndsAt, startsAtOf } from "./eventTimes";

describe("an event's date and time fields", () => {
  it("give back the instant they were made from, and nothing without a date", () => {
    const startsAt = startsAtOf("2027-06-12", "14:30")!;
    expect(dateAndTime(startsAt)).toEqual({ date: "2027-06-12", time: "14:30" });
    expect(startsAtOf("", "14:30")).toBeNull();
    expect(dateAndTime(null)).toEqual({ date: "", time: "" });
  });

  it("read an end without its date as the same day, or the next when its time is not after the start's", () => {
    const start = { date: "2027-06-12", time: "18:00" };
    expect(dateAndTime(endsAtOf(start, { date: "", time: "23:30" }))).toEqual({ date: "2027-06-12", time: "23:30" });
    expect(dateAndTime(endsAtOf(start, { date: "", time: "01:00" }))).toEqual({ date: "2027-06-13", time: "01:00" });
    expect(dateAndTime(endsAtOf(start, { date: "2027-06-14", time: "12:00" }))).toEqual({ date: "2027-06-14", time: "12:00" });
    expect(endsAtOf(start, { date: "2027-06-14", time: "" })).toBeNull();
  });

  it("show an end on the start's day as its time, and on another day with its date", () => {
    expect(formatEndsAt("2027-06-12T16:00:00Z", "2027-06-12T21:30:00Z", "en")).toMatch(/^–\d\d:30/);
    expect(formatEndsAt(startsAtOf("2027-06-12", "18:00")!, startsAtOf("2027-06-13", "01:00")!, "sv")).toMatch(/^ – söndag 13 juni (kl\. )?01:00$/);
  });
});
