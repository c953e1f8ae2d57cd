import { describe, expect, it } from "vitest";
import { countdownDigits, countdownParts, countdownUnitWord, defaultCountdownDate, zonedInstant } from "../../src/modules/countdown/countdown";

describe("defaultCountdownDate", () => {
  it("counts six months from the day it is in Stockholm, also just after midnight there", () => {
    expect(defaultCountdownDate(new Date("2026-11-22T10:00:00Z"))).toBe("2027-05-22T15:00");
    expect(defaultCountdownDate(new Date("2026-11-21T23:30:00Z"))).toBe("2027-05-22T15:00");
  });
});

describe("zonedInstant", () => {
  it("reads the date in Stockholm's time: winter UTC+1, summer UTC+2", () => {
    expect(new Date(zonedInstant("2030-01-15T15:00")!).toISOString()).toBe("2030-01-15T14:00:00.000Z");
    expect(new Date(zonedInstant("2030-07-15T15:00")!).toISOString()).toBe("2030-07-15T13:00:00.000Z");
  });
  it("reads the date in another zone when asked", () => {
    expect(new Date(zonedInstant("2030-07-15T15:00", "UTC")!).toISOString()).toBe("2030-07-15T15:00:00.000Z");
  });
  it("handles the night daylight saving time starts and ends", () => {
    expect(new Date(zonedInstant("2030-03-31T01:30")!).toISOString()).toBe("2030-03-31T00:30:00.000Z");
    expect(new Date(zonedInstant("2030-03-31T04:00")!).toISOString()).toBe("2030-03-31T02:00:00.000Z");
    expect(new Date(zonedInstant("2030-10-27T04:00")!).toISOString()).toBe("2030-10-27T03:00:00.000Z");
  });
  it("refuses what is not a datetime-local value", () => {
    expect(zonedInstant("2030-01-15 15:00")).toBeNull();
    expect(zonedInstant("")).toBeNull();
  });
});

describe("countdownParts", () => {
  const now = new Date("2030-06-01T10:00:00.000Z"); // 12:00 in Stockholm

  it("splits the time left into days, hours, minutes and seconds", () => {
    expect(countdownParts("2030-06-03T15:30", now)).toEqual({ days: 2, hours: 3, minutes: 30, seconds: 0, done: false });
    expect(countdownParts("2030-06-01T12:01", new Date("2030-06-01T10:00:01.250Z"))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 58, done: false });
  });
  it("counts across a daylight saving change in real hours", () => {
    expect(countdownParts("2030-10-27T12:00", new Date("2030-10-26T10:00:00.000Z"))).toEqual({ days: 1, hours: 1, minutes: 0, seconds: 0, done: false });
  });
  it("shows one second before the moment and zeros at it", () => {
    expect(countdownParts("2030-06-01T12:00", new Date("2030-06-01T09:59:59.000Z"))).toMatchObject({ seconds: 1, done: false });
    expect(countdownParts("2030-06-01T12:00", now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });
  it("gives zeros and done for a past, missing or unreadable date", () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
    expect(countdownParts("2020-01-01T15:00", now)).toEqual(zero);
    expect(countdownParts(null, now)).toEqual(zero);
    expect(countdownParts(undefined, now)).toEqual(zero);
    expect(countdownParts("soon", now)).toEqual(zero);
  });
  it("takes a time in ms as well as a Date", () => {
    expect(countdownParts("2030-06-02T12:00", now.getTime())).toMatchObject({ days: 1, hours: 0, done: false });
  });
});

describe("countdownUnitWord", () => {
  it("words the units in Swedish, singular for exactly 1, and says dagar rather than dygn", () => {
    expect(["days", "hours", "minutes", "seconds"].map((unit) => countdownUnitWord("sv", unit as "days", 1))).toEqual(["dag", "timme", "minut", "sekund"]);
    expect(["days", "hours", "minutes", "seconds"].map((unit) => countdownUnitWord("sv", unit as "days", 5))).toEqual(["dagar", "timmar", "minuter", "sekunder"]);
    expect(countdownUnitWord("sv", "days", 0)).toBe("dagar");
  });
  it("words the units in English and Danish", () => {
    expect(countdownUnitWord("en", "days", 1)).toBe("day");
    expect(countdownUnitWord("en", "days", 0)).toBe("days");
    expect(countdownUnitWord("en", "seconds", 42)).toBe("seconds");
    expect(countdownUnitWord("da", "days", 1)).toBe("dag");
    expect(countdownUnitWord("da", "days", 2)).toBe("dage");
    expect(countdownUnitWord("da", "hours", 3)).toBe("timer");
    expect(countdownUnitWord("da", "minutes", 1)).toBe("minut");
    expect(countdownUnitWord("da", "minutes", 10)).toBe("minutter");
  });
  it("words languages the interface does not have", () => {
    expect(countdownUnitWord("fi", "days", 1)).toBe("päivä");
    expect(countdownUnitWord("fi", "days", 3)).toBe("päivää");
    expect(countdownUnitWord("ja", "hours", 5)).toBe("時間");
    expect(countdownUnitWord("de", "minutes", 1)).toBe("Minute");
    expect(countdownUnitWord("pl", "seconds", 5)).toBe("sekund");
    expect(countdownUnitWord("pl", "seconds", 3)).toBe("sekundy");
  });
  it("does not say the number twice where a language folds it into the word", () => {
    expect(countdownUnitWord("he", "minutes", 2)).toBe(countdownUnitWord("he", "minutes", 10));
    expect(countdownUnitWord("ar", "days", 2)).not.toBe("");
  });
  it("falls back to English for a language tag Intl cannot read", () => {
    expect(countdownUnitWord("not a language", "days", 2)).toBe("days");
  });
});

describe("countdownDigits", () => {
  it("pads hours, minutes and seconds to two digits and leaves days", () => {
    expect(countdownDigits("days", 3)).toBe("3");
    expect(countdownDigits("hours", 3)).toBe("03");
    expect(countdownDigits("seconds", 59)).toBe("59");
  });
});
