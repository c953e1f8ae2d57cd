import { describe, expect, it } from "vitest";
import { dayMode, type TimedEvent } from "../../src/domain/guestList/dayMode";

const ZONE = "Europe/Stockholm";
const at = (iso: string) => Date.parse(iso);

/** A June weekend (UTC+2): Friday's drinks, Saturday's ceremony and a dinner to 02:00, Sunday's brunch with no end said. */
const WEEKEND: TimedEvent[] = [
  { id: "brunch", startsAt: "2026-06-14T11:00:00+02:00", endsAt: null },
  { id: "drinks", startsAt: "2026-06-12T18:00:00+02:00", endsAt: "2026-06-12T21:00:00+02:00" },
  { id: "ceremony", startsAt: "2026-06-13T15:00:00+02:00", endsAt: "2026-06-13T16:00:00+02:00" },
  { id: "dinner", startsAt: "2026-06-13T17:00:00+02:00", endsAt: "2026-06-14T02:00:00+02:00" },
  { id: "unset", startsAt: null, endsAt: null },
];

const weekend = (iso: string) => dayMode(WEEKEND, at(iso), ZONE);

describe("day mode over a weekend", () => {
  it("is off until 00:00 site time on the first event's day, and says when it comes on", () => {
    expect(weekend("2026-06-11T23:59:59+02:00")).toEqual({ on: false, now: [], next: null, changesAt: at("2026-06-12T00:00:00+02:00") });
    expect(weekend("2026-06-12T00:00:00+02:00")).toMatchObject({ on: true, now: [], next: "drinks" });
  });

  it("shows an event as on from the minute it starts to the minute it ends", () => {
    expect(weekend("2026-06-12T17:59:00+02:00")).toMatchObject({ now: [], next: "drinks", changesAt: at("2026-06-12T18:00:00+02:00") });
    expect(weekend("2026-06-12T18:00:00+02:00")).toMatchObject({ now: ["drinks"], next: "ceremony" });
    expect(weekend("2026-06-12T20:59:00+02:00")).toMatchObject({ now: ["drinks"], next: "ceremony" });
    expect(weekend("2026-06-12T21:00:00+02:00")).toMatchObject({ on: true, now: [], next: "ceremony" });
  });

  it("shows the ceremony now and the dinner next on Saturday afternoon", () => {
    expect(weekend("2026-06-13T15:30:00+02:00")).toMatchObject({ now: ["ceremony"], next: "dinner", changesAt: at("2026-06-13T16:00:00+02:00") });
    expect(weekend("2026-06-13T16:30:00+02:00")).toMatchObject({ now: [], next: "dinner" });
  });

  it("keeps a party going across midnight until 02:00", () => {
    expect(weekend("2026-06-13T23:59:00+02:00")).toMatchObject({ now: ["dinner"], next: "brunch" });
    expect(weekend("2026-06-14T00:00:00+02:00")).toMatchObject({ now: ["dinner"], next: "brunch" });
    expect(weekend("2026-06-14T01:59:00+02:00")).toMatchObject({ now: ["dinner"], next: "brunch" });
    expect(weekend("2026-06-14T02:00:00+02:00")).toMatchObject({ now: [], next: "brunch" });
  });

  it("lets an event without an end last to the end of its day, and stays on through the day after the last event", () => {
    expect(weekend("2026-06-14T23:59:00+02:00")).toMatchObject({ now: ["brunch"], next: null, changesAt: at("2026-06-15T00:00:00+02:00") });
    expect(weekend("2026-06-15T00:00:00+02:00")).toMatchObject({ on: true, now: [], next: null, changesAt: at("2026-06-16T00:00:00+02:00") });
    expect(weekend("2026-06-15T23:59:59+02:00").on).toBe(true);
    expect(weekend("2026-06-16T00:00:00+02:00")).toEqual({ on: false, now: [], next: null, changesAt: null });
  });

  it("ends an event without an end when the next event starts", () => {
    const events = [
      { id: "mingle", startsAt: "2026-06-13T14:00:00+02:00", endsAt: null },
      { id: "ceremony", startsAt: "2026-06-13T15:00:00+02:00", endsAt: "2026-06-13T16:00:00+02:00" },
    ];
    expect(dayMode(events, at("2026-06-13T14:59:00+02:00"), ZONE)).toMatchObject({ now: ["mingle"], next: "ceremony" });
    expect(dayMode(events, at("2026-06-13T15:00:00+02:00"), ZONE)).toMatchObject({ now: ["ceremony"], next: null });
  });

  it("shows two events on at once", () => {
    const events = [
      { id: "a", startsAt: "2026-06-13T14:00:00+02:00", endsAt: "2026-06-13T18:00:00+02:00" },
      { id: "b", startsAt: "2026-06-13T15:00:00+02:00", endsAt: "2026-06-13T16:00:00+02:00" },
    ];
    expect(dayMode(events, at("2026-06-13T15:30:00+02:00"), ZONE)).toMatchObject({ now: ["a", "b"], next: null });
  });

  it("is off without timed events", () => {
    expect(dayMode([], at("2026-06-13T15:00:00+02:00"), ZONE).on).toBe(false);
    expect(dayMode([{ id: "x", startsAt: null, endsAt: null }], at("2026-06-13T15:00:00+02:00"), ZONE).on).toBe(false);
  });
});

