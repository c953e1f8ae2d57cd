import { describe, expect, it } from "vitest";
import { bulkHouseholdAction, guestEventInput, householdInput } from "./types";

describe("householdInput", () => {
  it("trims, stores an empty mail or phone as none, and keeps each tag and event once", () => {
    const eventId = "6f0c1f4e-2b1a-4c3d-9e8f-0a1b2c3d4e5f";
    expect(householdInput.parse({ name: " Familjen Berg ", language: "sv", mail: " ", phone: "", tags: ["Släkt", " Släkt "], eventIds: [eventId, eventId], guests: [{ name: " Anna " }] })).toEqual({
      name: "Familjen Berg",
      language: "sv",
      mail: null,
      phone: null,
      address: null,
      note: "",
      tags: ["Släkt"],
      eventIds: [eventId],
      guests: [{ name: "Anna", child: false }],
    });
  });

  it("refuses a bad mail, a blank name, too many guests and one guest id twice", () => {
    const id = "6f0c1f4e-2b1a-4c3d-9e8f-0a1b2c3d4e5f";
    const paths = (input: object) => householdInput.safeParse({ name: "Berg", language: "sv", ...input }).error?.issues.map((issue) => issue.path.join("."));
    expect(paths({ mail: "berg@" })).toEqual(["mail"]);
    expect(paths({ name: " " })).toEqual(["name"]);
    expect(paths({ guests: Array.from({ length: 31 }, () => ({ name: "Gäst" })) })).toEqual(["guests"]);
    expect(paths({ guests: [{ id, name: "Anna" }, { id, name: "Olle" }] })).toEqual(["guests"]);
  });
});

describe("guestEventInput", () => {
  it("drops empty translations, needs a name in one language and an offset on the time", () => {
    expect(guestEventInput.parse({ name: { sv: "Middag", en: " " }, place: { sv: "" }, dressCode: { sv: "Kavaj", en: "" } })).toEqual({
      name: { sv: "Middag" },
      startsAt: null,
      endsAt: null,
      place: null,
      map: null,
      travelNote: {},
      dressCode: { sv: "Kavaj" },
      access: { stepFree: false, parkingNearby: false, hearingLoop: false, quietRoom: false, note: {} },
      isPublic: false,
    });
    expect(guestEventInput.safeParse({ name: { sv: "" } }).success).toBe(false);
    expect(guestEventInput.safeParse({ name: { sv: "Middag" }, startsAt: "2027-06-12T18:00:00" }).success).toBe(false);
  });

  it("refuses an end without a start, before the start or more than 7 days after it, naming endsAt", () => {
    const endProblem = (startsAt: string | null, endsAt: string) => guestEventInput.safeParse({ name: { sv: "Middag" }, startsAt, endsAt }).error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(endProblem(null, "2027-06-12T18:00:00+02:00")).toEqual([["endsAt", "An end needs a start"]]);
    expect(endProblem("2027-06-12T18:00:00+02:00", "2027-06-12T18:00:00+02:00")).toEqual([["endsAt", "The event must end after it starts"]]);
    expect(endProblem("2027-06-12T18:00:00+02:00", "2027-06-19T18:00:01+02:00")).toEqual([["endsAt", "An event lasts at most 7 days"]]);
    expect(endProblem("2027-06-12T18:00:00+02:00", "2027-06-13T01:00:00+02:00")).toBeUndefined();
  });
});

describe("bulkHouseholdAction", () => {
  it("needs a tag for a tag action and an event for an invitation", () => {
    const householdIds = ["6f0c1f4e-2b1a-4c3d-9e8f-0a1b2c3d4e5f"];
    expect(bulkHouseholdAction.safeParse({ action: "addTag", tag: "Vänner", householdIds }).success).toBe(true);
    expect(bulkHouseholdAction.safeParse({ action: "invite", tag: "Vänner", householdIds }).success).toBe(false);
  });
});
