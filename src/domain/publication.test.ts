import { describe, expect, it } from "vitest";
import { addMonths, isPublished, nextExpiry, publicationState } from "./publication";

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("nextExpiry", () => {
  it("starts the first period today", () => {
    expect(nextExpiry(null, day("2026-11-23"), 18)).toEqual(day("2028-05-23"));
  });
  it("adds to a running period's end", () => {
    expect(nextExpiry(day("2027-03-01"), day("2026-11-23"), 12)).toEqual(day("2028-03-01"));
  });
  it("adds to today when the period has ended", () => {
    expect(nextExpiry(day("2025-01-01"), day("2026-11-23"), 12)).toEqual(day("2027-11-23"));
  });
});

describe("addMonths", () => {
  it("clamps to the end of a shorter month", () => {
    expect(addMonths(day("2027-01-31"), 1)).toEqual(day("2027-02-28"));
  });
});

describe("isPublished", () => {
  it("needs the active flag and an unexpired period", () => {
    const now = day("2026-11-23");
    expect(isPublished({ active: true, activeExpireDate: day("2026-12-01") }, now)).toBe(true);
    expect(isPublished({ active: true, activeExpireDate: day("2026-11-01") }, now)).toBe(false);
    expect(isPublished({ active: false, activeExpireDate: day("2027-01-01") }, now)).toBe(false);
  });
});

describe("publicationState", () => {
  it("tells a never published site from an expired one", () => {
    const now = day("2026-11-23");
    expect(publicationState({ active: true, activeExpireDate: day("2026-12-01") }, now)).toBe("published");
    expect(publicationState({ active: true, activeExpireDate: day("2026-11-23") }, now)).toBe("expired");
    expect(publicationState({ active: false, activeExpireDate: null }, now)).toBe("unpublished");
  });
});