describe("day mode across the daylight-saving changes", () => {
  it("opens at midnight of the short March Sunday and ends an endless event when its 23-hour day does", () => {
    // 2026-03-29: at 02:00 the clocks go to 03:00, so a 02:30 does not exist; the browser sends it as 03:30 (01:30 UTC).
    const events = [{ id: "brunch", startsAt: "2026-03-29T01:30:00Z", endsAt: null }];
    expect(dayMode(events, at("2026-03-28T22:59:59Z"), ZONE).on).toBe(false);
    expect(dayMode(events, at("2026-03-28T23:00:00Z"), ZONE)).toMatchObject({ on: true, now: [], next: "brunch" }); // 00:00+01:00
    expect(dayMode(events, at("2026-03-29T01:30:00Z"), ZONE)).toMatchObject({ now: ["brunch"] });
    expect(dayMode(events, at("2026-03-29T21:59:00Z"), ZONE)).toMatchObject({ now: ["brunch"] }); // 23:59+02:00
    expect(dayMode(events, at("2026-03-29T22:00:00Z"), ZONE)).toMatchObject({ on: true, now: [] }); // Monday 00:00+02:00
    expect(dayMode(events, at("2026-03-30T21:59:59Z"), ZONE).on).toBe(true);
    expect(dayMode(events, at("2026-03-30T22:00:00Z"), ZONE).on).toBe(false); // Tuesday 00:00+02:00
  });

  it("keeps a March party going through the hour that does not exist", () => {
    const events = [{ id: "party", startsAt: "2026-03-28T20:00:00+01:00", endsAt: "2026-03-29T04:00:00+02:00" }];
    expect(dayMode(events, at("2026-03-29T00:59:00Z"), ZONE)).toMatchObject({ now: ["party"] }); // 01:59+01:00
    expect(dayMode(events, at("2026-03-29T01:00:00Z"), ZONE)).toMatchObject({ now: ["party"] }); // 03:00+02:00
    expect(dayMode(events, at("2026-03-29T02:00:00Z"), ZONE)).toMatchObject({ on: true, now: [] }); // 04:00+02:00
  });

  it("tells the first 02:30 of the October Sunday from the second", () => {
    // 2026-10-25: at 03:00 the clocks go back to 02:00, so 02:30 comes twice.
    const events = [{ id: "party", startsAt: "2026-10-24T20:00:00+02:00", endsAt: "2026-10-25T02:30:00+01:00" }];
    expect(dayMode(events, at("2026-10-25T02:30:00+02:00"), ZONE)).toMatchObject({ now: ["party"] });
    expect(dayMode(events, at("2026-10-25T02:29:00+01:00"), ZONE)).toMatchObject({ now: ["party"] });
    expect(dayMode(events, at("2026-10-25T02:30:00+01:00"), ZONE)).toMatchObject({ on: true, now: [] });
  });

  it("opens at midnight of the long October Sunday and ends an endless event when its 25-hour day does", () => {
    const events = [{ id: "brunch", startsAt: "2026-10-25T10:00:00+01:00", endsAt: null }];
    expect(dayMode(events, at("2026-10-24T21:59:59Z"), ZONE).on).toBe(false);
    expect(dayMode(events, at("2026-10-24T22:00:00Z"), ZONE)).toMatchObject({ on: true, next: "brunch" }); // 00:00+02:00
    expect(dayMode(events, at("2026-10-25T22:59:00Z"), ZONE)).toMatchObject({ now: ["brunch"] }); // 23:59+01:00
    expect(dayMode(events, at("2026-10-25T23:00:00Z"), ZONE)).toMatchObject({ on: true, now: [] }); // Monday 00:00+01:00
    expect(dayMode(events, at("2026-10-26T23:00:00Z"), ZONE).on).toBe(false);
  });
});
