import { describe, expect, it } from "vitest";
import { eventWhen } from "./eventWhen";

const ZONE = "Europe/Stockholm";
const dinner = { startsAt: "2027-06-12T16:00:00Z", endsAt: "2027-06-13T00:00:00Z" };

describe("an event's day and time on the page", () => {
  it("is written as each language writes it, in the site's time zone", () => {
    expect(eventWhen(dinner, "sv", ZONE)).toEqual({ day: "lördag 12 juni", time: "18:00–02:00" });
    expect(eventWhen(dinner, "en", ZONE)).toEqual({ day: "Saturday 12 June", time: "18:00–02:00" });
    expect(eventWhen(dinner, "da", ZONE)).toEqual({ day: "lørdag 12. juni", time: "18.00–02.00" });
  });

  it("gives only the start without an end, nothing without a start, and the end's day when it is a day or more later", () => {
    expect(eventWhen({ startsAt: "2027-06-13T09:00:00Z", endsAt: null }, "sv", ZONE)).toEqual({ day: "söndag 13 juni", time: "11:00" });
    expect(eventWhen({ startsAt: null, endsAt: null }, "sv", ZONE)).toBeNull();
    expect(eventWhen({ startsAt: "2027-06-11T14:00:00Z", endsAt: "2027-06-13T10:00:00Z" }, "sv", ZONE)).toEqual({ day: "fredag 11 juni", time: "16:00 – söndag 13 juni 12:00" });
  });
});
